import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from '../Switch';
import { EditableList, type EditableListProps } from './EditableList';

/** The list as an owner edits it: every change comes back as the new list. */
function Editing(props: Omit<EditableListProps, 'onChange'> & { onChange?: (items: string[]) => void }) {
  const [items, setItems] = useState(props.items);
  return (
    <EditableList
      {...props}
      items={items}
      onChange={(next) => {
        setItems(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Profile and twin/EditableList',
  component: EditableList,
  args: {
    label: 'Interests',
    addLabel: 'Add an interest',
    placeholder: 'e.g. bouldering',
    items: ['typography and i bake sourdough every weekend', 'maps', 'coffee'],
    onChange: fn(),
  },
  render: (args) => <Editing {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof EditableList>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: HTMLElement) => within(within(canvas).getByRole('list', { name: 'Interests' }));
const texts = (canvas: HTMLElement) =>
  list(canvas)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Fix a wrong chip: edit it (Enter saves), add one, remove one. */
export const EditAddRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit “typography and i bake sourdough every weekend”' }));
    const field = canvas.getByRole('textbox', { name: 'Edit “typography and i bake sourdough every weekend”' });
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'typography{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['typography', 'maps', 'coffee']);
    await expect(canvas.getByRole('button', { name: 'Edit “typography”' })).toHaveFocus();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Add an interest' }), '  sourdough   baking {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['typography', 'maps', 'coffee', 'sourdough baking']);
    await expect(canvas.getByRole('textbox', { name: 'Add an interest' })).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove “maps”' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['typography', 'coffee', 'sourdough baking']);
    await expect(canvas.getByRole('button', { name: 'Remove “coffee”' })).toHaveFocus();
  },
};

/** An item already there (whatever its case or spaces), or an empty one, is refused with a message. */
export const Refusals: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add an interest' }), ' MAPS {Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('“maps” is already in Interests.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Add an interest' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write something first.');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit “coffee”' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Edit “coffee”' })).toHaveFocus();
  },
};

/** With a handle focused, the arrow keys move the item and a live region says where it went. */
export const ReorderWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move “coffee”' });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'typography and i bake sourdough every weekend',
      'coffee',
      'maps',
    ]);
    await expect(canvas.getByRole('button', { name: 'Move “coffee”' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Moved “coffee” to position 2 of 3.');
    await userEvent.keyboard('{Home}');
    await expect(texts(canvasElement)[0]).toBe('coffee');
    await userEvent.keyboard('{End}');
    await expect(texts(canvasElement)[2]).toBe('coffee');
  },
};

/** Dragging a handle onto another item moves it there. */
export const ReorderByDragging: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Move “maps”' });
    const target = list(canvasElement).getAllByRole('listitem')[0]!.getBoundingClientRect();
    fireEvent.pointerDown(handle, { button: 0, clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: target.left + 4, clientY: target.top + target.height / 2, pointerId: 1 });
    await waitFor(() => expect(list(canvasElement).getAllByRole('listitem')[0]).toHaveAttribute('data-drop', 'before'));
    fireEvent.pointerUp(window, { pointerId: 1 });
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'maps',
      'typography and i bake sourdough every weekend',
      'coffee',
    ]);
  },
};

/** Sentences, one a row (achievements), with a visibility switch beside the heading; 375 px wide. */
export const Rows: Story = {
  args: {
    label: 'Achievements',
    addLabel: 'Add an achievement',
    layout: 'rows',
    maxLength: 500,
    items: [
      'Shipped an app used by 200k climbers',
      'Won the regional bouldering cup in 2023, then coached the junior team to its first national final',
    ],
    actions: <Switch label="Show on my page" checked onCheckedChange={() => {}} />,
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Achievements' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No interests yet. Add what you love doing.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No interests yet. Add what you love doing.')).toBeVisible();
  },
};

/** The server refused the last change. */
export const WithError: Story = {
  args: { error: 'interests can have at most 50 items', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('interests can have at most 50 items');
    await expect(canvas.getByRole('button', { name: 'Remove “maps”' })).toBeDisabled();
  },
};
