import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InsightsDay } from './InsightsChart';
import { TwinInsights, type InsightsRange, type InsightsTotals, type TwinInsightsProps } from './TwinInsights';

/** A month of visits ending Sun, Nov 22, 2026: quieter weekends, a busy day after a post was shared. */
function makeDays(count: number): InsightsDay[] {
  const last = new Date(2026, 10, 22);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(last.getFullYear(), last.getMonth(), last.getDate() - (count - 1 - i));
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    const wave = Math.round(6 + 4 * Math.sin(i * 1.7) + ((i * 7) % 5));
    const conversations = day.getDate() === 17 ? 14 : Math.max(0, weekend ? Math.round(wave / 3) : wave - 2);
    const messages = conversations === 0 ? 0 : conversations * (3 + ((i * 5) % 4)) + (i % 3);
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    return { date, conversations, messages };
  });
}

function totalsOf(days: InsightsDay[]): InsightsTotals {
  const conversations = days.reduce((s, d) => s + d.conversations, 0);
  const messages = days.reduce((s, d) => s + d.messages, 0);
  return {
    visitors: Math.round(conversations * 0.8),
    conversations,
    messages,
    questionsPassedOn: Math.round(conversations / 6),
    questionsAnswered: Math.round(conversations / 9),
    thumbsUp: Math.round(conversations / 3),
    thumbsDown: Math.round(conversations / 14),
  };
}

const WEEK = makeDays(7);
const MONTH = makeDays(30);
const TOPICS = [
  { topic: 'The Analytical Engine', count: 18 },
  { topic: 'Speaking invitations', count: 11 },
  { topic: 'Poetical science', count: 9 },
  { topic: 'Consulting work', count: 6 },
  { topic: 'Note G and the Bernoulli numbers', count: 4 },
  { topic: 'Favourite books', count: 1 },
];
const ZERO: InsightsTotals = {
  visitors: 0,
  conversations: 0,
  messages: 0,
  questionsPassedOn: 0,
  questionsAnswered: 0,
  thumbsUp: 0,
  thumbsDown: 0,
};

const meta = {
  title: 'Twin/TwinInsights',
  component: TwinInsights,
  args: { range: 7, onRangeChange: fn(), totals: totalsOf(WEEK), days: WEEK, topics: TOPICS },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof TwinInsights>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: totals, a bar per day, the topics. The period switches with a click or the arrow keys. */
export const SevenDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Insights' });
    const totals = totalsOf(WEEK);
    await expect(within(section).getByText('Visitors').closest('div')).toHaveTextContent(`Visitors${totals.visitors}`);
    await expect(within(section).getByText('Questions passed on').closest('div')).toHaveTextContent(
      `Questions passed on${totals.questionsPassedOn}`,
    );
    await expect(within(section).getByText(/thumbs down/).parentElement).toHaveTextContent(
      `${totals.thumbsDown} thumbs down`,
    );

    // The period: a radio group; arrows move and choose.
    const period = canvas.getByRole('radiogroup', { name: 'Period' });
    const week = within(period).getByRole('radio', { name: '7 days' });
    await expect(week).toBeChecked();
    await userEvent.click(within(period).getByRole('radio', { name: '30 days' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(30);
    week.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onRangeChange).toHaveBeenCalledTimes(2);
    await expect(within(period).getByRole('radio', { name: '30 days' })).toHaveFocus();

    // The chart: a picture with a summary, a table for screen readers, and the figures of a day on focus.
    const chart = canvas.getByRole('img', {
      name: /^Messages per day over the last 7 days: \d+ messages in \d+ conversations\. Busiest day: /,
    });
    await expect(canvas.getByRole('table', { name: 'Messages and conversations per day' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(8);
    chart.focus();
    const caption = canvasElement.querySelector('[aria-live="polite"]')!;
    await waitFor(() =>
      expect(caption).toHaveTextContent(
        `Sun, Nov 22: ${WEEK[6]!.messages} messages, ${WEEK[6]!.conversations} conversations`,
      ),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(caption).toHaveTextContent(/^Sat, Nov 21: /);
    await userEvent.keyboard('{Home}');
    await expect(caption).toHaveTextContent(/^Mon, Nov 16: /);

    const topics = canvas.getByRole('list', { name: 'Most asked about' });
    await expect(within(topics).getAllByRole('listitem')).toHaveLength(TOPICS.length);
    await expect(within(topics).getAllByRole('listitem')[0]).toHaveTextContent('The Analytical Engine, asked 18 times');
  },
};

/** Hovering a bar shows that day's figures under the chart. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    const box = chart.getBoundingClientRect();
    // The second day's slot (the plot starts 36 px in).
    const slot = (box.width - 40) / 7;
    await userEvent.pointer({ target: chart, coords: { clientX: box.left + 36 + slot * 1.5, clientY: box.top + 80 } });
    const caption = canvasElement.querySelector('[aria-live="polite"]')!;
    await waitFor(() =>
      expect(caption).toHaveTextContent(`Tue, Nov 17: ${WEEK[1]!.messages} messages, 14 conversations`),
    );
  },
};

export const ThirtyDays: Story = {
  args: { range: 30, totals: totalsOf(MONTH), days: MONTH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: /^Messages per day over the last 30 days/ })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(31);
  },
};

/** Nothing yet: a calm message in place of the figures. */
export const Empty: Story = {
  // The totals may carry other fields (a GraphQL object as it comes); only the figures count.
  args: {
    totals: { ...ZERO, days: 7 } as InsightsTotals,
    days: WEEK.map((d) => ({ ...d, messages: 0, conversations: 0 })),
    topics: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No visitors yet. Share your page and conversations will show up here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
  },
};

/** Visitors, but no topics yet. */
export const NoTopicsYet: Story = { args: { topics: [] } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Insights' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading insights…');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

function Switching(props: Partial<TwinInsightsProps>) {
  const [range, setRange] = useState<InsightsRange>(7);
  const days = range === 7 ? WEEK : MONTH;
  return (
    <TwinInsights
      range={range}
      onRangeChange={setRange}
      totals={totalsOf(days)}
      days={days}
      topics={TOPICS}
      {...props}
    />
  );
}

/** At 375 px: two tiles a row, the period control under or beside the heading, 30 thin bars, nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  render: () => <Switching />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '30 days' }));
    await expect(canvas.getByRole('img', { name: /last 30 days/ })).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Insights' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(343);
  },
};

export const MobileSevenDays: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
