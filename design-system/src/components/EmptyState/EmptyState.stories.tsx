import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, MessageSquare, Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No conversations yet', description: 'Start a new chat to begin', icon: <MessageSquare /> },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    action: (
      <Button variant="primary" leadingIcon={<Plus />}>
        New Chat
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No conversations yet')).toBeInTheDocument();
    await expect(canvas.getByText('Start a new chat to begin')).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm', icon: undefined } };

export const Error: Story = {
  args: {
    tone: 'danger',
    icon: <AlertTriangle />,
    title: 'Something went wrong',
    description: 'Failed to load thread history',
    action: <Button>Try again</Button>,
  },
};
