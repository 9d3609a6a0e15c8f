import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProjectSettings } from './ProjectSettings';

const meta = {
  title: 'Projects/ProjectSettings',
  component: ProjectSettings,
  args: { value: { name: '', instructions: '', keepMemoriesToItself: false }, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ProjectSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new project: it needs a name; the instructions count down; Create sends all three. */
export const New: Story = {
  args: { submitLabel: 'Create project' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create project' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Kitchen renovation');
    const instructions = canvas.getByRole('textbox', { name: 'Instructions' });
    await expect(instructions).toHaveAccessibleDescription('1,500 characters left');
    await userEvent.type(instructions, 'Quote prices in euros.');
    await expect(instructions).toHaveAccessibleDescription('1,478 characters left');
    await userEvent.click(canvas.getByRole('switch', { name: 'Keep its memories to itself' }));
    await userEvent.click(create);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Kitchen renovation',
      instructions: 'Quote prices in euros.',
      keepMemoriesToItself: true,
    });
  },
};

/** A saved project, just saved. */
export const Saved: Story = {
  args: {
    value: {
      name: 'Kitchen renovation',
      instructions: 'Quote prices in euros and name the supplier. Our budget is 12,000 euros.',
      keepMemoriesToItself: true,
    },
    notice: 'Saved.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Keep its memories to itself' })).toBeChecked();
  },
};

/** A refusal from the server, by field. */
export const Refused: Story = {
  args: {
    value: { name: 'Kitchen renovation', instructions: '', keepMemoriesToItself: false },
    errors: { name: "A project's name can be at most 100 characters" },
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription("A project's name can be at most 100 characters");
  },
};
