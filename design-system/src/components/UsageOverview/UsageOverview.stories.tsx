import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsageOverview, type UsageDayValue } from './UsageOverview';

const days: UsageDayValue[] = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
  value: [3, 8, 12, 0, 5, 20, 14][i % 7]!,
}));

const meta = {
  title: 'Settings/UsageOverview',
  component: UsageOverview,
  args: {
    meters: [
      { label: 'Today', used: 12, limit: 20, unit: 'messages', resets: 'Resets at 00:00 UTC' },
      { label: 'This month', used: 240, limit: null, unit: 'messages' },
    ],
    days,
    daysLabel: 'Messages per day, last 30 days',
    rows: [
      { model: 'gpt-4o-mini', purpose: 'Answers', calls: 212, inputTokens: 183_204, outputTokens: 40_112 },
      { model: 'gpt-4o-mini', purpose: 'Titles', calls: 18, inputTokens: 3_010, outputTokens: 160 },
      { model: 'duet-local', purpose: 'Answers', calls: 10, inputTokens: 2_480, outputTokens: 610, estimated: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 760, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof UsageOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A person's Settings › Usage: today against the limit, the days, the tokens by model. */
export const Person: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Today: 12 of 20 messages' });
    await expect(meter).toHaveAttribute('aria-valuenow', '12');
    await expect(canvas.getByText('No limit')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'duet-local' })).toBeVisible();
    await expect(canvas.getByText('(estimated)')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Cost' })).toBeNull();
  },
};

/** At the limit: the meter and its note turn to the danger colour. */
export const LimitReached: Story = {
  args: {
    meters: [
      { label: 'Today', used: 20, limit: 20, unit: 'messages', resets: 'Resets at 00:00 UTC, in 3 hours' },
      { label: 'This month', used: 120_000, limit: 1_000_000, unit: 'tokens', resets: 'Resets on 1 Dec' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Resets at 00:00 UTC, in 3 hours')).toBeVisible();
  },
};

/** The admin's view of models, with cost where a price is set. */
export const WithCost: Story = {
  args: {
    meters: [],
    days: [],
    showCost: true,
    rows: [
      { model: 'gpt-4o-mini', purpose: 'All', calls: 230, inputTokens: 186_214, outputTokens: 40_272, cost: '$0.05' },
      { model: 'duet-local', purpose: 'All', calls: 10, inputTokens: 2_480, outputTokens: 610, cost: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Cost' })).toBeVisible();
    await expect(canvas.getByText('$0.05')).toBeVisible();
  },
};

/** Nothing used yet. */
export const Empty: Story = {
  args: { days: [], rows: [], meters: [{ label: 'Today', used: 0, limit: null, unit: 'messages' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing used yet.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
