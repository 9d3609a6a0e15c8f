import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatMessage } from '../ChatMessage';
import { EmptyState } from '../EmptyState';
import { MessageList } from './MessageList';

interface Msg {
  id: string;
  author: 'user' | 'assistant';
  content: string;
}

const lines = [
  'Could you summarise what we decided about the trip?',
  'We settled on **three nights in Lisbon**, staying in Príncipe Real, with a day trip to Sintra.\n\n- Flights booked\n- Hotel pending',
  'Great. What about the budget?',
  'Roughly €120 per day each, covering food, transport and museums. A long weekend comes to about **€360**.',
];

function makeMessages(from: number, count: number): Msg[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return { id: `m${n}`, author: n % 2 === 0 ? 'user' : 'assistant', content: `${lines[((n % 4) + 4) % 4]} (#${n})` };
  });
}

const render = (m: Msg) => <ChatMessage author={m.author} content={m.content} data-message-id={m.id} />;

const meta = {
  title: 'Chat/MessageList',
  component: MessageList,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: 520, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
  args: { items: makeMessages(0, 200), renderItem: render, onReachTop: fn() },
} satisfies Meta<typeof MessageList<Msg>>;
export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log', { name: 'Messages' });

export const Virtualized: Story = {
  play: async ({ canvasElement }) => {
    const log = scroller(canvasElement);
    // Only a window of the 200 messages is in the DOM, and the list starts at the bottom.
    await waitFor(() => expect(log.querySelector('[data-message-id="m199"]')).not.toBeNull());
    await expect(log.querySelectorAll('[data-message-id]').length).toBeLessThan(40);
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(2));
  },
};

/** Opened from a search result: the list shows that message (not the bottom) and marks it. */
export const FocusedMessage: Story = {
  args: { focusItemId: 'm40' },
  play: async ({ canvasElement }) => {
    const log = scroller(canvasElement);
    await waitFor(() => expect(log.querySelector('[data-message-id="m40"]')).not.toBeNull());
    const row = log.querySelector<HTMLElement>('[data-focused]');
    await expect(row?.querySelector('[data-message-id="m40"]')).not.toBeNull();
    await waitFor(() => {
      const top = row!.getBoundingClientRect().top - log.getBoundingClientRect().top;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(log.clientHeight / 2);
    });
    await expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeGreaterThan(1000);
  },
};

function PrependHarness({ onReachTop }: { onReachTop: () => void }) {
  const [first, setFirst] = useState(100);
  const [loading, setLoading] = useState(false);
  const items = makeMessages(first, 130 - first);
  return (
    <MessageList
      items={items}
      renderItem={render}
      hasMore={first > 0}
      loadingOlder={loading}
      onReachTop={() => {
        onReachTop();
        setLoading(true);
        setTimeout(() => {
          setFirst((f) => Math.max(0, f - 25));
          setLoading(false);
        }, 250);
      }}
    />
  );
}

export const PrependKeepsPosition: Story = {
  render: (args) => <PrependHarness onReachTop={args.onReachTop ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const log = scroller(canvasElement);
    await waitFor(() => expect(log.querySelector('[data-message-id="m129"]')).not.toBeNull());
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.onReachTop).toHaveBeenCalledTimes(1));
    const anchor = log.querySelector<HTMLElement>('[data-message-id="m100"]');
    await expect(anchor).not.toBeNull();
    const before = anchor!.getBoundingClientRect().top;
    await waitFor(() => expect(log.querySelector('[data-message-id="m99"]')).not.toBeNull());
    // The message the reader was looking at has not moved.
    await waitFor(() => {
      const after = log.querySelector<HTMLElement>('[data-message-id="m100"]')!.getBoundingClientRect().top;
      expect(Math.abs(after - before)).toBeLessThan(4);
    });
    await expect(args.onReachTop).toHaveBeenCalledTimes(1);
  },
};

/**
 * The words of a streamed answer, sent by the play function one at a time as a stream's events
 * arrive (each in a task of its own), not by a timer: on a busy machine a timer's ticks bunch up,
 * the rows above the answer are measured at other moments, and the picture could differ.
 */
const stream = { word: (_word: string) => {}, end: () => {} };

function StreamingHarness() {
  const [items, setItems] = useState<Msg[]>(() => [
    ...makeMessages(0, 11),
    { id: 'live', author: 'assistant', content: '' },
  ]);
  const [streaming, setStreaming] = useState(true);
  stream.word = (word) =>
    setItems((current) => {
      const last = current[current.length - 1]!;
      return [...current.slice(0, -1), { ...last, content: last.content + word }];
    });
  stream.end = () => setStreaming(false);
  return (
    <MessageList
      items={items}
      streaming={streaming}
      renderItem={(m) => <ChatMessage author={m.author} content={m.content} streaming={streaming && m.id === 'live'} />}
      footer={streaming ? null : <span data-testid="done">done</span>}
    />
  );
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

export const StickToBottomWhileStreaming: Story = {
  render: () => <StreamingHarness />,
  play: async ({ canvasElement }) => {
    const log = scroller(canvasElement);
    // The rows above the answer are measured first, as they are before a reader's question is sent.
    await waitFor(() => expect(log.querySelector('[data-index="11"]')).not.toBeNull());
    await waitFor(() => stillAtBottom(log));
    for (let tick = 1; tick <= 60; tick++) {
      stream.word(tick % 12 === 0 ? '\n\nAnother paragraph begins ' : 'streamed words ');
      await nextFrame();
      // Followed word by word, not only at the end.
      await waitFor(() => expect(fromBottom(log)).toBeLessThan(2));
    }
    stream.end();
    await within(canvasElement).findByTestId('done');
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2));
  },
};

const fromBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

/** At the bottom, and still there two frames later: no scroll is under way. */
async function stillAtBottom(log: HTMLElement) {
  const top = log.scrollTop;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await expect(log.scrollTop).toBe(top);
  await expect(fromBottom(log)).toBeLessThan(2);
}

/** Away from the bottom, a round button brings the reader back (smoothly); it then goes away. */
export const ScrollToLatest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = scroller(canvasElement);
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), { timeout: 4000 });
    await expect(canvas.queryByRole('button', { name: 'Scroll to latest' })).toBeNull();
    log.scrollTop = Math.max(0, log.scrollTop - 4000);
    log.dispatchEvent(new Event('scroll'));
    const button = await canvas.findByRole('button', { name: 'Scroll to latest' }, { timeout: 4000 });
    await userEvent.click(button);
    // The next step starts only once the smooth scroll has stopped at the bottom, or a scroll still
    // under way would carry the view back down after the story moved it up. (Not on a scrollend
    // event: when the list reaches the bottom in its own steps, the last one may fire none.)
    await waitFor(() => expect(log.querySelector('[data-message-id="m199"]')).not.toBeNull(), { timeout: 4000 });
    await waitFor(() => stillAtBottom(log), { timeout: 4000 });
    await expect(canvas.queryByRole('button', { name: 'Scroll to latest' })).toBeNull();
    // From the keyboard: the button goes away and focus stays on the conversation.
    log.scrollTop = Math.max(0, log.scrollTop - 1500);
    log.dispatchEvent(new Event('scroll'));
    (await canvas.findByRole('button', { name: 'Scroll to latest' }, { timeout: 4000 })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), { timeout: 4000 });
    await expect(log).toHaveFocus();
  },
};

/** An answer that grows when the play function says so (no timers: the same on a busy machine). */
function WriteOnDemandHarness({ composer = false }: { composer?: boolean }) {
  const [items, setItems] = useState<Msg[]>(() => [
    ...makeMessages(0, 11),
    { id: 'live', author: 'assistant', content: 'The answer' },
  ]);
  const write = () =>
    setItems((current) => {
      const last = current[current.length - 1]!;
      return [...current.slice(0, -1), { ...last, content: `${last.content}\n\n${'more streamed words '.repeat(30)}` }];
    });
  return (
    <>
      <button type="button" onClick={write}>
        Write more
      </button>
      <MessageList items={items} streaming renderItem={(m) => <ChatMessage author={m.author} content={m.content} />} />
      {composer && <div data-testid="composer" style={{ flex: 'none', height: 44 }} />}
    </>
  );
}

/** The reader scrolled up while an answer streams: the list does not pull them down; the button does. */
export const StreamingWhileScrolledUp: Story = {
  render: () => <WriteOnDemandHarness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = scroller(canvasElement);
    const writeMore = canvas.getByRole('button', { name: 'Write more' });
    const wait = { timeout: 4000 };
    // At the bottom, the growing answer is followed.
    await userEvent.click(writeMore);
    await userEvent.click(writeMore);
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), wait);
    await expect(canvas.queryByRole('button', { name: 'Scroll to latest' })).toBeNull();
    // Scrolled up: the message being read stays where it is while the answer grows below.
    log.scrollTop = log.scrollTop - 500;
    log.dispatchEvent(new Event('scroll'));
    await canvas.findByRole('button', { name: 'Scroll to latest' }, wait);
    const view = log.getBoundingClientRect();
    const reading = Array.from(log.querySelectorAll<HTMLElement>('[data-index]')).find(
      (row) => row.getBoundingClientRect().bottom > view.top + 8,
    )!;
    const before = reading.getBoundingClientRect().top;
    const distance = fromBottom(log);
    await userEvent.click(writeMore);
    await userEvent.click(writeMore);
    await waitFor(() => expect(fromBottom(log)).toBeGreaterThan(distance + 200), wait);
    const after = log
      .querySelector<HTMLElement>(`[data-index="${reading.dataset.index}"]`)!
      .getBoundingClientRect().top;
    await expect(Math.abs(after - before)).toBeLessThan(4);
    // Back to the latest: followed again from there.
    await userEvent.click(canvas.getByRole('button', { name: 'Scroll to latest' }));
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), wait);
    await expect(canvas.queryByRole('button', { name: 'Scroll to latest' })).toBeNull();
    await userEvent.click(writeMore);
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), wait);
  },
};

/**
 * The view gets shorter while the list follows the bottom (the composer grows with a long message)
 * and a scroll event of the list's own comes after: nobody scrolled, so the list keeps following.
 */
export const ViewShrinksWhileFollowing: Story = {
  render: () => <WriteOnDemandHarness composer />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = scroller(canvasElement);
    const wait = { timeout: 4000 };
    await userEvent.click(canvas.getByRole('button', { name: 'Write more' }));
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), wait);
    // Grown outside React, as the composer does (field-sizing), and the scroll event a frame late.
    canvas.getByTestId('composer').style.height = '224px';
    log.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), wait);
    await expect(canvas.queryByRole('button', { name: 'Scroll to latest' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Write more' }));
    await waitFor(() => expect(fromBottom(log)).toBeLessThan(2), wait);
    await expect(canvas.queryByRole('button', { name: 'Scroll to latest' })).toBeNull();
  },
};

export const LoadingOlder: Story = {
  args: { items: makeMessages(0, 6), hasMore: true, loadingOlder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState icon={<MessageSquare />} title="New Chat" description="Ask anything. Your private brain remembers." />
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
