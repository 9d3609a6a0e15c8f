import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThreadListItem } from './ThreadListItem';

/** A menu's code loads on its first open (DropdownMenu.tsx); a cold test server takes a moment to serve it. */
const FIRST_OPEN = { timeout: 5000 };

const onRemove = fn();
const onPin = fn();

const meta = {
  title: 'App frame/ThreadListItem',
  component: ThreadListItem,
  args: {
    id: 't1',
    title: 'Planning the Lisbon trip',
    preview: 'Which neighbourhood is quieter in the evening?',
    href: '/chat/t1',
    onSelect: fn(),
    onRename: fn(),
    onRenameCancel: fn(),
    actions: [
      { id: 'pin', label: 'Pin', onSelect: onPin },
      { type: 'separator', id: 'sep' },
      { id: 'delete', label: 'Delete', tone: 'danger', onSelect: onRemove },
    ],
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ThreadListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A real link (new tab, copy link), and a plain click is handed to the app.
    const link = canvas.getByRole('link', { name: /^Planning the Lisbon trip/ });
    await expect(link).toHaveAttribute('href', '/chat/t1');
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledWith('t1');
    // Keyboard: Tab reaches the "More" button, which appears on focus and opens the menu.
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'More for Planning the Lisbon trip' });
    await expect(more).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(more).opacity).toBe('1'));
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', {}, FIRST_OPEN);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(onRemove).toHaveBeenCalled();
  },
};

export const Active: Story = { args: { active: true } };
export const Pinned: Story = {
  args: { pinned: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/^Pinned: Planning the Lisbon trip/);
  },
};
export const WithoutPreview: Story = { args: { preview: null } };

export const Renaming: Story = {
  args: { renaming: true },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Conversation name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Lisbon in May{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('Lisbon in May');
  },
};

export const RenamingCancelled: Story = {
  args: { renaming: true },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Conversation name' });
    await userEvent.type(field, ' extra{Escape}');
    await expect(args.onRename).not.toHaveBeenCalled();
    await expect(args.onRenameCancel).toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'A very long conversation title about the analytical engine, poetry, and the nature of thought',
    preview: 'And a preview line that is also far too long to fit on one line of the sidebar',
  },
};

/** In /history: a checkbox chooses the conversation for actions on several. */
export const Selectable: Story = {
  args: { onSelectedChange: fn(), selected: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Choose Planning the Lisbon trip' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
  },
};
