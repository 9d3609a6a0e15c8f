import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DocumentReader, type ReaderPassage } from './DocumentReader';

const itinerary: ReaderPassage[] = [
  { id: 'p1', page: 1, text: 'Lisbon, three nights\n\nA short plan for the trip in March, with the day in Sintra.' },
  { id: 'p2', page: 1, text: 'Flights: out on Thursday morning, back on Sunday evening. Seats are booked together.' },
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((page) => ({
    id: `p-${page}`,
    page,
    text: `Notes for page ${page}: cafés, the tram lines and the viewpoints, the opening hours of the museums, and the walks between them, with how long each takes on foot and where to stop for lunch.\n\nA second paragraph about the evenings and the restaurants nearby.`,
  })),
  {
    id: 'p12',
    page: 12,
    text: 'Where to stay: Estrela is the quieter of the two neighbourhoods. Residential streets, the basilica and its garden, and the 28 tram to the centre. Príncipe Real has more shops and evenings out.',
  },
  { id: 'p13', page: 13, text: 'Sintra: take the train from Rossio; the first one leaves at 06:11.' },
];

/** Where the app shows the reader: its column scrolls, not the whole page. */
const column = (Story: () => ReactNode) => (
  <div role="region" aria-label="Document" tabIndex={0} style={{ height: 520, overflow: 'auto', padding: 16 }}>
    {Story()}
  </div>
);

const meta = {
  title: 'Knowledge/DocumentReader',
  component: DocumentReader,
  args: {
    title: 'lisbon-itinerary.pdf',
    kind: 'pdf',
    pages: 13,
    originalHref: '/api/v1/upload/files/abc123',
    passages: itinerary,
  },
  decorators: [column],
} satisfies Meta<typeof DocumentReader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF by page: each page under its heading, with an anchor to link to. */
export const Pages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'lisbon-itinerary.pdf' });
    await expect(within(article).getByText('PDF · 13 pages')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Page 12' })).toHaveAttribute('id', 'page-12');
    await expect(canvas.getAllByRole('heading', { level: 3, name: 'Page 1' })).toHaveLength(1);
    await expect(canvasElement.querySelector('#passage-p12')).toHaveTextContent(/Estrela is the quieter/);
    const original = canvas.getByRole('link', { name: 'Open original (opens in a new tab)' });
    await expect(original).toHaveAttribute('target', '_blank');
    // Nothing cited: the file opens at its start.
    await expect(original).toHaveAttribute('href', '/api/v1/upload/files/abc123');
    await expect(canvas.queryByText('Cited passage')).toBeNull();
  },
};

/** Opened from an answer's source: the cited passage is marked, and brought into view in its column. */
export const CitedPassage: Story = {
  args: { highlightId: 'p12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: 'Document' });
    const passage = canvasElement.querySelector('#passage-p12')!;
    await expect(passage).toHaveAttribute('aria-current', 'true');
    await expect(within(passage as HTMLElement).getByText('Cited passage')).toBeVisible();
    // The original opens at the cited page, not page 1.
    await expect(canvas.getByRole('link', { name: 'Open original (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/api/v1/upload/files/abc123#page=12',
    );
    await waitFor(() => expect(box.scrollTop).toBeGreaterThan(0));
    const top = passage.getBoundingClientRect().top - box.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(box.clientHeight);
  },
};

/** A Word file or a web page by section: headings where the text has them, no pages. */
export const Sections: Story = {
  args: {
    title: 'Hotels in Estrela',
    kind: 'docx',
    pages: null,
    highlightId: 's3',
    passages: [
      { id: 's1', heading: null, text: 'A shortlist made after the call with Marta.' },
      { id: 's2', heading: 'Quiet streets', text: 'Rua de São Bento is calm after nine; the side streets even more.' },
      { id: 's3', heading: 'Quiet streets', text: 'Ask for a room at the back: the front rooms face the tram.' },
      { id: 's4', heading: 'Pricing', text: 'From 140 € a night in March, breakfast included.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Word')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quiet streets',
      'Pricing',
    ]);
    await expect(canvas.queryByRole('heading', { name: /^Page/ })).toBeNull();
    await expect(canvasElement.querySelector('#passage-s3')).toHaveAttribute('aria-current', 'true');
  },
};

/** A web page added by its address, on a page of its own (h1), with no text found. */
export const NoText: Story = {
  args: {
    title: 'An empty page',
    kind: 'html',
    pages: null,
    originalHref: 'https://example.com/empty',
    passages: [],
    headingLevel: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'An empty page' })).toBeVisible();
    await expect(canvas.getByText('No text was found in this document.')).toBeVisible();
  },
};

/** At 375 px: a long title wraps, the link goes under it, nothing is wider than the screen. */
export const LongTitleMobile: Story = {
  args: {
    title: 'quarterly-planning-notes-final-final-v3-really-the-last-one-for-the-board-meeting.pdf',
    highlightId: 'p2',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.clientWidth).toBeLessThanOrEqual(375));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
