import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Admin/SectionNav',
  component: SectionNav,
  args: {
    label: 'Admin',
    current: '/admin#sign-up',
    onNavigate: fn(),
    // The admin area's navigation (web/src/routes/admin/AdminRoute.tsx).
    items: [
      { label: 'Sign-up', href: '/admin#sign-up' },
      { label: 'Invitations', href: '/admin#invitations' },
      { label: 'Waiting', href: '/admin#pending' },
      { label: 'People', href: '/admin#people' },
      { label: 'Usage', href: '/admin/usage' },
      { label: 'Tools', href: '/admin#tools' },
      { label: 'Audit log', href: '/admin#audit' },
      { label: 'AI models', href: '/admin/ai' },
    ],
  },
} satisfies Meta<typeof SectionNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign-up' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Usage' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/usage');
    await userEvent.click(canvas.getByRole('link', { name: 'AI models' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/ai');
  },
};
