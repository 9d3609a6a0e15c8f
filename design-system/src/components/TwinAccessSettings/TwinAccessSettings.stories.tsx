import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwinAccessSettings, type TwinAccessSettingsProps, type TwinAccessValue } from './TwinAccessSettings';

const meta = {
  title: 'Twin/TwinAccessSettings',
  component: TwinAccessSettings,
  args: { access: 'everyone', anonymousDailyLimit: 20, maxAnonymousDailyLimit: 100, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TwinAccessSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone may talk; the daily limit for anonymous visitors sits under that choice. Save stays off until something changes. */
export const Everyone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Who can talk to your twin' });
    await expect(within(group).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Everyone' })).toHaveAccessibleDescription(
      'Anyone with the link, signed in or not',
    );
    const limit = canvas.getByRole('spinbutton', { name: 'Messages per day for each anonymous visitor' });
    await expect(limit).toHaveValue(20);
    await expect(limit).toHaveAccessibleDescription('Up to 100');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await userEvent.clear(limit);
    await userEvent.type(limit, '35');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      access: 'everyone',
      anonymousDailyLimit: 35,
      answerStyle: 'adaptive',
      voice: 'third',
    });
  },
};

/** A limit over the maximum is refused in place, and Save stays off. */
export const LimitTooHigh: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const limit = canvas.getByRole('spinbutton', { name: 'Messages per day for each anonymous visitor' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '250');
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(limit).toHaveAccessibleDescription(/Enter a whole number from 0 to 100/);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Signed-in people only: no limit to set; choosing another option with the keyboard and saving. */
export const SignedInOnly: Story = {
  args: { access: 'signed_in' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signedIn = canvas.getByRole('radio', { name: 'Signed-in people only' });
    await expect(signedIn).toBeChecked();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(signedIn);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Nobody' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      access: 'nobody',
      anonymousDailyLimit: 20,
      answerStyle: 'adaptive',
      voice: 'third',
    });
  },
};

/** Opening to everyone shows the limit field. */
export const Nobody: Story = {
  args: { access: 'nobody' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Nobody' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Nobody' })).toHaveAccessibleDescription(
      'Your page stays visible; the twin is off',
    );
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(canvas.getByText('Everyone'));
    const limit = canvas.getByRole('spinbutton', { name: 'Messages per day for each anonymous visitor' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      access: 'everyone',
      anonymousDailyLimit: 5,
      answerStyle: 'adaptive',
      voice: 'third',
    });
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('radio', { name: 'Nobody' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: "Couldn't save your choice. Check your connection and try again." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("Couldn't save your choice.");
  },
};

/** After a save: "Saved", until the next change. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await userEvent.click(canvas.getByRole('radio', { name: 'Nobody' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

function Saves() {
  const [value, setValue] = useState<TwinAccessValue>({
    access: 'everyone',
    anonymousDailyLimit: 20,
    answerStyle: 'adaptive',
    voice: 'third',
  });
  const [saved, setSaved] = useState(false);
  return (
    <TwinAccessSettings
      {...value}
      maxAnonymousDailyLimit={100}
      saved={saved}
      onSave={(next) => {
        setValue(next);
        setSaved(true);
      }}
    />
  );
}

/** Saved props flow back in: the form follows them and says "Saved". */
export const RoundTrip: Story = {
  render: () => <Saves />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Signed-in people only' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(canvas.getByRole('radio', { name: 'Signed-in people only' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: { error: "Couldn't save your choice. Check your connection and try again." },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(343);
  },
};

/** How the twin answers: in its own words (the default) or only as the owner wrote the facts. */
export const AnswerStyle: Story = {
  args: { answerStyle: 'adaptive' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'How your twin answers' });
    await expect(within(group).getByRole('radio', { name: 'In its own words' })).toBeChecked();
    const strict = within(group).getByRole('radio', { name: 'Only as you wrote them' });
    await expect(strict).toHaveAccessibleDescription('Quotes your public facts one by one');
    await userEvent.click(strict);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      access: 'everyone',
      anonymousDailyLimit: 20,
      answerStyle: 'strict',
      voice: 'third',
    });
  },
};

/** Who the twin speaks as: about the owner (the default) or as them, Delphi's way. */
export const Voice: Story = {
  args: { voice: 'third' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Who your twin speaks as' });
    await expect(within(group).getByRole('radio', { name: 'About you' })).toBeChecked();
    const first = within(group).getByRole('radio', { name: 'As you' });
    await expect(first).toHaveAccessibleDescription('Speaks as you: “I build apps for climbers”');
    await userEvent.click(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      access: 'everyone',
      anonymousDailyLimit: 20,
      answerStyle: 'adaptive',
      voice: 'first',
    });
  },
};

const MODELS = [
  { id: 'gpt-4o-mini', name: 'GPT-4o mini', connection: 'OpenAI' },
  { id: 'gpt-4.1', name: 'GPT-4.1', connection: 'OpenAI' },
  { id: 'llama3.1:8b', name: 'llama3.1:8b', connection: 'Ollama on this machine' },
  {
    id: 'gemma2:2b',
    name: 'gemma2:2b',
    connection: 'Ollama on this machine',
    disabled: true,
    note: "Can't use tools, which your twin needs",
  },
];

/** Holds what was saved like the app does, so the saved props flow back in. */
function SavesModel(args: TwinAccessSettingsProps) {
  const [value, setValue] = useState<TwinAccessValue>({
    access: args.access,
    anonymousDailyLimit: args.anonymousDailyLimit,
    answerStyle: args.answerStyle ?? 'adaptive',
    voice: args.voice ?? 'third',
    model: args.model ?? null,
  });
  const [saved, setSaved] = useState(false);
  return (
    <TwinAccessSettings
      {...args}
      {...value}
      saved={saved}
      onSave={(next) => {
        args.onSave(next);
        setValue(next);
        setSaved(true);
      }}
    />
  );
}

/**
 * The owner chooses the model the twin answers with: the default chat model (null) or one of the
 * models grouped by connection; one that cannot use tools is listed but cannot be chosen.
 */
export const WithModels: Story = {
  args: { models: MODELS, model: null, defaultModelName: 'GPT-4o mini' },
  render: (args) => <SavesModel {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Model your twin answers with' });
    await expect(select).toHaveDisplayValue('Default (GPT-4o mini)');
    await expect(select).toHaveAccessibleDescription(
      'Your twin answers only from what you made public, whatever the model.',
    );
    await expect(within(select).getByRole('group', { name: 'Ollama on this machine' })).toBeInTheDocument();
    await expect(
      within(select).getByRole('option', { name: "gemma2:2b — Can't use tools, which your twin needs" }),
    ).toBeDisabled();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    // Back to the default: nothing changed, so nothing to save.
    await userEvent.selectOptions(select, 'gpt-4.1');
    await expect(save).toBeEnabled();
    await userEvent.selectOptions(select, 'Default (GPT-4o mini)');
    await expect(save).toBeDisabled();

    await userEvent.selectOptions(select, 'llama3.1:8b');
    // The keyboard reaches it after the answer style, and Save after it.
    await userEvent.click(canvas.getByRole('radio', { name: 'In its own words' }));
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      access: 'everyone',
      anonymousDailyLimit: 20,
      answerStyle: 'adaptive',
      voice: 'third',
      model: 'llama3.1:8b',
    });
    // Saved: the form follows the saved props.
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(select).toHaveValue('llama3.1:8b');
    await expect(save).toBeDisabled();
  },
};

/** A saved model the list no longer offers still shows, and says so. */
export const SavedModelNoLongerOffered: Story = {
  args: { models: MODELS, model: 'mistral:7b', defaultModelName: 'GPT-4o mini' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Model your twin answers with' });
    await expect(select).toHaveDisplayValue('mistral:7b — No longer offered');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** With models at 375 px: long names and connections stay inside the form. */
export const WithModelsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: {
    models: [
      ...MODELS,
      {
        id: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
        name: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
        connection: 'The team’s self-hosted inference gateway in the Frankfurt data centre',
      },
    ],
    model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
    defaultModelName: 'GPT-4o mini',
  },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    const select = within(canvasElement).getByRole('combobox', { name: 'Model your twin answers with' });
    await expect(select).toHaveValue('meta-llama/Llama-3.3-70B-Instruct-Turbo-Free');
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(form.getBoundingClientRect().right);
    await expect(form.scrollWidth).toBeLessThanOrEqual(343);
  },
};

/** While saving, the model cannot change, like the other choices. */
export const SavingWithModels: Story = {
  args: { models: MODELS, model: 'gpt-4.1', defaultModelName: 'GPT-4o mini', saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Model your twin answers with' })).toBeDisabled();
  },
};

/** Visitors may talk by voice: off until the owner turns it on, and saved with the rest. */
export const VoiceChat: Story = {
  args: { voiceChat: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const voiceChat = canvas.getByRole('switch', { name: 'Visitors can talk by voice' });
    await expect(voiceChat).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(voiceChat);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ voiceChat: true }));
  },
};

/** The server has no speech model: the switch stays off and says why. */
export const VoiceChatUnavailable: Story = {
  args: {
    voiceChat: false,
    voiceChatUnavailable: 'This Duet has no speech model yet: its admin can choose one on the AI models page.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Visitors can talk by voice' })).toBeDisabled();
  },
};
