import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReplyLabel } from './ReplyLabel';

const meta = { title: 'Chat/ReplyLabel', component: ReplyLabel, args: { name: 'Ada Lovelace', source: 'owner' } } satisfies Meta<typeof ReplyLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnsweredByOwner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Answered by Ada Lovelace')).toBeVisible();
  },
};

export const RevisedByOwner: Story = {
  args: { source: 'revised' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revised by Ada Lovelace')).toBeVisible();
  },
};
