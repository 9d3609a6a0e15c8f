import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiConnectionTestResult } from './AiConnectionTestResult';

const meta = {
  title: 'AI models/AiConnectionTestResult',
  component: AiConnectionTestResult,
  args: {
    listModels: { status: 'ok', message: 'Found 12 models.' },
    completion: { status: 'ok', message: 'gpt-4o-mini answered in 0.8 s.' },
    embedding: { status: 'ok', message: 'text-embedding-3-small gave 1,536 numbers.' },
    when: 'Just now',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AiConnectionTestResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every check passed. */
export const Works: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'The connection works' })).toBeVisible();
    const checks = canvas.getAllByRole('listitem');
    await expect(checks).toHaveLength(3);
    await expect(checks[0]).toHaveTextContent('List the models: Passed.Found 12 models.');
  },
};

/** A wrong key: the first check says so in plain words, and the others could not run. */
export const WrongKey: Story = {
  args: {
    listModels: { status: 'failed', message: 'The server refused the key (401).' },
    completion: { status: 'skipped', message: 'Skipped: the models could not be listed.' },
    embedding: { status: 'skipped', message: 'Skipped: the models could not be listed.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 3 checks failed');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Failed.The server refused the key (401).');
  },
};

export const Unreachable: Story = {
  args: {
    listModels: {
      status: 'failed',
      message: "Couldn't reach http://192.168.1.40:11434: nothing answered there within 10 seconds.",
    },
    completion: { status: 'skipped' },
    embedding: { status: 'skipped' },
    when: '2 minutes ago',
  },
};

/** The server answers, but a model it was asked for is not there. */
export const NoSuchModel: Story = {
  args: {
    completion: { status: 'ok', message: 'llama3.1:8b answered in 2.3 s.' },
    embedding: {
      status: 'failed',
      message: 'No model named nomic-embed-text. Pull it with Ollama, or choose another embedding model.',
    },
  },
};

/** No embedding model chosen: that check is skipped, the rest passed. */
export const EmbeddingSkipped: Story = {
  args: { embedding: { status: 'skipped', message: 'Skipped: no embedding model is chosen on this server.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The connection works (1 skipped)');
  },
};

/** While the test runs: the checks fill in as they finish. */
export const Running: Story = {
  args: {
    completion: { status: 'running' },
    embedding: { status: 'running' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Testing the connection…');
  },
};

export const Mobile: Story = {
  ...Unreachable,
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(343);
  },
};

/** A server that offers speech to text is also asked to write down a short recording. */
export const SpeechToText: Story = {
  args: {
    completion: { status: 'skipped', message: 'Not tried: it lists no chat model.' },
    embedding: { status: 'skipped', message: 'Not tried: no embedding model listed.' },
    transcription: { status: 'ok', message: 'whisper-1 wrote down a short recording.' },
  },
  play: async ({ canvasElement }) => {
    const checks = within(canvasElement).getAllByRole('listitem');
    await expect(checks).toHaveLength(4);
    await expect(checks[3]).toHaveTextContent('Speech to text: Passed.whisper-1 wrote down a short recording.');
  },
};

/** A speech server with a voice is also asked to read a short sentence aloud. */
export const TextToSpeech: Story = {
  args: {
    completion: { status: 'skipped', message: 'Not tried: it lists no chat model.' },
    embedding: { status: 'skipped', message: 'Not tried: no embedding model listed.' },
    transcription: { status: 'ok', message: 'whisper-1 wrote down a short recording.' },
    speech: { status: 'ok', message: 'tts-1 read a short sentence aloud.' },
  },
  play: async ({ canvasElement }) => {
    const checks = within(canvasElement).getAllByRole('listitem');
    await expect(checks).toHaveLength(5);
    await expect(checks[4]).toHaveTextContent('Text to speech: Passed.tts-1 read a short sentence aloud.');
  },
};
