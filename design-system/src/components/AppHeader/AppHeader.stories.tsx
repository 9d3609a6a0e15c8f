import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Brand } from '../Brand';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { AppHeader } from './AppHeader';

const signedInActions = <IconButton label="Notifications" icon={<Bell />} />;

const meta = {
  title: 'App frame/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Planning the Lisbon trip',
    onToggleSidebar: fn(),
    sidebarOpen: true,
    onChatWithTwin: fn(),
    actions: signedInActions,
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Planning the Lisbon trip');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with your Twin' }));
    await expect(args.onChatWithTwin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(args.onToggleSidebar).toHaveBeenCalledOnce();
  },
};

export const CollapsedWithSubtitle: Story = {
  args: { sidebarOpen: false, subtitle: 'Private brain conversation' },
};

export const LoadingThread: Story = { args: { title: 'Loading...' } };

export const PageTitle: Story = { args: { title: 'My Twin' } };

export const SignedOut: Story = {
  args: {
    title: undefined,
    onToggleSidebar: undefined,
    onChatWithTwin: undefined,
    brand: <Brand />,
    actions: (
      <>
        <Button variant="ghost" size="sm">
          Sign in
        </Button>
        <Button variant="primary" size="sm">
          Get Started
        </Button>
      </>
    ),
  },
};

export const LongTitleMobile: Story = {
  args: {
    title: '@ada-lovelace: Chat with Your Twin about analytical engines and poetry',
    subtitle: 'Twin conversation with @ada-lovelace',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Twin' })).toBeVisible();
    const header = canvasElement.querySelector('header');
    await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
  },
};
