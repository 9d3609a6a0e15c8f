import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationItem, type NotificationData } from './NotificationItem';

const now = new Date(2026, 10, 22, 9, 30);
const base: NotificationData = {
  id: 'n1',
  title: 'Your twin answered 3 visitors',
  summary: 'People asked about your projects and your writing. Review the conversations.',
  type: 'update',
  priority: 'normal',
  isRead: false,
  publishedAt: new Date(2026, 10, 22, 8).toISOString(),
  channelName: 'Public twin',
  actionUrl: 'https://duet.example/twin',
};

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  args: { notification: base, onOpen: fn(), onMarkRead: fn(), now },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeInTheDocument();
    await expect(canvas.getByText('Today')).toBeInTheDocument();
    await expect(canvas.getByText('Public twin')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'mark read: Your twin answered 3 visitors' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    await userEvent.click(canvas.getByRole('button', { name: /^Your twin answered/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(base);
  },
};

export const Read: Story = {
  args: { notification: { ...base, isRead: true, publishedAt: new Date(2026, 10, 21, 22).toISOString() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('mark read')).toBeNull();
    await expect(canvas.getByText('Yesterday')).toBeInTheDocument();
  },
};

export const High: Story = {
  args: {
    notification: {
      ...base,
      priority: 'high',
      type: 'warning',
      title: 'Storage almost full',
      publishedAt: new Date(2026, 10, 19).toISOString(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('High')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('3 days ago')).toBeInTheDocument();
  },
};

export const Urgent: Story = {
  args: {
    notification: {
      ...base,
      priority: 'urgent',
      type: 'error',
      title: 'Sign-in from a new device',
      publishedAt: new Date(2026, 9, 30).toISOString(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Urgent')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Oct 30')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    notification: {
      ...base,
      title: 'A notification with a really long title that needs to wrap over several lines gracefully',
      summary: 'And an even longer summary. '.repeat(10),
      channelName: 'A channel with a long display name',
    },
  },
};
