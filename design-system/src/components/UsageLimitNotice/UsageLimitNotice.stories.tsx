import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageLimitNotice } from './UsageLimitNotice';

const meta = {
  title: 'Chat/UsageLimitNotice',
  component: UsageLimitNotice,
  args: {
    message: "You've reached your limit of 20 messages today. It resets at 2026-11-26 00:00 UTC (in 3 hours 10 min).",
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof UsageLimitNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A person at their daily limit: what was reached and when it resets. */
export const DailyLimit: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Limit reached' });
    await expect(status).toHaveAccessibleDescription(/It resets at 2026-11-26 00:00 UTC/);
  },
};

/** With a way to see the figures. */
export const WithAction: Story = {
  args: { action: <a href="/settings#usage">See your usage</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See your usage' })).toBeVisible();
  },
};

/** A twin's visitor: only that the twin can't answer now. */
export const ForATwinsVisitor: Story = {
  args: {
    title: 'The twin is resting',
    message: 'This twin has answered all it can today. It resets at 2026-11-26 00:00 UTC (in 3 hours 10 min).',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.scrollWidth).toBeLessThanOrEqual(343);
  },
};
