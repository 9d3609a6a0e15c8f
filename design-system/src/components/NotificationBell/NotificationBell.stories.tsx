import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { NotificationData } from '../NotificationItem';
import { NotificationBell } from './NotificationBell';

const now = new Date(2026, 10, 22, 9, 30);
const notifications: NotificationData[] = [
  {
    id: 'n1',
    title: 'Your twin answered 3 visitors',
    summary: 'People asked about your projects.',
    type: 'update',
    isRead: false,
    publishedAt: new Date(2026, 10, 22, 8).toISOString(),
    channelName: 'Public twin',
    priority: 'normal',
  },
  {
    id: 'n2',
    title: 'Sign-in from a new device',
    summary: 'Chrome on Linux, Lisbon.',
    type: 'error',
    priority: 'urgent',
    isRead: false,
    publishedAt: new Date(2026, 10, 21, 20).toISOString(),
    channelName: 'Security',
  },
  {
    id: 'n3',
    title: 'Profile Pal finished your story',
    type: 'success',
    isRead: true,
    publishedAt: new Date(2026, 10, 18).toISOString(),
    channelName: 'Profile Pal',
    priority: 'high',
  },
  {
    id: 'n4',
    title: 'Weekly digest',
    summary: 'Twelve new facts learned this week.',
    type: 'info',
    isRead: true,
    publishedAt: new Date(2026, 10, 2).toISOString(),
    channelName: 'Digest',
  },
];

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
  args: { unreadCount: 2, notifications, now, onOpenChange: fn(), onOpenNotification: fn(), onMarkRead: fn() },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body.findByRole('dialog', { name: 'Recent Notifications' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(panel).getByText('2 new')).toBeInTheDocument();
    await expect(within(panel).getAllByText('New')).toHaveLength(2);
    await expect(within(panel).getByText('Urgent')).toBeInTheDocument();
    await expect(within(panel).getByText('Nov 2')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'mark read: Sign-in from a new device' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** "Mark all read" in the header while anything is unread: one press clears the bell. */
export const MarkAllRead: Story = {
  args: { defaultOpen: true, onMarkAllRead: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Recent Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** Nothing unread: nothing to mark. */
export const MarkAllReadWhenAllRead: Story = {
  args: { defaultOpen: true, unreadCount: 0, onMarkAllRead: fn() },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Recent Notifications' });
    await expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

export const NinePlus: Story = {
  args: { unreadCount: 14 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 9+ unread' });
    await expect(bell).toHaveTextContent('9+');
  },
};

export const Empty: Story = {
  args: { unreadCount: 0, notifications: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No recent notifications')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { notifications: [], loading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Loading...')).toBeInTheDocument();
  },
};

export const Mobile: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile' } } };

/** New twin conversations fold into one unread notification while the owner has not read it (docs/product.md §2 Bell). */
export const FoldedTwinConversations: Story = {
  args: {
    unreadCount: 1,
    defaultOpen: true,
    notifications: [
      {
        id: 'f1',
        title: '3 new conversations with your twin',
        summary: 'An anonymous visitor is chatting with your twin.',
        type: 'info',
        isRead: false,
        publishedAt: new Date(2026, 10, 22, 9, 20).toISOString(),
        channelName: 'Your Twin',
        priority: 'normal',
      },
      {
        id: 'f2',
        title: 'Someone started a conversation with your twin',
        summary: 'A signed-in visitor is chatting with your twin.',
        type: 'info',
        isRead: true,
        publishedAt: new Date(2026, 10, 21, 18).toISOString(),
        channelName: 'Your Twin',
        priority: 'normal',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Recent Notifications' });
    await expect(within(panel).getByText('3 new conversations with your twin')).toBeInTheDocument();
    await expect(within(panel).getAllByText('New')).toHaveLength(1);
  },
};
