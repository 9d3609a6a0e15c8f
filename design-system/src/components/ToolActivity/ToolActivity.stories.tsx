import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolActivity, type ToolActivityItem } from './ToolActivity';

const search: ToolActivityItem = {
  id: 'call-1',
  label: 'Searched your memories',
  activeLabel: 'Searching your memories',
  status: 'completed',
  durationMs: 42,
  summary: ['Looked for “climbing”', 'Found 1 memory', '“I love climbing at Fontainebleau”'],
  input: { query: 'climbing' },
  output: {
    count: 1,
    memories: [{ id: 'cm9x2k0001', content: 'I love climbing at Fontainebleau', savedAt: '2026-11-20T10:00:00.000Z' }],
  },
};
const profile: ToolActivityItem = {
  id: 'call-2',
  label: 'Read your profile',
  activeLabel: 'Reading your profile',
  status: 'completed',
  durationMs: 8,
  input: {},
  output: { displayName: 'Ada Lovelace', userId: 'u_123', interests: ['climbing'] },
};

const meta = {
  title: 'Chat/ToolActivity',
  component: ToolActivity,
  args: { items: [search, profile] },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ToolActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One quiet line; it opens to what was done, in words; the raw call only behind "Show details", without ids. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByRole('button', { name: 'Searched your memories · read your profile' });
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Found 1 memory')).toBeNull();
    await userEvent.click(line);
    await expect(canvas.getByText('Found 1 memory')).toBeVisible();
    await expect(canvas.queryByText(/"query"/)).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show details' })[0]!);
    const raw = canvas.getByLabelText('Result');
    await expect(raw).toHaveTextContent('I love climbing at Fontainebleau');
    await expect(raw).not.toHaveTextContent('cm9x2k0001');
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const profile = canvas.getAllByLabelText('Result')[1]!;
    await expect(profile).toHaveTextContent('Ada Lovelace');
    await expect(profile).not.toHaveTextContent('u_123');
  },
};

/** While a tool runs, the line says what is happening now. */
export const Running: Story = {
  args: {
    items: [{ ...search, status: 'running', durationMs: null, output: undefined, summary: ['Looked for “climbing”'] }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Searching your memories…' })).toBeVisible();
  },
};

/** The same action twice reads once. */
export const Repeated: Story = {
  args: { items: [search, { ...search, id: 'call-3' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Searched your memories' })).toBeVisible();
  },
};

/**
 * Kept open by its caller: a streamed answer is drawn again once it is saved, and the line the
 * reader opened while it streamed stays open (the thread keeps which lines are open).
 */
export const KeptOpenByCaller: Story = {
  args: { open: true, onOpenChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByRole('button', { name: 'Searched your memories · read your profile' });
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Found 1 memory')).toBeVisible();
    await userEvent.click(line);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
