import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemListEditor, type EditableItem, type ItemListEditorProps, type ItemListWords } from './ItemListEditor';

function Editing(props: ItemListEditorProps) {
  const [items, setItems] = useState(props.items);
  return (
    <ItemListEditor
      {...props}
      items={items}
      onChange={(next) => {
        setItems(next);
        props.onChange(next);
      }}
    />
  );
}

const POSTS: EditableItem[] = [
  { id: 'a', title: 'Why I climb', text: 'Because the wall is honest.' },
  { id: 'b', title: '', text: 'Sourdough notes: 78% hydration, long cold proof.' },
];

const POST_WORDS: ItemListWords = {
  add: 'Add a post',
  addButton: 'Add post',
  missing: 'A post needs some text.',
  edit: (name) => `Edit post “${name}”`,
  remove: (name) => `Remove post “${name}”`,
};

const meta = {
  title: 'Profile and twin/ItemListEditor',
  component: ItemListEditor,
  args: { label: 'Posts', words: POST_WORDS, items: POSTS, onChange: fn(), textLabel: 'Text' },
  render: (args) => <Editing {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ItemListEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'Posts' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Add a post, edit one, remove one. */
export const AddEditRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Add a post'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add post' }));
    await expect(canvas.getByText('A post needs some text.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Bouldering in Fontainebleau');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text' }), 'Three days, forty problems.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add post' }));
    await expect(titles(canvasElement)).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Edit post “Why I climb”' }));
    const title = canvas.getAllByRole('textbox', { name: 'Title' })[0]!;
    await userEvent.clear(title);
    await userEvent.type(title, 'Why I still climb');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(titles(canvasElement)[0]).toContain('Why I still climb');

    await userEvent.click(canvas.getByRole('button', { name: /^Remove post “Sourdough notes/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: 'Why I still climb' }),
      expect.objectContaining({ title: 'Bouldering in Fontainebleau' }),
    ]);
  },
};

/** With a handle focused, the arrow keys move the item. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move “Why I climb”' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(titles(canvasElement)[1]).toContain('Why I climb');
    await expect(canvas.getByRole('status')).toHaveTextContent('Moved “Why I climb” to position 2 of 2.');
  },
};

/** Projects: a title is required, the text is the description; 375 px wide. */
export const Projects: Story = {
  args: {
    label: 'Projects',
    words: {
      add: 'Add a project',
      addButton: 'Add project',
      missing: 'A project needs a title.',
      edit: (name) => `Edit project “${name}”`,
      remove: (name) => `Remove project “${name}”`,
    },
    required: 'title',
    textLabel: 'Description',
    items: [{ id: 'p', title: 'Cragmap', text: 'An app for climbers to find and log routes, used by 200k people.' }],
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Projects' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No posts yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts yet.')).toBeVisible();
  },
};
