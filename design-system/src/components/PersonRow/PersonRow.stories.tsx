import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PersonRow } from './PersonRow';

const meta = {
  title: 'Admin/PersonRow',
  component: PersonRow,
  args: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada', joined: 'Joined Nov 3' },
} satisfies Meta<typeof PersonRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByText('ada@example.com')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: {
    name: 'Carol',
    email: 'carol.with.a.rather.long.address@example.org',
    username: 'carol',
    status: 'pending',
    actions: (
      <>
        <Button size="sm">Approve</Button>
        <Button size="sm" variant="secondary">
          Decline
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: {
    status: 'disabled',
    actions: (
      <Button size="sm" variant="secondary">
        Enable
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Disabled')).toBeInTheDocument();
  },
};
