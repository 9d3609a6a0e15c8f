import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = { title: 'Primitives/Tag', component: Tag } satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag tone="new" />
      <Tag tone="high" />
      <Tag tone="urgent" />
      <Tag tone="accent">3 new</Tag>
      <Tag>Private brain</Tag>
      <Tag tone="success">Completed</Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New')).toBeInTheDocument();
    await expect(canvas.getByText('High')).toBeInTheDocument();
    await expect(canvas.getByText('Urgent')).toBeInTheDocument();
  },
};

export const New: Story = { args: { tone: 'new' } };
export const High: Story = { args: { tone: 'high' } };
export const Urgent: Story = { args: { tone: 'urgent' } };
