import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mic, Paperclip, Search, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: <Search />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} label="Attach files" icon={<Paperclip />} variant="secondary" />
      <IconButton {...args} label="Delete" icon={<Trash2 />} size="sm" />
      <IconButton {...args} label="Speak" icon={<Mic />} variant="primary" size="lg" />
    </div>
  ),
};

export const Disabled: Story = { args: { label: 'Speak', icon: <Mic />, disabled: true } };
