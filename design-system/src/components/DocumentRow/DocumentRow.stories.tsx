import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentRow } from './DocumentRow';

const meta = {
  title: 'Knowledge/DocumentRow',
  component: DocumentRow,
  args: {
    title: 'lisbon-itinerary.pdf',
    href: '/knowledge/documents/d1',
    kind: 'pdf',
    size: 2_480_000,
    pages: 30,
    added: '22 Nov 2026',
    status: 'ready',
    isPublic: false,
    onTogglePublic: fn(),
    onReread: fn(),
    onDelete: fn(),
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read: its pages, the public switch, read again and delete, all by keyboard. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('link', { name: 'lisbon-itinerary.pdf' });
    await expect(title).toHaveAttribute('href', '/knowledge/documents/d1');
    await expect(title).toHaveAccessibleDescription('Ready · 30 pages');
    await expect(canvas.getByText('PDF · 2.4 MB · Added 22 Nov 2026')).toBeVisible();
    await userEvent.tab();
    await expect(title).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Public “lisbon-itinerary.pdf”' });
    await expect(toggle).toHaveFocus();
    // Off, it says what off means, not what on would.
    await expect(toggle).toHaveAccessibleDescription('Private: only your brain reads it.');
    await userEvent.keyboard(' ');
    await expect(args.onTogglePublic).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Read again “lisbon-itinerary.pdf”' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReread).toHaveBeenCalledOnce();
  },
};

/** Public: the twin may answer from it. */
export const Public: Story = {
  args: { isPublic: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Your twin may answer from it.');
  },
};

/** Waiting its turn: no reading to redo yet, and it cannot be public before it is read. */
export const Queued: Story = {
  args: { status: 'queued', pages: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting to be read');
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription('It can be public once it is read.');
    await expect(canvas.queryByRole('button', { name: /Read again/ })).toBeNull();
  },
};

export const Reading: Story = {
  args: { status: 'reading', pages: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reading…');
  },
};

/** Could not be read: the reason in the danger colour, read out with the title; it may be read again. */
export const Failed: Story = {
  args: {
    title: 'scanned-contract.pdf',
    status: 'failed',
    pages: null,
    failure: 'No text found — OCR is not supported yet.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Couldn’t read it: No text found — OCR is not supported yet.',
    );
    await expect(canvas.getByRole('link')).toHaveAccessibleDescription(/Couldn’t read it: No text found/);
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Read again “scanned-contract.pdf”' })).toBeEnabled();
  },
};

/** A web page added by its address: its site beside the kind, its sections once read. */
/** A file of a type Duet does not read: its row names no kind it does not have. */
export const UnknownType: Story = {
  args: {
    title: 'setup.exe',
    kind: undefined,
    size: 48_213,
    status: 'failed',
    pages: null,
    failure:
      'This type of file cannot be read yet. Files we can read: PDF, DOCX, HTML, Markdown, text, CSV, JSON and code.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Its size first: no kind it does not have ("Code", "Text").
    await expect(canvas.getByText(/KB · Added/)).toHaveTextContent(/^[\d.,]+ KB · Added 22 Nov 2026$/);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Couldn’t read it: This type of file cannot be read yet.',
    );
  },
};

export const Link: Story = {
  args: {
    title: 'Estrela: a quiet corner of Lisbon',
    kind: 'html',
    url: 'https://www.visitlisboa.com/en/places/estrela',
    size: null,
    pages: null,
    sections: 7,
    isPublic: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Web page · visitlisboa.com · Added 22 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ready · 7 sections');
  },
};

/** Delete asks first, naming the document; confirming runs onDelete. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete “lisbon-itinerary.pdf”' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete “lisbon-itinerary.pdf”?' });
    await expect(dialog).toHaveTextContent('Its passages leave your brain and your twin.');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Saving the switch, reading again, deleting: each control says it is busy. */
export const Busy: Story = {
  args: { isPublic: true, savingPublic: true, rereading: true, deleting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAccessibleDescription('Saving…');
    await userEvent.click(toggle);
    await expect(args.onTogglePublic).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Read again/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /Delete/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A long name wraps; at 375 px the switch and the actions go under the text, nothing wider than the screen. */
export const LongTitleMobile: Story = {
  args: {
    title: 'quarterly-planning-notes-final-final-v3-really-the-last-one-for-the-board-meeting.docx',
    kind: 'docx',
    pages: null,
    sections: 12,
  },
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.clientWidth).toBeLessThanOrEqual(375));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const canvas = within(canvasElement);
    const title = canvas.getByRole('link');
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expect(remove.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
};
