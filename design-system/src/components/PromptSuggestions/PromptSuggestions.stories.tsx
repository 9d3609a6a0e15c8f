import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptSuggestions } from './PromptSuggestions';

const meta = {
  title: 'Chat/PromptSuggestions',
  component: PromptSuggestions,
  args: {
    label: 'Suggested prompts',
    prompts: [
      'Plan a weekend around climbing at Fontainebleau',
      'Tell me something surprising about sourdough baking',
      'Quiz me on Rust',
      "What's worth doing in Lisbon this month?",
    ],
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof PromptSuggestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One click sends the prompt. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Suggested prompts' });
    await userEvent.click(within(list).getByRole('button', { name: 'Quiz me on Rust' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Quiz me on Rust');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** At 375 px the prompts wrap and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Suggested prompts' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(343);
  },
};
