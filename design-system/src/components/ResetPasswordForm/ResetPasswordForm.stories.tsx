import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Pages/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'new secret 1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new secret 2{Enter}');
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'new secret 1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'new secret 1' });
  },
};
export const TooShort: Story = { args: { errors: { password: 'Password must be at least 8 characters' } } };
export const Submitting: Story = { args: { submitting: true } };

/** A link without its token (or one the server refused): no form to fill in, a way to a new link. */
export const LinkProblem: Story = {
  args: { linkProblem: 'This reset link is incomplete. Ask for a new one.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This reset link is incomplete. Ask for a new one.')).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Set new password' })).toBeNull();
    const request = canvas.getByRole('link', { name: 'Request a new link' });
    await expect(request).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(request);
    await expect(args.onNavigate).toHaveBeenCalledWith('/forgot-password');
  },
};
