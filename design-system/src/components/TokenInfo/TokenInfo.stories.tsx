import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenInfo } from './TokenInfo';

const meta = {
  title: 'Chat/TokenInfo',
  component: TokenInfo,
  args: { estimatedTokens: 12_480, totalChars: 49_920, messageCount: 34 },
} satisfies Meta<typeof TokenInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('~12,480 tokens · 49,920 characters · 34 messages');
  },
};
export const WithMeter: Story = { args: { maxTokens: 16_000 } };
export const TokensOnly: Story = { args: { totalChars: null, messageCount: null, estimatedTokens: 42 } };
