import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReadAloudButton } from './ReadAloudButton';

/** What the stand-in voice was given, newest last. */
const said: string[] = [];

/**
 * A stand-in for the browser's voice (a headless browser has none to hear): it "speaks" until it is
 * cancelled or, with `finishes`, ends on its own a moment later, as a short sentence does.
 */
function withVoice(finishes = false, error?: string): Decorator {
  return (Story) => {
    let current: SpeechSynthesisUtterance | null = null;
    const voice = {
      speak(utterance: SpeechSynthesisUtterance) {
        current = utterance;
        said.push(utterance.text);
        if (error) {
          const failure = Object.assign(new Event('error'), { error }) as SpeechSynthesisErrorEvent;
          setTimeout(() => utterance.onerror?.(failure), 10);
        }
        if (finishes) setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 50);
      },
      cancel() {
        current?.onerror?.(new Event('error') as SpeechSynthesisErrorEvent);
        current = null;
      },
    };
    Object.defineProperty(window, 'speechSynthesis', { value: voice, configurable: true });
    return Story();
  };
}

const ANSWER = '## Your weekend\n\n- **Saturday**: ride [Tram 28](https://example.com)\n- **Sunday**: Sintra';

const meta = {
  title: 'Chat/ReadAloudButton',
  component: ReadAloudButton,
  args: { text: ANSWER },
  decorators: [withVoice()],
} satisfies Meta<typeof ReadAloudButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the answer's words (not its Markdown); pressed again, it stops. */
export const Reading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    const stop = canvas.getByRole('button', { name: 'Stop reading' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(said.at(-1)).toBe('Your weekend\nSaturday: ride Tram 28\nSunday: Sintra'));
    await userEvent.click(stop);
    await expect(canvas.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One voice at a time: reading the second answer stops the first. */
export const OneAtATime: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ReadAloudButton text="The first answer." />
      <ReadAloudButton text="The second answer." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button', { name: 'Read aloud' });
    await userEvent.click(first!);
    await expect(first).toHaveAccessibleName('Stop reading');
    await waitFor(() => expect(said.at(-1)).toBe('The first answer.'));
    await userEvent.click(second!);
    await expect(second).toHaveAccessibleName('Stop reading');
    await waitFor(() => expect(first).toHaveAccessibleName('Read aloud'));
    await expect(said.at(-1)).toBe('The second answer.');
  },
};

/** A short answer ends by itself: the button is back to "Read aloud". */
export const Finished: Story = {
  decorators: [withVoice(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Read aloud' })).toBeVisible());
  },
};

/**
 * A browser with the speech API but no voice to read with (a Linux one without a speech engine,
 * for one): it says so where the button was, and no other answer offers it again.
 */
export const NoVoice: Story = {
  decorators: [withVoice(false, 'synthesis-failed')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent("Reading aloud isn't available in this browser.");
    await expect(canvas.queryByRole('button', { name: /Read aloud|Stop reading/ })).toBeNull();
  },
};

/** A stand-in for the server's voice: it reads until stopped, and tells what it was asked. */
function serverVoice(asked: string[], fails?: string) {
  return (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      asked.push('read');
      if (fails) return reject(new Error(fails));
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
}

/** The server reads the answer with the voice model an admin chose; pressed again, it stops. */
export const ServerVoice: Story = {
  render: function Render() {
    const asked: string[] = [];
    return <ReadAloudButton text={ANSWER} speak={serverVoice(asked)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    const stop = canvas.getByRole('button', { name: 'Stop reading' });
    await userEvent.click(stop);
    await expect(canvas.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server could not read it (the day's minutes are used, say): its words show beside the button. */
export const ServerRefused: Story = {
  render: () => (
    <ReadAloudButton
      text={ANSWER}
      speak={serverVoice([], "You've used your 60 minutes of speaking with Duet today.")}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read aloud' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('minutes of speaking');
    await expect(canvas.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  },
};
