import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailChange } from './EmailChange';

const meta = {
  title: 'Settings/EmailChange',
  component: EmailChange,
  args: { email: 'ada@example.com', onRequest: fn(), onResend: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof EmailChange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The new address and the password, sent with Enter. */
export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'New e-mail' });
    await expect(field).toHaveAccessibleDescription(
      'We will send a link to it. Nothing changes until you open that link.',
    );
    await userEvent.type(field, ' ada@lovelace.example ');
    await userEvent.type(canvas.getByLabelText('Your password'), 'correct horse{Enter}');
    await expect(args.onRequest).toHaveBeenCalledWith({ email: 'ada@lovelace.example', password: 'correct horse' });
  },
};

/** A refusal at its field. */
export const WrongPassword: Story = {
  args: { errors: { password: 'Your password is incorrect' } },
  play: async ({ canvasElement }) => {
    const password = within(canvasElement).getByLabelText('Your password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Your password is incorrect/);
  },
};

export const Sending: Story = { args: { busy: 'request' } };

/** The link went out: nothing changed yet; Resend and Cancel. */
export const Pending: Story = {
  args: { pendingEmail: 'ada@lovelace.example' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getAllByRole('status')[0]!;
    await expect(status).toHaveTextContent('We sent a link to ada@lovelace.example');
    await expect(status).toHaveTextContent('Until then you sign in with ada@example.com');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Resent: Story = {
  args: { pendingEmail: 'ada@lovelace.example', notice: 'We sent a new link to ada@lovelace.example.' },
};

/** Long addresses wrap instead of widening the page. */
export const Mobile: Story = {
  args: {
    email: 'ada.augusta.king.countess.of.lovelace@analytical-engine.example.com',
    pendingEmail: 'countess.of.lovelace@a-very-long-domain-name.example.org',
    errors: { form: 'Too many e-mails about changing your address. Try again in 42 minutes.' },
  },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileForm: Story = {
  args: { errors: { email: 'An account with this email already exists' } },
  globals: { viewport: { value: 'mobile' } },
};
