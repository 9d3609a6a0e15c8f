import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImportPanel, importSummaryText, suggestionsText } from './ImportPanel';

const titles = [
  'Green tea',
  'Trip to Lisbon',
  'Sourdough starter',
  'Bike repair',
  'Tax questions',
  'Birthday ideas',
  'Learning Rust',
  'Garden plan',
  'Job interview',
  'Moving checklist',
  'Book club',
];

const meta = {
  title: 'Settings/ImportPanel',
  component: ImportPanel,
  args: {
    status: 'idle',
    onFile: fn(),
    onOpenConversation: fn(),
    onOpenSuggestions: fn(),
    conversationHref: (id: string) => `/chat/${id}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ImportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file hands it over; the button names what it takes. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file…' })).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const file = new File(['[]'], 'conversations.json', { type: 'application/json' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

/** Uploading: a real percentage. */
export const Uploading: Story = {
  args: { status: 'uploading', progress: 0.42, fileName: 'chatgpt-export.zip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    await expect(canvas.getByText('chatgpt-export.zip')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42% uploaded');
    await expect(canvas.getByRole('button', { name: /Import another file/ })).toBeDisabled();
  },
};

/** The file is on the server; it is read and written (no made-up percentage). */
export const Importing: Story = {
  args: { status: 'importing', progress: 1, fileName: 'conversations.json' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** What was added, with links to the conversations (the first few, then a count). */
export const Done: Story = {
  args: {
    status: 'done',
    fileName: 'chatgpt-export.zip',
    summary: {
      imported: 11,
      skipped: 3,
      messages: 340,
      conversations: titles.map((title, i) => ({ id: `t${i}`, title })),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imported 11 conversations · 340 messages · 3 were already here')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Imported conversations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(8);
    await expect(within(list).getByText('and 3 more conversations in your chats')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Trip to Lisbon' });
    await expect(link).toHaveAttribute('href', '/chat/t1');
    await userEvent.click(link);
    await expect(args.onOpenConversation).toHaveBeenCalledWith('t1');
  },
};

/** The brain found facts in what was imported: a link to review them (nothing is remembered yet). */
export const WithSuggestions: Story = {
  args: {
    status: 'done',
    fileName: 'conversations.json',
    suggestionsHref: '/knowledge#suggestions',
    summary: {
      imported: 2,
      skipped: 0,
      messages: 12,
      conversations: titles.slice(0, 2).map((title, i) => ({ id: `t${i}`, title })),
      suggestedMemories: 3,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Your brain found 3 things it could remember from these conversations\./),
    ).toBeVisible();
    const review = canvas.getByRole('link', { name: 'Review them' });
    await expect(review).toHaveAttribute('href', '/knowledge#suggestions');
    await userEvent.click(review);
    await expect(args.onOpenSuggestions).toHaveBeenCalledOnce();
    await expect(args.onOpenConversation).not.toHaveBeenCalled();
  },
};

/** Nothing found: no suggestions line. */
export const NoSuggestions: Story = {
  args: {
    ...Done.args,
    suggestionsHref: '/knowledge#suggestions',
    summary: { ...Done.args!.summary!, suggestedMemories: 0 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Your brain found/)).toBeNull();
  },
};

export const NothingNew: Story = {
  args: {
    status: 'done',
    fileName: 'conversations.json',
    summary: { imported: 0, skipped: 12, messages: 0, conversations: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing new: all 12 conversations were already here')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    status: 'error',
    fileName: 'photo.png',
    message:
      'This file is not a ChatGPT, Claude or Duet export. Choose the conversations.json (or the ZIP) from a ChatGPT or Claude data export, or a Duet export.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The import did not work');
    await expect(canvas.getByText(/not a ChatGPT, Claude or Duet export/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose another file…' })).toBeEnabled();
  },
};

/** The summary sentence in its forms. */
export const Sentences: Story = {
  play: async () => {
    await expect(importSummaryText({ imported: 1, skipped: 0, messages: 2 })).toBe(
      'Imported 1 conversation · 2 messages',
    );
    await expect(importSummaryText({ imported: 2, skipped: 1, messages: 9 })).toBe(
      'Imported 2 conversations · 9 messages · 1 was already here',
    );
    await expect(importSummaryText({ imported: 0, skipped: 1, messages: 0 })).toBe(
      'Nothing new: this conversation was already here',
    );
    await expect(importSummaryText({ imported: 0, skipped: 0, messages: 0 })).toBe(
      'There was nothing to import in this file',
    );
    await expect(suggestionsText(1, 1)).toBe('Your brain found 1 thing it could remember from this conversation.');
    await expect(suggestionsText(2, 5)).toBe('Your brain found 2 things it could remember from these conversations.');
  },
};
