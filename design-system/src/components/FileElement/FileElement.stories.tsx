import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FileElement } from './FileElement';

const meta = {
  title: 'Chat/FileElement',
  component: FileElement,
  args: { name: 'lisbon-itinerary.pdf', size: 248_000, mimeType: 'application/pdf', url: '/uploads/abc123.pdf' },
} satisfies Meta<typeof FileElement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Download: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /lisbon-itinerary\.pdf/ });
    await expect(link).toHaveAttribute('href', '/uploads/abc123.pdf');
    await expect(link).toHaveTextContent('PDF · 242 KB');
  },
};
export const Image: Story = { args: { name: 'tram-28.jpg', mimeType: 'image/jpeg', size: 3_250_000 } };
export const NoUrl: Story = { args: { url: null } };
export const LongName: Story = {
  args: {
    name: 'quarterly-planning-notes-final-final-v3-really-the-last-one.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/** A PDF the brain has read: how many pages it found. */
export const ReadDocument: Story = {
  args: { reading: { status: 'ready', pages: 30 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('PDF · 242 KB · 30 pages');
  },
};

/** Still being read in the background. */
export const ReadingDocument: Story = {
  args: { reading: { status: 'reading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Reading…');
  },
};

/** A scan without text: the reason, in plain words, under the file. */
export const UnreadableDocument: Story = {
  args: {
    name: 'scanned-contract.pdf',
    reading: { status: 'failed', failure: 'No text found — OCR is not supported yet.' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Couldn’t read it: No text found/)).toBeVisible();
  },
};
