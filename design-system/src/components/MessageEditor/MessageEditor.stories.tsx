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
