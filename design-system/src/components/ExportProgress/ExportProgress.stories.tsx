import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExportProgress, formatBytes } from './ExportProgress';

const meta = {
  title: 'Settings/ExportProgress',
  component: ExportProgress,
  args: { status: 'downloading', receivedBytes: 13_002_342, conversations: 240, files: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ExportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  args: { status: 'preparing', receivedBytes: 0, conversations: null, files: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Getting your data ready…');
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The size is not known ahead: the bar moves and the bytes so far are counted, no percentage. */
export const Downloading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '12.4 MB so far');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText('240 conversations and 3 files · 12.4 MB so far')).toBeVisible();
  },
};

export const Done: Story = {
  args: { status: 'done', fileName: 'duet-export-ada-2026-11-24.zip' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your data is downloaded');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('duet-export-ada-2026-11-24.zip · 12.4 MB')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', message: 'The connection was lost. Try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The download stopped');
    await expect(canvas.getByText('The connection was lost. Try again.')).toBeVisible();
  },
};

export const Sizes: Story = {
  play: async () => {
    await expect(formatBytes(0)).toBe('0 KB');
    await expect(formatBytes(524_288)).toBe('512 KB');
    await expect(formatBytes(1_610_612_736)).toBe('1.5 GB');
  },
};
