import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReplyLabel } from './ReplyLabel';

const meta = {
  title: 'Chat/ReplyLabel',
  component: ReplyLabel,
  args: { name: 'Ada Lovelace', source: 'owner' },
} satisfies Meta<typeof ReplyLabel>;
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

/** The twin's own reply, from public facts: the quieter label. */
export const WrittenByTwin: Story = {
  args: { source: 'twin' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText("Written by Ada Lovelace's twin from public facts");
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute('data-source', 'twin');
  },
};

/** The three side by side: the twin's label is the quietest. */
export const AllSources: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ReplyLabel {...args} source="owner" />
      <ReplyLabel {...args} source="revised" />
      <ReplyLabel {...args} source="twin" />
    </div>
  ),
};
