import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { BasedOn } from '../BasedOn';
import { BranchSwitcher } from '../BranchSwitcher';
import { MessageInfo } from '../MessageInfo';
import { ToolActivity } from '../ToolActivity';
import { IconButton } from '../IconButton';
import { ReplyLabel } from '../ReplyLabel';
import { Pencil, RefreshCw } from 'lucide-react';
import { ClockProvider, createManualClock } from '../../internal/clock';
import { ChatMessage } from './ChatMessage';
import { codeHighlighted } from './highlighter';
import { loadScriptFonts } from '../../i18n';

const richMarkdown = `Here is a plan for **Lisbon**, with the essentials:

1. Stay in *Príncipe Real*: quiet evenings, close to everything.
2. Book the tram 28 early.

| Day | Morning | Evening |
| --- | --- | --- |
| Fri | Belém | Alfama |
| Sat | LX Factory | Bairro Alto |

- [x] Flights
- [ ] Dinner reservations

\`\`\`ts
function budget(days: number, perDay = 120): number {
  // food, transport and museums
  return days * perDay;
}
\`\`\`

Use \`budget(3)\` for a long weekend. More at [visitlisboa.com](https://www.visitlisboa.com).`;

/** A manual clock: "Copied" stays until time is moved on, however slow the machine. */
const clock = createManualClock();

const meta = {
  title: 'Chat/ChatMessage',
  component: ChatMessage,
  args: { author: 'assistant', content: richMarkdown },
  decorators: [
    (Story) => (
      <ClockProvider value={clock}>
        <div style={{ maxWidth: 720 }}>{Story()}</div>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof ChatMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Assistant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
    // The highlighter loads with the first code block (its own chunk: slow on a busy machine).
    await codeHighlighted(canvasElement);
    await expect(canvas.getByRole('link', { name: 'visitlisboa.com' })).toHaveAttribute('target', '_blank');
  },
};

/** Copy a code block (its source, named by its language) or the whole message (its Markdown). */
/** What a model (or a prompt injection) may write: nothing of it runs, and it reads as written. */
export const UntrustedMarkup: Story = {
  args: {
    content: [
      'A <b>tag</b> and a block:',
      '',
      '<img src=x onerror="alert(1)">',
      '',
      '[Click me](javascript:alert(1)) · [Docs](/help) · AT&amp;T &copy; 2026',
      '',
      '3. third',
      '4. fourth',
      '',
      '> Quoted, with `code`',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/A <b>tag<\/b> and a block/)).toBeInTheDocument();
    await expect(canvas.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img, b')).toBeNull();
    await expect(canvas.getByText('Click me')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Click me' })).toBeNull();
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/help');
    await expect(canvas.getByText(/AT&T © 2026/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('ol')).toHaveAttribute('start', '3');
    await expect(canvasElement.querySelector('blockquote code')).toHaveTextContent('code');
  },
};

export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await expect(canvas.getByText('ts', { selector: 'span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(write).toHaveBeenLastCalledWith(
      'function budget(days: number, perDay = 120): number {\n  // food, transport and museums\n  return days * perDay;\n}',
    );
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy message' }));
    await expect(write).toHaveBeenLastCalledWith(richMarkdown);
    // Both buttons say so to screen readers (each through its own polite live region).
    await expect(canvas.getAllByText('Copied to the clipboard')).toHaveLength(2);
    write.mockRestore();
  },
};

/** While the answer is written there is nothing to copy yet. */
export const NoCopyWhileStreaming: Story = {
  args: { content: 'Half an answer', streaming: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Copy message' })).toBeNull();
  },
};

/** An edited message and a regenerated answer: "‹ 2 / 3 ›" stays visible, Edit and Regenerate sit beside Copy. */
export const Versions: Story = {
  render: () => (
    <>
      <ChatMessage
        author="user"
        content="Plan a long weekend in Lisbon, with quiet evenings"
        versions={<BranchSwitcher index={1} count={2} onChange={fn()} />}
        actions={<IconButton size="sm" label="Edit message" icon={<Pencil />} />}
      />
      <ChatMessage
        author="assistant"
        content="Stay in **Príncipe Real**: quiet evenings, close to everything."
        versions={<BranchSwitcher kind="answer" index={2} count={3} onChange={fn()} />}
        actions={<IconButton size="sm" label="Regenerate" icon={<RefreshCw />} />}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Versions of this message' })).toHaveTextContent('2 / 2');
    await expect(canvas.getByRole('group', { name: 'Versions of this answer' })).toHaveTextContent('3 / 3');
    await expect(canvas.getByRole('button', { name: 'Edit message' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  },
};

export const User: Story = {
  args: { author: 'user', content: 'Can you plan a long weekend in Lisbon?\nI like quiet evenings.' },
};

export const Streaming: Story = {
  args: { content: 'Here is a plan for **Lisbon**: stay in Príncipe Real, where evenings are', streaming: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-streaming] [aria-hidden="true"]')).not.toBeNull();
  },
};

export const StreamingEmpty: Story = { args: { content: '', streaming: true } };

export const Error: Story = {
  args: { content: 'Here is a plan', error: 'Streaming connection failed. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Streaming connection failed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * A message the server refused (a twin's daily quota): the error is the server's text with a link
 * in it, so an anonymous visitor can sign in for more.
 */
export const ErrorWithLink: Story = {
  args: {
    content: '',
    error: (
      <>
        You&apos;ve reached today&apos;s limit of 20 messages with twins. <a href="/accounts/login">Sign in for more</a>
        , or come back tomorrow.
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "You've reached today's limit of 20 messages with twins. Sign in for more, or come back tomorrow.",
    );
    const link = canvas.getByRole('link', { name: 'Sign in for more' });
    await expect(link).toHaveAttribute('href', '/accounts/login');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const ErrorWithLinkMobile: Story = { ...ErrorWithLink, globals: { viewport: { value: 'mobile' } } };

/** An answer cut short by a server restart: the text written so far stays, with the reason and Retry. */
export const Interrupted: Story = {
  args: {
    content: 'Here are three ideas for a weekend in Lisbon:\n\n1. Walk up to the Castelo de São Jorge',
    error: 'This answer was interrupted before it finished (the server restarted). Retry to get a full answer.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Walk up to the Castelo/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This answer was interrupted');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    author: 'user',
    content:
      'https://example.com/a/very/long/link/that/has/no/spaces/and/must/wrap/instead/of/overflowing/the/bubble/on/small/screens ' +
      'and some words after it. '.repeat(8),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The owner's view of an answer: one quiet line for what was done, the technical facts behind "i". */
export const WithActivity: Story = {
  args: {
    content: 'You love **climbing**, especially at Fontainebleau.',
    toolCalls: (
      <ToolActivity
        items={[
          {
            id: 'a',
            label: 'Searched your memories',
            status: 'completed',
            durationMs: 40,
            summary: ['Looked for “climbing”', 'Found 1 memory'],
          },
          { id: 'b', label: 'Read your profile', status: 'completed', durationMs: 9 },
        ]}
      />
    ),
    actions: (
      <MessageInfo
        rows={[
          { label: 'Model', value: 'duet-local' },
          { label: 'Time to answer', value: '1.2 s' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Searched your memories · read your profile' })).toBeVisible();
    await expect(canvas.queryByText('duet-local')).toBeNull();
  },
};

/** A twin's visitor: the answer and what it is based on, nothing of how it was found. */
export const TwinAnswer: Story = {
  args: {
    content: 'Ada adores bouldering at Fontainebleau.',
    sources: <BasedOn sources={['I adore bouldering at Fontainebleau', 'Public profile']} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Based on' })).toHaveTextContent(
      'I adore bouldering at Fontainebleau',
    );
  },
};

/** The owner answered a question the twin passed on: the reply says so above its text. */
export const AnsweredByOwner: Story = {
  args: {
    content: 'My favourite colour is green — the green of the Sintra hills.',
    byline: <ReplyLabel source="owner" name="Ada Lovelace" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Answered by Ada Lovelace')).toBeVisible();
    // The label comes before the text, as a reader meets it.
    const label = canvas.getByText('Answered by Ada Lovelace');
    const text = canvas.getByText(/Sintra hills/);
    await expect(label.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const RevisedByOwner: Story = {
  args: {
    content: 'I climb twice a week, mostly at Fontainebleau.',
    byline: <ReplyLabel source="revised" name="Ada Lovelace" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revised by Ada Lovelace')).toBeVisible();
  },
};

const mathMarkdown = String.raw`The roots of $ax^2 + bx + c = 0$ are \(x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}\), and

\[
\int_0^1 x^2 \, dx = \frac{1}{3}
\]

$$e^{i\pi} + 1 = 0$$

A coffee is $5 and a cake $10.

${'```'}sh
echo "$HOME costs $5"
${'```'}`;

/**
 * Formulas in the four ways models write them, rendered by KaTeX once it has loaded (only for an
 * answer with math); prices and code keep their dollar signs.
 */
export const MathFormulas: Story = {
  name: 'Math',
  args: { content: mathMarkdown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex')).toHaveLength(4), { timeout: 10_000 });
    await expect(canvasElement.querySelectorAll('.katex-display')).toHaveLength(2);
    await expect(canvasElement.querySelector('.katex annotation')).toHaveTextContent('ax^2 + bx + c = 0');
    await expect(canvas.getByText('A coffee is $5 and a cake $10.')).toBeVisible();
    await expect(canvasElement.querySelector('pre code')).toHaveTextContent('echo "$HOME costs $5"');
  },
};

/** A formula still being written stays text: nothing breaks, and the rest of the answer shows. */
export const MathStreaming: Story = {
  args: { content: String.raw`Almost there: $$\frac{a}{b` + '\n\nThen $5 more', streaming: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(String.raw`Almost there: $$\frac{a}{b`)).toBeVisible();
    await expect(canvas.getByText('Then $5 more')).toBeVisible();
    await expect(canvasElement.querySelector('.katex')).toBeNull();
  },
};

const mixedDirections = `هذه خطة الرحلة إلى **لشبونة**، مع الأساسيات.

The museum opens at 10:00, so book the tram first.

استخدم \`budget(3)\` لعطلة نهاية أسبوع طويلة.

\`\`\`ts
const days = 3;
\`\`\``;

/**
 * An answer in an Arabic page that quotes English: each paragraph reads and aligns in its own
 * direction, and code stays left to right.
 */
export const MixedDirections: Story = {
  args: { content: mixedDirections },
  // The Arabic letters in the bundled Noto Sans Arabic, as an Arabic page loads it.
  loaders: [() => loadScriptFonts('ar')],
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    /** Where a paragraph's first word sits against the paragraph's own edges. */
    const firstWord = (paragraph: HTMLElement) => {
      const range = document.createRange();
      range.setStart(paragraph.firstChild!, 0);
      range.setEnd(paragraph.firstChild!, 3);
      const word = range.getBoundingClientRect();
      const box = paragraph.getBoundingClientRect();
      return { fromLeft: word.left - box.left, fromRight: box.right - word.right };
    };
    const english = canvas.getByText(/^The museum opens/);
    await expect(firstWord(english).fromLeft).toBeLessThan(1);
    const arabic = canvas.getByText(/^استخدم/);
    await expect(firstWord(arabic).fromRight).toBeLessThan(1);
    await expect(getComputedStyle(canvasElement.querySelector('pre')!).direction).toBe('ltr');
  },
};
