import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SingleSignOn } from './SingleSignOn';

const meta = {
  title: 'Pages/Auth/SingleSignOn',
  component: SingleSignOn,
  args: { name: 'Keycloak', href: '/api/v1/auth/oidc/start?next=%2Fchat' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SingleSignOn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue with Keycloak' });
    await expect(link).toHaveAttribute('href', args.href);
  },
};

/** Above the password form: an "or" between the two ways in. */
export const WithDivider: Story = {
  args: { divider: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('or')).toBeVisible();
  },
};

/** A long name wraps instead of overflowing. */
export const LongName: Story = {
  args: { name: 'Northwind University Identity Service', divider: true },
  globals: { viewport: { value: 'mobile' } },
};
