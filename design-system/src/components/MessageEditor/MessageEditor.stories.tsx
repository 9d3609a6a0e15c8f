import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageEditor } from './MessageEditor';

const meta = {
  title: 'Chat/MessageEditor',
  component: MessageEditor,
  args: { initialText: 'Plan a long weekend in Lisbon', onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MessageEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The field takes focus; Send stays off until the text changes; Enter sends the new text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Edit your message' });
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(field, ' in May');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Plan a long weekend in Lisbon in May');
  },
};

/** Escape (or Cancel) leaves the message as it was. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit your message' }), ' and Porto');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The owner revises their twin's reply: the button says what happens ("Save revision"). */
export const Revise: Story = {
  args: {
    initialText: 'Ada mostly writes about the Analytical Engine and how it might compose music.',
    submitLabel: 'Save revision',
    label: "Revise your twin's reply",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: "Revise your twin's reply" });
    await expect(field).toHaveAccessibleDescription(/Enter to save revision/);
    const save = canvas.getByRole('button', { name: 'Save revision' });
    await expect(save).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.type(field, ' She also loved poetry.');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'Ada mostly writes about the Analytical Engine and how it might compose music. She also loved poetry.',
    );
  },
};
