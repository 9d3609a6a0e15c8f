import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatPhaseIndicator } from './ChatPhaseIndicator';

const meta = {
  title: 'Chat/ChatPhaseIndicator',
  component: ChatPhaseIndicator,
  args: { phase: 'thinking' },
} satisfies Meta<typeof ChatPhaseIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thinking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Thinking...');
  },
};
export const Compacting: Story = { args: { phase: 'compacting' } };
export const Streaming: Story = { args: { phase: 'streaming_message' } };
export const Processing: Story = { args: { phase: 'processing' } };
export const Idle: Story = {
  args: { phase: 'complete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
