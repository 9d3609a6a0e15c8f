import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ModelPicker, type ModelChoice, type ModelPickerProps } from './ModelPicker';

/** A menu's code loads on its first open (DropdownMenu.tsx); a cold test server takes a moment to serve it. */
const FIRST_OPEN = { timeout: 5000 };

const MODELS: ModelChoice[] = [
  { id: 'gpt-4o-mini', name: 'GPT-4o mini', description: 'Quick, good for everyday questions.', images: true },
  { id: 'llama3.1:8b', name: 'Llama 3.1 8B', description: 'Runs on this machine through Ollama.', noTools: true },
  {
    id: 'duet-local',
    name: "Duet's offline brain",
    description: 'Remembers, finds and organises what you tell it; cannot write or reason.',
    offline: true,
  },
];

/** Holds the choice like the app does, so the button follows it. */
function Chosen(args: ModelPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ModelPicker
      {...args}
      value={value}
      onChange={(id) => {
        args.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'Chat/ModelPicker',
  component: ModelPicker,
  args: { models: MODELS, value: 'gpt-4o-mini', onChange: fn() },
  render: (args) => <Chosen {...args} />,
  // Room above: the menu opens upwards, as it does from the composer at the bottom of the chat.
  decorators: [(Story) => <div style={{ paddingTop: 360, maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ModelPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens the menu; the current model is the checked radio; arrows and Enter choose another. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = () => within(canvasElement).getByRole('button', { name: /^Model: / });
    await expect(trigger()).toHaveAccessibleName('Model: GPT-4o mini');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Model: GPT-4o mini' }, FIRST_OPEN);
    const current = within(menu).getByRole('menuitemradio', { name: 'GPT-4o mini' });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await expect(current).toHaveAccessibleDescription('Quick, good for everyday questions. Sees images');
    const llama = within(menu).getByRole('menuitemradio', { name: 'Llama 3.1 8B' });
    await expect(llama).toHaveAttribute('aria-checked', 'false');
    await expect(llama).toHaveAccessibleDescription(/No tools/);
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(llama).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('llama3.1:8b');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveAccessibleName('Model: Llama 3.1 8B');
    // ArrowDown opens it again; typing a name's first letter moves there.
    await userEvent.keyboard('{ArrowDown}');
    const again = await body.findByRole('menu', {}, FIRST_OPEN);
    await expect(within(again).getByRole('menuitemradio', { name: 'Llama 3.1 8B' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('d');
    await expect(within(again).getByRole('menuitemradio', { name: "Duet's offline brain" })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Picking the model already chosen closes the menu and changes nothing. */
export const SameAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Model: GPT-4o mini' }));
    const menu = await body.findByRole('menu', {}, FIRST_OPEN);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'GPT-4o mini' }));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The menu open, to look at (descriptions wrap, hints sit under them). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Model: GPT-4o mini' }));
    await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
  },
};

/** Nothing chosen yet (or the chosen model was taken away): the button asks for one. */
export const NoneChosen: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Model: Choose a model');
  },
};

/** One model: nothing to choose, so its name is plain text. */
export const OneModel: Story = {
  args: { models: [MODELS[2]!], value: 'duet-local' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText("Duet's offline brain")).toBeVisible();
    await expect(canvasElement).toHaveTextContent("Model: Duet's offline brain");
  },
};

/** No model at all: nothing shows (the composer keeps its toolbar as it was). */
export const NoModels: Story = {
  args: { models: [], value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Model: GPT-4o mini' })).toBeDisabled();
  },
};

const LONG: ModelChoice[] = [
  {
    id: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
    name: 'meta-llama/Llama-3.3-70B-Instruct-Turbo-Free',
    description: 'A long name from an OpenAI-compatible server, with a description that goes on to a second line.',
    noTools: true,
    images: true,
  },
  ...MODELS,
];

/** A long name is cut with an ellipsis in a narrow toolbar; in the menu it wraps. */
export const LongNameMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { models: LONG, value: LONG[0]!.id },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveAccessibleName(`Model: ${LONG[0]!.name}`);
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    const name = trigger.querySelector('span')!;
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const MANY: ModelChoice[] = [
  ...MODELS,
  { id: 'gpt-4.1', name: 'GPT-4.1', description: 'Careful with long documents.', images: true },
  { id: 'gpt-4.1-nano', name: 'GPT-4.1 nano' },
  { id: 'qwen2.5:14b', name: 'Qwen 2.5 14B', description: 'Local, multilingual.' },
  { id: 'mistral-small', name: 'Mistral Small', noTools: true },
  { id: 'llava:13b', name: 'LLaVA 13B', description: 'Looks at pictures.', images: true, noTools: true },
  { id: 'phi4', name: 'Phi-4', offline: true },
];

/** Nine models: the menu stays on screen (it scrolls with the page when it must). */
export const ManyModels: Story = {
  args: { models: MANY, value: 'qwen2.5:14b' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Model: Qwen 2.5 14B' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, FIRST_OPEN);
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(MANY.length);
  },
};
