import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupForm } from './SignupForm';

const meta = {
  title: 'Pages/Auth/SignupForm',
  component: SignupForm,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onUsernameChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Username'), 'ada');
    await expect(args.onUsernameChange).toHaveBeenLastCalledWith('ada');
    // The hint shows the address the name makes.
    await expect(canvas.getByText('Your public page: /ada')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      username: 'ada',
      password: 'correct horse',
      displayName: '',
    });
  },
};

export const CheckingUsername: Story = {
  args: { usernameStatus: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Checking username' })).toBeInTheDocument();
  },
};

export const UsernameAvailable: Story = { args: { usernameStatus: 'available' } };

export const UsernameTaken: Story = {
  args: { usernameStatus: 'unavailable', errors: { username: 'This username is not available' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription(/This username is not available/);
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  args: {
    errors: {
      email: 'Invalid email format',
      username: 'Username can only contain lowercase letters, numbers, and hyphens',
      password: 'Password must be at least 8 characters',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each error says what to change, once: no hint repeats it under it.
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.queryByText('At least 8 characters.')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^Your public page/)).not.toBeInTheDocument();
  },
};

export const FormError: Story = { args: { errors: { form: 'Registration failed' } } };
export const Submitting: Story = { args: { submitting: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const InvitationOnly: Story = {
  args: { notice: 'Sign-up on this Duet is by invitation only. Ask its admin for an invitation link.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('by invitation only');
  },
};

export const WaitingForApproval: Story = {
  args: { done: "Thanks! Your account waits for the admin's approval. We'll e-mail you when you can sign in." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("waits for the admin's approval");
    await expect(canvas.queryByRole('button', { name: 'Create account' })).toBeNull();
  },
};

const sso = { name: 'Keycloak', href: '/api/v1/auth/oidc/start' };

/** The operator set an OpenID provider: a new person can come through it instead. */
export const WithSingleSignOn: Story = {
  args: { singleSignOn: sso },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continue with Keycloak' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
  },
};

/** Single sign-on only: the form makes no accounts, the provider's link does. */
export const SingleSignOnOnly: Story = {
  args: { singleSignOn: sso, registration: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Accounts on this server are made by signing in with Keycloak.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create account' })).toBeNull();
  },
};
