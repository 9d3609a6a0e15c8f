import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const meta = {
  title: 'Pages/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
  },
};
export const Sent: Story = { args: { sent: true } };
export const Error: Story = { args: { errors: { form: 'Failed to send reset email' } } };
export const Submitting: Story = { args: { submitting: true } };
