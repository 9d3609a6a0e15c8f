import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

/** A menu's code loads on its first open (DropdownMenu.tsx); a cold test server takes a moment to serve it. */
const FIRST_OPEN = { timeout: 5000 };

const onRename = fn();
const onShare = fn();
const onDelete = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { layout: 'centered', docs: { story: { inline: false, height: '360px' } } },
  args: {
    trigger: <Button>Actions</Button>,
    items: [
      { id: 'label', type: 'label', label: 'Conversation' },
      { id: 'rename', label: 'Rename', icon: <Pencil />, onSelect: onRename },
      { id: 'share', label: 'Share', icon: <Share2 />, onSelect: onShare, disabled: true },
      { id: 'sep', type: 'separator' },
      { id: 'delete', label: 'Delete', icon: <Trash2 />, tone: 'danger', onSelect: onDelete },
    ],
  },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    onRename.mockClear();
    onDelete.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    // The trigger is re-read each time: the menu's code loads on first use and takes over the button.
    const trigger = () => within(canvasElement).getByRole('button', { name: 'Actions' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Actions' }, FIRST_OPEN);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    // Disabled items are skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu', {}, FIRST_OPEN);
    await userEvent.keyboard('{End}{Enter}');
    await expect(onDelete).toHaveBeenCalledOnce();
    await expect(onRename).not.toHaveBeenCalled();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

const onDensity = fn();

function DensityMenu() {
  const [density, setDensity] = useState('comfortable');
  return (
    <DropdownMenu
      trigger={<Button>Density</Button>}
      items={[
        { id: 'label', type: 'label', label: 'Show messages' },
        {
          id: 'density',
          type: 'radio',
          value: density,
          onValueChange: (value) => {
            onDensity(value);
            setDensity(value);
          },
          options: [
            { value: 'comfortable', label: 'Comfortable', description: 'Room around each message.' },
            { value: 'compact', label: 'Compact', description: 'More messages on the screen at once.' },
            { value: 'cards', label: 'Cards', disabled: true },
          ],
        },
      ]}
    />
  );
}

/** One choice among options (menuitemradio): the chosen one is checked, each has a description. */
export const RadioChoice: Story = {
  render: () => <DensityMenu />,
  play: async ({ canvasElement }) => {
    onDensity.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Density' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Density' }, FIRST_OPEN);
    const comfortable = within(menu).getByRole('menuitemradio', { name: 'Comfortable' });
    await expect(comfortable).toHaveAttribute('aria-checked', 'true');
    await expect(comfortable).toHaveAccessibleDescription('Room around each message.');
    await waitFor(() => expect(comfortable).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Compact' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onDensity).toHaveBeenCalledWith('compact');
    // The menu closes and gives the keyboard back to its button; ↓ there opens it again. Pressed
    // before that, ↓ went to the closing menu, and the picture showed the button alone.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull(), FIRST_OPEN);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Density' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body.findByRole('menu', { name: 'Density' }, FIRST_OPEN);
    await expect(within(reopened).getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};
