import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiModelDefaults, type AiModelDefaultsProps, type AiModelRole } from './AiModelDefaults';

const CHAT = [
  { id: 'gpt-4o-mini', name: 'GPT-4o mini', connection: 'OpenAI' },
  { id: 'gpt-4.1', name: 'GPT-4.1', connection: 'OpenAI' },
  { id: 'llama3.1:8b', connection: 'Ollama on this machine' },
  { id: 'duet-local', name: "Duet's offline brain", connection: 'Built in' },
];
const EMBEDDING = [
  { id: 'text-embedding-3-small', connection: 'OpenAI' },
  { id: 'nomic-embed-text', connection: 'Ollama on this machine' },
  { id: 'duet-local-embedding', name: "Duet's offline embedding", connection: 'Built in' },
];

/** Holds the choices like the app does once each is saved. */
function Defaults(args: AiModelDefaultsProps) {
  const [chosen, setChosen] = useState<Partial<Record<AiModelRole, AiModelDefaultsProps['chat']>>>({
    chat: args.chat,
    titles: args.titles,
    embedding: args.embedding,
    ...(args.transcription ? { transcription: args.transcription } : {}),
    ...(args.speech ? { speech: args.speech } : {}),
  });
  const [voice, setVoice] = useState(args.speechVoice);
  return (
    <AiModelDefaults
      {...args}
      {...(chosen as Pick<AiModelDefaultsProps, 'chat' | 'titles' | 'embedding'>)}
      speechVoice={voice}
      onVoiceChange={(name) => {
        args.onVoiceChange?.(name);
        setVoice(name);
      }}
      onChange={(role: AiModelRole, id) => {
        args.onChange(role, id);
        setChosen((all) => ({ ...all, [role]: { ...all[role], value: id } }));
      }}
    />
  );
}

const meta = {
  title: 'AI models/AiModelDefaults',
  component: AiModelDefaults,
  args: {
    chatModels: CHAT,
    embeddingModels: EMBEDDING,
    chat: { value: 'gpt-4o-mini' },
    titles: { value: null },
    embedding: { value: 'text-embedding-3-small' },
    onChange: fn(),
  },
  render: (args) => <Defaults {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AiModelDefaults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three labelled selects, each saved as it is chosen; "none" options give null. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chat = canvas.getByRole('combobox', { name: 'Default chat model' });
    await expect(chat).toHaveValue('gpt-4o-mini');
    await expect(chat).toHaveAccessibleDescription(/New conversations start with it/);
    await userEvent.selectOptions(chat, 'llama3.1:8b');
    await expect(args.onChange).toHaveBeenCalledWith('chat', 'llama3.1:8b');
    const titles = canvas.getByRole('combobox', { name: 'Titles and judgements' });
    await expect(titles).toHaveDisplayValue('Same as the default chat model');
    await userEvent.selectOptions(titles, 'gpt-4.1');
    await expect(args.onChange).toHaveBeenCalledWith('titles', 'gpt-4.1');
    const embedding = canvas.getByRole('combobox', { name: 'Embedding model' });
    await userEvent.selectOptions(embedding, 'None: search by words only');
    await expect(args.onChange).toHaveBeenLastCalledWith('embedding', null);
    // The keyboard goes through the three in order (each is a native select: arrows choose, the list is the system's).
    chat.focus();
    await userEvent.tab();
    await expect(titles).toHaveFocus();
    await userEvent.tab();
    await expect(embedding).toHaveFocus();
  },
};

/** Environment variables set two of them: those are locked, and the variable is named. */
export const SetByTheEnvironment: Story = {
  args: {
    chat: { value: 'gpt-4o-mini', lockedBy: 'AI_MODEL' },
    embedding: { value: 'text-embedding-3-large', lockedBy: 'AI_EMBEDDING_MODEL' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = canvas.getByRole('combobox', { name: 'Default chat model' });
    await expect(chat).toBeDisabled();
    await expect(chat).toHaveAccessibleDescription(/Set by AI_MODEL in the environment, which wins over this page\./);
    // A model the environment names that no connection lists still shows.
    await expect(canvas.getByRole('combobox', { name: 'Embedding model' })).toHaveDisplayValue(
      'text-embedding-3-large',
    );
    await expect(canvas.getByRole('combobox', { name: 'Titles and judgements' })).toBeEnabled();
  },
};

/** After the embedding model changed: progress, and search keeps working by words. */
export const Reembedding: Story = {
  args: {
    embedding: { value: 'nomic-embed-text' },
    reembedding: { done: 1204, total: 3000, model: 'nomic-embed-text' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Embedding memories with nomic-embed-text' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '1,204 of 3,000 memories');
    await expect(canvas.getByText('Search keeps working meanwhile, by words.')).toBeVisible();
  },
};

/** No model allowed yet: the chat default cannot be chosen, and the page says where to start. */
export const NothingAllowedYet: Story = {
  args: { chatModels: [], embeddingModels: [], chat: { value: null }, embedding: { value: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Default chat model' })).toBeDisabled();
    await expect(canvas.getByText(/Allow a model on one of the connections above/)).toBeVisible();
  },
};

/** Nothing chosen yet, with models to choose from. */
export const NoneChosen: Story = {
  args: { chat: { value: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Default chat model' })).toHaveDisplayValue(
      'Choose a model',
    );
  },
};

export const SaveFailed: Story = {
  args: { error: "Couldn't save the default model. Try again." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Couldn't save the default model.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 351 }}>{Story()}</div>],
  args: {
    chatModels: [
      ...CHAT,
      {
        id: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
        connection: 'The team’s self-hosted inference gateway in the Frankfurt data centre',
      },
    ],
    chat: { value: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free', lockedBy: 'AI_MODEL' },
    embedding: { value: 'nomic-embed-text' },
    reembedding: { done: 12, total: 48210, model: 'nomic-embed-text-v1.5-long-context-multilingual' },
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(351);
  },
};

/**
 * With a connection that offers speech models: the microphone's speech-to-text is chosen from all of
 * the connections' models; "None" leaves dictation to the browser.
 */
export const SpeechToText: Story = {
  args: {
    transcriptionModels: [
      { id: 'whisper-1', connection: 'OpenAI' },
      { id: 'gpt-4o-mini-transcribe', connection: 'OpenAI' },
    ],
    transcription: { value: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const speech = canvas.getByRole('combobox', { name: 'Speech to text' });
    await expect(speech).toHaveDisplayValue("None: the browser's own");
    await expect(speech).toHaveAccessibleDescription(/writes down what people say/);
    await userEvent.selectOptions(speech, 'whisper-1');
    await expect(args.onChange).toHaveBeenLastCalledWith('transcription', 'whisper-1');
    await expect(speech).toHaveValue('whisper-1');
  },
};

/** Read aloud: a voice model of a connection and the name of its voice, which is saved on leaving the field. */
export const ReadAloud: Story = {
  args: {
    transcriptionModels: [
      { id: 'whisper-1', connection: 'OpenAI' },
      { id: 'tts-1', connection: 'OpenAI' },
    ],
    transcription: { value: 'whisper-1' },
    speech: { value: null },
    speechVoice: 'alloy',
    onVoiceChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const speech = canvas.getByRole('combobox', { name: 'Read aloud' });
    await expect(speech).toHaveDisplayValue("None: the browser's own");
    await expect(canvas.queryByRole('textbox', { name: 'Voice' })).toBeNull();
    await userEvent.selectOptions(speech, 'tts-1');
    await expect(args.onChange).toHaveBeenLastCalledWith('speech', 'tts-1');
    const voice = canvas.getByRole('textbox', { name: 'Voice' });
    await expect(voice).toHaveValue('alloy');
    await userEvent.clear(voice);
    await userEvent.type(voice, 'nova{Enter}');
    await expect(args.onVoiceChange).toHaveBeenLastCalledWith('nova');
  },
};
