import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Primitives/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread notifications' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '3 unread notifications' })).toHaveTextContent('3');
  },
};

export const NinePlus: Story = {
  args: { count: 12, label: '12 unread notifications' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('9+');
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
