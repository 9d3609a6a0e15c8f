import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Pages/Auth/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/forgot-password');
  },
};

export const Submitting: Story = { args: { submitting: true, defaultEmail: 'ada@example.com' } };
export const FieldErrors: Story = { args: { errors: { email: 'Invalid email format' }, defaultEmail: 'ada@' } };
export const FormError: Story = { args: { errors: { form: 'Login failed' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Too many attempts on the account from new devices: the server mailed a sign-in link instead of checking the password. */
export const LinkSent: Story = {
  args: {
    linkSent:
      'We e-mailed you a link to sign in. There were too many attempts to sign in to this account from new devices, so on a new device the password is not enough for now. The link works once, for 15 minutes.',
    onTryAgain: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Check your inbox.*We e-mailed you a link to sign in/);
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Sign in' }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

const sso = { name: 'Keycloak', href: '/api/v1/auth/oidc/start?next=%2Fchat' };

/** The operator set an OpenID provider: its link above the form, then "or". */
export const WithSingleSignOn: Story = {
  args: { singleSignOn: sso },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continue with Keycloak' })).toHaveAttribute('href', sso.href);
    await expect(canvas.getByLabelText('Password')).toBeVisible();
  },
};

/** Single sign-on only: no password form and no "Get Started"; a failed sign-in explained above the link. */
export const SingleSignOnOnly: Story = {
  args: {
    singleSignOn: sso,
    passwordSignIn: false,
    registration: false,
    errors: {
      form: 'Your e-mail address at Keycloak is not verified, so Duet cannot use it. Verify it at Keycloak, then try again.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Get Started' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('is not verified');
  },
};
