import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OllamaFoundBanner } from './OllamaFoundBanner';

const meta = {
  title: 'AI models/OllamaFoundBanner',
  component: OllamaFoundBanner,
  args: { onAdd: fn(), onDismiss: fn(), models: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof OllamaFoundBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Found on this machine: Tab reaches "Add it", Enter adds it. */
export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Ollama is running on this machine (http://127.0.0.1:11434)' }),
    ).toHaveTextContent('It has 3 models.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Being added: the button is busy. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add it' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeDisabled();
  },
};

/** Ollama answers but has no model pulled yet. */
export const NoModelsYet: Story = { args: { models: 0 } };

/** Model count not known; no "Not now". */
export const Plain: Story = { args: { models: undefined, onDismiss: undefined } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 351 }}>{Story()}</div>],
  args: { url: 'http://ollama.home-lab.internal.example:11434' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(351);
  },
};
