import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwinConversationItem, type TwinConversationItemProps } from './TwinConversationItem';

const now = new Date(2026, 10, 22, 15, 30);
const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);

const meta = {
  title: 'Twin/TwinConversationItem',
  component: TwinConversationItem,
  args: {
    visitor: 'Visitor 4f2a',
    signedIn: false,
    preview: 'What did Ada think about the Analytical Engine composing music?',
    updatedAt: hoursAgo(2),
    messageCount: 6,
    passedOn: 0,
    thumbsDown: 0,
    href: '/twin/conversations/c1',
    onSelect: fn(),
    now,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TwinConversationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real link: a plain click is handed to the app, the address stays for a new tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Visitor 4f2a \(not signed in\)/ });
    await expect(link).toHaveAttribute('href', '/twin/conversations/c1');
    await expect(canvas.getByText('2 h ago')).toBeVisible();
    await expect(canvas.getByText('6 messages')).toBeVisible();
    await expect(canvas.queryByText(/passed on/i)).toBeNull();
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // Keyboard: the row is one tab stop and Enter opens it.
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** An anonymous visitor whose questions the twin passed on, and who disliked a reply. */
export const NeedsALook: Story = {
  args: {
    preview: 'Does she take on consulting work?',
    updatedAt: hoursAgo(0.2),
    messageCount: 9,
    passedOn: 2,
    thumbsDown: 1,
    thumbsUp: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 min ago')).toBeVisible();
    await expect(canvas.getByText(/^2\s*passed on$/)).toHaveTextContent('2 questions passed on');
    await expect(canvas.getByText(/thumbs down/).parentElement).toHaveTextContent('1 thumbs down');
    await expect(canvas.getByText(/thumbs up/).parentElement).toHaveTextContent('3 thumbs up');
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/2 questions passed on.*1 thumbs down.*3 thumbs up/);
  },
};

/** One question passed on: the badge just says "Passed on". */
export const OnePassedOn: Story = {
  args: { passedOn: 1, updatedAt: hoursAgo(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Passed on', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Yesterday')).toBeVisible();
  },
};

/** A signed-in visitor: their handle, and a different icon. */
export const SignedIn: Story = {
  args: {
    visitor: '@grace',
    signedIn: true,
    messageCount: 1,
    updatedAt: new Date(2026, 10, 3, 10),
    preview: 'Hi! Is Ada speaking at the conference in March?',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^@grace \(signed in\)/ })).toBeVisible();
    await expect(canvas.getByText('1 message')).toBeVisible();
    await expect(canvas.getByText('Nov 3')).toBeVisible();
  },
};

export const Active: Story = {
  args: { active: true, visitor: '@grace', signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithoutPreview: Story = { args: { preview: null, messageCount: 0, updatedAt: hoursAgo(0) } };

/** At 375 px a long preview (and a long handle) stays on one line, cut with an ellipsis. */
export const LongPreviewMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: {
    visitor: '@a-visitor-with-a-remarkably-long-handle',
    signedIn: true,
    preview:
      'I read your essay on the Analytical Engine and wondered whether you ever considered how it might be used for weaving patterns, music, and poetry all at once, and what that says about thought itself',
    messageCount: 24,
    passedOn: 3,
    thumbsDown: 2,
    thumbsUp: 5,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(343);
    const preview = within(canvasElement).getByText(/^I read your essay/);
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    await expect(preview.getBoundingClientRect().height).toBeLessThan(24);
  },
};

const ROWS: Array<Omit<TwinConversationItemProps, 'onSelect' | 'href'> & { id: string }> = [
  {
    id: 'c1',
    visitor: 'Visitor 4f2a',
    signedIn: false,
    preview: 'Does she take on consulting work?',
    updatedAt: hoursAgo(0.1),
    messageCount: 9,
    passedOn: 2,
    thumbsDown: 1,
  },
  {
    id: 'c2',
    visitor: '@grace',
    signedIn: true,
    preview: 'Thanks, that was really helpful!',
    updatedAt: hoursAgo(3),
    messageCount: 14,
    passedOn: 0,
    thumbsDown: 0,
    thumbsUp: 4,
  },
  {
    id: 'c3',
    visitor: 'Visitor 91bc',
    signedIn: false,
    preview: 'Which of her notes is the most famous?',
    updatedAt: hoursAgo(27),
    messageCount: 4,
    passedOn: 1,
    thumbsDown: 0,
  },
  {
    id: 'c4',
    visitor: '@charles',
    signedIn: true,
    preview: 'What was she working on in 1843?',
    updatedAt: hoursAgo(24 * 4),
    messageCount: 6,
    passedOn: 0,
    thumbsDown: 2,
    thumbsUp: 1,
  },
  {
    id: 'c5',
    visitor: 'Visitor 07d3',
    signedIn: false,
    preview: null,
    updatedAt: new Date(2026, 9, 12),
    messageCount: 1,
    passedOn: 0,
    thumbsDown: 0,
  },
];

function ConversationList() {
  const [active, setActive] = useState('c2');
  return (
    <ul
      aria-label="Conversations with your twin"
      style={{ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' }}
    >
      {ROWS.map(({ id, ...row }) => (
        <li key={id}>
          <TwinConversationItem
            {...row}
            href={`/twin/conversations/${id}`}
            active={id === active}
            onSelect={() => setActive(id)}
            now={now}
          />
        </li>
      ))}
    </ul>
  );
}

/** The owner's list: each row in an `<li>`; choosing one marks it current. */
export const List: Story = {
  render: () => <ConversationList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Conversations with your twin' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const charles = canvas.getByRole('link', { name: /^@charles/ });
    await userEvent.click(charles);
    await expect(charles).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^@grace/ })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Oct 12')).toBeVisible();
  },
};

export const ListMobile: Story = {
  ...List,
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
};
