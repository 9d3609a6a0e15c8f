import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConversationEnded, type ConversationParts, type SpokenAnswer } from './converse';
import { VoiceConversation } from './VoiceConversation';

type Parts = Omit<ConversationParts, 'phase'>;
const never = () => new Promise<never>(() => {});

/**
 * Stand-ins for the microphone, the chat and the voice (a story has none of them): the person says
 * each of `said` in turn and then stays quiet; every message gets `answer`; `speaks` false keeps
 * Duet speaking.
 */
function parts(said: string[], log: string[], speaks = true): Parts {
  const left = [...said];
  return {
    listen: (_signal, on) => {
      on.listening();
      const next = left.shift();
      return next === undefined ? never() : Promise.resolve(next);
    },
    send: (text) => void log.push(`sent: ${text}`),
    answered: () => Promise.resolve<SpokenAnswer>({ id: 'a1', text: 'Saturday: ride Tram 28.' }),
    speak: (answer) => {
      log.push(`read: ${answer.text}`);
      return speaks ? Promise.resolve() : never();
    },
  };
}

const meta = {
  title: 'Chat/VoiceConversation',
  component: VoiceConversation,
  args: { onEnd: fn(), parts: parts([], []) },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof VoiceConversation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Listening: the light breathes; the person may speak, and pausing sends it. */
export const Listening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Listening…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End' })).toHaveFocus();
  },
};

/** What the stand-ins were asked in ATurn. */
const turn: string[] = [];

/** A turn: what was said is sent, the answer is read aloud, and Duet listens again. */
export const ATurn: Story = {
  beforeEach: () => {
    turn.length = 0;
  },
  render: function Render(args) {
    return <VoiceConversation {...args} parts={parts(['Plan my weekend in Lisbon'], turn)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(turn).toEqual(['sent: Plan my weekend in Lisbon', 'read: Saturday: ride Tram 28.']));
    await expect(await canvas.findByText('Listening…')).toBeVisible();
  },
};

/** Reading the answer aloud. */
export const Speaking: Story = {
  args: { parts: parts(['What is on this weekend?'], [], false) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Speaking…')).toBeVisible();
  },
};

/** Escape, from anywhere on the page, ends the conversation (as End does). */
export const EscapeEnds: Story = {
  play: async ({ args, canvasElement }) => {
    await within(canvasElement).findByText('Listening…');
    await userEvent.keyboard('{Escape}');
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/** It stopped on its own (the microphone is blocked): why, and the way back to typing. */
export const Stopped: Story = {
  args: {
    parts: {
      ...parts([], []),
      listen: () =>
        Promise.reject(
          new ConversationEnded('Microphone access is blocked. Allow it in your browser to talk with Duet.'),
        ),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The conversation stopped.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to typing' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/** The browser has no voice: answers are shown, not read, and the conversation goes on. */
export const NoVoice: Story = {
  args: { notice: 'This browser can’t read aloud: Duet’s answers are shown in the conversation.' },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { notice: 'This browser can’t read aloud: Duet’s answers are shown in the conversation.' },
};
