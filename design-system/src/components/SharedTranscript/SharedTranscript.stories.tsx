import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageMarkdown } from './MessageMarkdown';
import { PlainText, SharedTranscript } from './SharedTranscript';
import { codeHighlighted } from '../ChatMessage/highlighter';

const meta = {
  title: 'Pages/SharedTranscript',
  component: SharedTranscript,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Planning a week in Lisbon',
    sharedBy: 'Ada Lovelace',
    sharedOn: 'Nov 24, 2026',
    sharedAt: '2026-11-24T09:41:00.000Z',
    messages: [
      { role: 'user', text: 'I have a week in Lisbon in March. What should I not miss?' },
      {
        role: 'assistant',
        text: 'March is a lovely time to go: mild, and fewer crowds.\n\nSpend a morning in Alfama before the day-trippers arrive, take tram 28 early, and keep a day for Sintra.\nBook the Pena Palace ahead.',
      },
      { role: 'user', text: 'And where should I eat?' },
      {
        role: 'assistant',
        text: 'Try a tasca in Mouraria for grilled sardines, and the Time Out Market if you want a bit of everything.',
      },
    ],
  },
} satisfies Meta<typeof SharedTranscript>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who said what, who shared it and when, and the note that later messages are not included. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planning a week in Lisbon' })).toBeInTheDocument();
    await expect(canvas.getByText(/Shared by Ada Lovelace on/)).toHaveTextContent(
      'Shared by Ada Lovelace on Nov 24, 2026 · 4 messages',
    );
    const items = within(canvas.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Ada Lovelace');
    await expect(items[1]).toHaveTextContent('Duet');
    // Blank lines make paragraphs.
    await expect(items[1]!.querySelectorAll('p')).toHaveLength(3);
    await expect(canvas.getByText('Shared from Duet · later messages are not included')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Try Duet' })).toHaveAttribute('href', '/');
  },
};

/** Long words and long messages wrap; nothing scrolls sideways on a phone. */
export const LongText: Story = {
  args: {
    title: 'A very long title that goes on and on to show how the heading wraps on a small screen without trouble',
    messages: [
      {
        role: 'user',
        text: 'https://example.com/a/really/long/address/that/has/no/spaces/at/all/and/keeps/going/and/going/forever',
      },
      { role: 'assistant', text: 'One message.\n\n'.repeat(8).trim() },
    ],
  },
  play: async ({ canvasElement }) => {
    const article = canvasElement.querySelector('article')!;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
  },
};

/** One message: the count says so in the singular. */
export const OneMessage: Story = {
  args: { messages: [{ role: 'user', text: 'Just a question.' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Shared by/)).toHaveTextContent('· 1 message');
  },
};

/** A custom renderer for the text (the share page passes rendered Markdown). */
export const CustomText: Story = {
  args: {
    renderText: (text: string) => <strong>{text}</strong>,
    messages: [{ role: 'assistant', text: 'Bold, from the renderer' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bold, from the renderer').tagName).toBe('STRONG');
  },
};

/** Answers as rendered Markdown (what the share page shows), questions as plain text. */
export const WithMarkdown: Story = {
  args: {
    renderText: (text, role) => (role === 'assistant' ? <MessageMarkdown text={text} /> : <PlainText text={text} />),
    messages: [
      { role: 'user', text: 'What should I pack? **Briefly**' },
      {
        role: 'assistant',
        text: 'Pack light:\n\n- **shoes** you can walk in\n- a light jacket\n\n```bash\necho "bon voyage"\n```',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('shoes').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    // The question stays as written.
    await expect(canvas.getByText('What should I pack? **Briefly**')).toBeInTheDocument();
    // The code is highlighted once the highlighter's chunk has loaded (slow on a busy machine): the
    // picture shows it so.
    await codeHighlighted(canvasElement);
  },
};
