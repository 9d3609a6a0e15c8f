import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'Chat/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSendsShiftEnterNewLine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'First line\nsecond line', files: [] });
    await expect(input).toHaveValue('');
    // Blank messages are not sent.
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const AttachFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const photo = new File(['x'], 'tram-28.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker, [notes, photo]);
    const list = canvas.getByRole('list', { name: 'Attached files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tram-28.jpg' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: '', files: [notes] });
  },
};

export const Sending: Story = {
  args: { sending: true, defaultValue: 'Another question while the first is sending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Speak' })).toBeDisabled();
  },
};

/** An answer is coming: the button stops it, and so does Escape in the text box. */
export const Generating: Story = {
  args: { sending: true, onStop: fn(), defaultValue: 'A draft for later' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop generating' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox'), '{Escape}');
    await expect(args.onStop).toHaveBeenCalledTimes(2);
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongDraft: Story = {
  args: { defaultValue: 'A long draft that keeps going. '.repeat(30) },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
