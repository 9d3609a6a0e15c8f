import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutsDialog } from './ShortcutsDialog';
import type { ShortcutGroup } from './shortcut-keys';

const groups: ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: ['Mod', 'K'], description: 'Search your chats' },
      { keys: ['Mod', 'Shift', 'O'], description: 'New chat' },
      { keys: ['?'], description: 'Show keyboard shortcuts' },
    ],
  },
  {
    title: 'In the message box',
    shortcuts: [
      { keys: ['Enter'], description: 'Send the message' },
      { keys: ['Shift', 'Enter'], description: 'New line' },
      { keys: ['ArrowUp'], description: 'Edit your last message (when the box is empty)' },
      { keys: ['Escape'], description: 'Stop generating' },
    ],
  },
];

const meta = {
  title: 'App frame/ShortcutsDialog',
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  component: ShortcutsDialog,
  args: { open: true, onOpenChange: fn(), groups },
} satisfies Meta<typeof ShortcutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const anywhere = within(dialog).getByRole('region', { name: 'Anywhere' });
    const rows = within(anywhere).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    // Symbols are spoken as words; the keys of a combination are joined by "plus".
    await expect(rows[0]).toHaveTextContent('Search your chatsCtrl plus K');
    await expect(rows[2]).toHaveTextContent('Question mark');
    const box = within(dialog).getByRole('region', { name: 'In the message box' });
    await expect(within(box).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(box).getByText('Up arrow')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * On macOS the modifier keys are ⌘ ⇧ ⌥, spoken as Command, Shift and Option. They are drawn as icons:
 * the bundled font has no such characters.
 */
export const Mac: Story = {
  args: { mac: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const row = within(dialog).getByText('New chat').closest('li')!;
    await expect(row).toHaveTextContent('New chatCommand plus Shift plus O');
    await expect(row.querySelectorAll('kbd svg')).toHaveLength(2);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
