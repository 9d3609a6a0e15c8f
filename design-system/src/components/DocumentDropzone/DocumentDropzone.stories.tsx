import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentDropzone } from './DocumentDropzone';

const MB = 1024 * 1024;

const meta = {
  title: 'Knowledge/DocumentDropzone',
  component: DocumentDropzone,
  args: { onFiles: fn(), onDismissUpload: fn(), maxFileBytes: 50 * MB },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7'], 'lisbon-itinerary.pdf', { type: 'application/pdf' });
const notes = () => new File(['# Notes'], 'notes.md', { type: 'text/markdown' });

/** Files dragged from the desktop: a real DataTransfer (fireEvent would copy it into an empty one). */
function carrying(...files: File[]): DataTransfer {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return dataTransfer;
}

function drag(zone: Element, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', dataTransfer: DataTransfer) {
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Picking several files at once hands them all over; the hint says what is taken and how large. */
export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PDF, Word, text, Markdown, CSV, JSON, HTML, code — up to 50 MB each')).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('multiple');
    const files = [pdf(), notes()];
    await userEvent.upload(input, files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
  },
};

/** The keyboard reaches "Add files" and leaves the zone with the next Tab: nothing else in it takes focus. */
export const Keyboard: Story = {
  render: (args) => (
    <>
      <DocumentDropzone {...args} />
      <button type="button" style={{ marginTop: 16 }}>
        After the zone
      </button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add files' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the zone' })).toHaveFocus();
  },
};

/** Files held over the zone: it says so in the accent colour. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByText('Drag files here, or').parentElement!;
    const dataTransfer = carrying(pdf());
    drag(zone, 'dragenter', dataTransfer);
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    await expect(within(zone).getByText('Drop to add them')).toBeVisible();
  },
};

/** Dropping files hands them over and the zone is calm again; leaving without dropping does too. */
export const Drop: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = within(canvasElement).getByText('Drag files here, or').parentElement!;
    const dataTransfer = carrying(pdf(), notes());
    drag(zone, 'dragenter', dataTransfer);
    drag(zone, 'dragleave', dataTransfer);
    await expect(zone).not.toHaveAttribute('data-dragging');
    drag(zone, 'dragenter', dataTransfer);
    drag(zone, 'dragover', dataTransfer);
    drag(zone, 'drop', dataTransfer);
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(args.onFiles).toHaveBeenCalledOnce();
    const [files] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]! as [File[]];
    await expect(files.map((file) => file.name)).toEqual(['lisbon-itinerary.pdf', 'notes.md']);
  },
};

/** Several files on their way: each with its bar and percentage; one refused, with why, to take off the list. */
export const Uploading: Story = {
  args: {
    uploads: [
      { id: 'u1', name: 'lisbon-itinerary.pdf', size: 2_480_000, progress: 0.42 },
      { id: 'u2', name: 'notes.md', size: 12_700, progress: 1 },
      {
        id: 'u3',
        name: 'holiday-video.mov',
        size: 612 * MB,
        progress: 0,
        error: 'This file is larger than 50 MB, so it was not added.',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: 'Uploads' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading lisbon-itinerary.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42% uploaded');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is larger than 50 MB');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove “holiday-video.mov” from the list' }));
    await expect(args.onDismissUpload).toHaveBeenCalledWith('u3');
  },
};

/** Adding is off for now (the library is full): the button cannot be pressed and drops are ignored. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add files' })).toBeDisabled();
    const zone = canvas.getByText('Drag files here, or').parentElement!;
    const dataTransfer = carrying(pdf());
    drag(zone, 'drop', dataTransfer);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** At 375 px: long names wrap, nothing is wider than the screen. */
export const Mobile: Story = {
  args: {
    maxFileBytes: 20 * MB,
    uploads: [
      {
        id: 'u1',
        name: 'quarterly-planning-notes-final-final-v3-really-the-last-one.docx',
        size: 3_250_000,
        progress: 0.8,
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.clientWidth).toBeLessThanOrEqual(375));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(canvasElement).getByText(/up to 20 MB each/)).toBeVisible();
  },
};
