import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThreadListItem } from './ThreadListItem';

const meta = {
  title: 'App frame/ThreadListItem',
  component: ThreadListItem,
  args: {
    id: 't1',
    title: 'Planning the Lisbon trip',
    preview: 'Which neighbourhood is quieter in the evening?',
    onSelect: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ThreadListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Planning the Lisbon trip/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('t1');
    // Keyboard: Tab reaches the delete button, which appears on focus.
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Delete Planning the Lisbon trip' });
    await expect(remove).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(remove).opacity).toBe('1'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('t1');
  },
};

export const Active: Story = { args: { active: true } };
export const WithoutPreview: Story = { args: { preview: null } };

export const LongTitle: Story = {
  args: {
    title: 'A very long conversation title about the analytical engine, poetry, and the nature of thought',
    preview: 'And a preview line that is also far too long to fit on one line of the sidebar',
  },
};
