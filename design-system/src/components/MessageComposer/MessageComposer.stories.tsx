import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { ModelPicker, type ModelChoice } from '../ModelPicker';
import { MessageComposer, type ComposerMessage } from './MessageComposer';

/**
 * A stand-in for the browser's speech service (it needs a microphone and, in Chrome, Google's
 * servers): it "hears" a phrase after start, or fails the way a browser without the service does.
 */
function withSpeech(behaviour: { heard?: string; error?: string }): Decorator {
  return (Story) => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          if (behaviour.error) this.onerror?.({ error: behaviour.error });
          else
            this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: behaviour.heard ?? '' } }] });
          if (behaviour.error) this.onend?.();
        }, 50);
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
      abort() {
        this.onend?.();
      }
    }
    (window as unknown as { SpeechRecognition?: unknown }).SpeechRecognition = FakeRecognition;
    return Story();
  };
}

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

/** A batch with an empty file: the others are attached, the empty one is refused by name, out loud. */
export const EmptyFileInABatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const empty = new File([], 'blank.txt', { type: 'text/plain' });
    const plan = new File(['day one'], 'plan.md', { type: 'text/markdown' });
    await userEvent.upload(picker, [notes, empty, plan]);
    const list = canvas.getByRole('list', { name: 'Attached files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“blank.txt” is empty (0 bytes), so it was not attached.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: '', files: [notes, plan] });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Near the most a message may hold, the composer counts what is left; over it, what to cut, and Send waits. */
export const LengthLimit: Story = {
  args: { maxLength: 120 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'A long question. '.repeat(6));
    await expect(canvas.queryByText(/characters? left/)).not.toBeInTheDocument();
    await userEvent.type(input, 'Almost there');
    await expect(canvas.getByText('6 characters left')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/6 characters left/);
    await userEvent.type(input, ' and now over.');
    await expect(canvas.getByText('8 characters too many')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    // Cut back under the limit, it sends.
    for (let i = 0; i < 8; i++) await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** How the count looks over the limit (a pasted text too long to send). */
export const OverTheLimit: Story = {
  args: {
    maxLength: 120,
    defaultValue:
      'Here is the whole report I pasted, which runs a little longer than a single message may be, so part of it has to go first.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 characters too many')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { sending: true, defaultValue: 'Another question while the first is sending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
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

/** ↑ in the empty text box edits the last message; with text in it, ↑ only moves the caret. */
export const EditLastWithArrowUp: Story = {
  args: { onEditLast: fn(), autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(/Up arrow to edit your last message/);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onEditLast).toHaveBeenCalledTimes(1);
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second');
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowUp}');
    await expect(args.onEditLast).toHaveBeenCalledTimes(1);
    await userEvent.clear(input);
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(args.onEditLast).toHaveBeenCalledTimes(1);
  },
};

/**
 * The server refused the message (here, a twin's daily quota): the chat hands it back with
 * `restore`, and the visitor's text is in the composer again instead of lost.
 */
export const RestoredAfterRefusal: Story = {
  render: function Render(args) {
    const [restore, setRestore] = useState<ComposerMessage | null>(null);
    return (
      <MessageComposer
        {...args}
        restore={restore}
        onSend={(message) => {
          args.onSend(message);
          setTimeout(() => setRestore(message), 50);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'What is she working on?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'What is she working on?', files: [] });
    await waitFor(() => expect(input).toHaveValue('What is she working on?'));
    await expect(input).toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** A message that could not go (the app says false: e.g. offline) stays in the composer, as typed. */
export const KeptWhenNotSent: Story = {
  args: { onSend: fn(() => false as const) },
  parameters: { visual: { skip: 'the same picture as a composer with text in it' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Plan the climbing trip {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Plan the climbing trip', files: [] });
    await expect(input).toHaveValue('Plan the climbing trip ');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongDraft: Story = {
  args: { defaultValue: 'A long draft that keeps going. '.repeat(30) },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** Where Duet can hear: "Talk by voice" starts a hands-free voice conversation (VoiceConversation). */
export const Talk: Story = {
  args: { onTalk: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Talk by voice' }));
    await expect(args.onTalk).toHaveBeenCalledOnce();
  },
};

/** Dictation: the microphone listens (a visible state), what it hears joins the text, a second press stops. */
export const Dictation: Story = {
  args: { defaultValue: 'Plan my' },
  decorators: [withSpeech({ heard: 'weekend in Lisbon' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dictate' }));
    const stop = canvas.getByRole('button', { name: 'Stop dictation' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Listening…');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('Plan my weekend in Lisbon'));
    await userEvent.click(stop);
    await expect(await canvas.findByRole('button', { name: 'Dictate' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A browser whose speech service fails: it says so and the microphone goes away (no dead control). */
export const DictationUnavailable: Story = {
  decorators: [withSpeech({ error: 'network' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dictate' }));
    await expect(await canvas.findByText("Dictation isn't available in this browser.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Dictat/ })).toBeNull();
  },
};

/**
 * Through the server's speech-to-text: the microphone records (Chromium's fake one here) until the
 * second press, then what was said is written down and joins the text.
 */
export const DictationThroughServer: Story = {
  args: {
    defaultValue: 'Plan my',
    transcribe: fn(async (audio: Blob) =>
      audio.size > 0 && audio.type.startsWith('audio/') ? 'weekend in Lisbon' : '',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dictate' }));
    // Listening once the browser gives the microphone.
    const stop = await canvas.findByRole('button', { name: 'Stop dictation' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Listening…');
    await userEvent.click(stop);
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('Plan my weekend in Lisbon'));
    await expect(args.transcribe).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Dictate' })).toBeEnabled();
  },
};

/** The server refuses (here, the day's speaking time is used up): its words show, the text stays. */
export const DictationRefused: Story = {
  args: {
    defaultValue: 'Plan my',
    transcribe: async () => {
      throw new Error(
        "You've used your 60 minutes of speaking to Duet today. It resets at 2026-11-29 00:00 UTC (in 2 hours 30 min).",
      );
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dictate' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop dictation' }));
    await expect(await canvas.findByText(/used your 60 minutes of speaking/)).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveValue('Plan my');
  },
};

const MODELS: ModelChoice[] = [
  { id: 'gpt-4o-mini', name: 'GPT-4o mini', description: 'Quick, good for everyday questions.', images: true },
  { id: 'llama3.1:8b', name: 'Llama 3.1 8B Instruct (Ollama, on this machine)', noTools: true },
  { id: 'duet-local', name: "Duet's offline brain", offline: true },
];

/** The composer with the model picker in its toolbar, holding the conversation's choice. */
function WithPicker(props: { onSend: (message: ComposerMessage) => void; onModel: (id: string) => void }) {
  const [model, setModel] = useState<string | null>('gpt-4o-mini');
  return (
    <MessageComposer
      onSend={props.onSend}
      accessory={
        <ModelPicker
          models={MODELS}
          value={model}
          onChange={(id) => {
            props.onModel(id);
            setModel(id);
          }}
        />
      }
    />
  );
}

const onModel = fn();

/**
 * The model for this conversation is chosen in the toolbar, beside the attach button and out of
 * the text box; Tab reaches it after the buttons, and choosing leaves the draft alone.
 */
export const WithModelPicker: Story = {
  render: (args) => <WithPicker onSend={args.onSend} onModel={onModel} />,
  play: async ({ canvasElement, args }) => {
    onModel.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Plan my weekend');
    const picker = () => canvas.getByRole('button', { name: /^Model: / });
    // Text box, Attach files, Dictate, then the picker.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(picker()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', {}, { timeout: 5000 });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: "Duet's offline brain" }));
    await expect(onModel).toHaveBeenCalledWith('duet-local');
    await waitFor(() => expect(picker()).toHaveAccessibleName("Model: Duet's offline brain"));
    await expect(input).toHaveValue('Plan my weekend');
    await userEvent.type(input, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Plan my weekend', files: [] });
  },
};

/** At 375 px a long model name is cut, and the send button keeps its place. */
export const WithModelPickerMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <WithPicker onSend={args.onSend} onModel={onModel} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Model: / }));
    const menu = await body.findByRole('menu', {}, { timeout: 5000 });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /^Llama/ }));
    const form = canvasElement.querySelector('form')!;
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Model: Llama/ })).toBeVisible());
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(form.getBoundingClientRect().right);
  },
};
