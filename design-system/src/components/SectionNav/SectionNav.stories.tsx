import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SectionNav } from './SectionNav';

const meta = {
  title: 'Admin/SectionNav',
  component: SectionNav,
  args: {
    label: 'Admin',
    current: '/admin',
    onNavigate: fn(),
    items: [
      { label: 'People', href: '/admin' },
      { label: 'Invitations', href: '/admin#invitations' },
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
    await expect(canvas.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'AI models' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/ai');
  },
};
