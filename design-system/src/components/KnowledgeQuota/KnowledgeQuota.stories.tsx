import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { KnowledgeQuota } from './KnowledgeQuota';

const MB = 1024 * 1024;

const meta = {
  title: 'Knowledge/KnowledgeQuota',
  component: KnowledgeQuota,
  args: {
    files: { used: 12, limit: 100 },
    storage: { used: 48.2 * MB, limit: 1024 * MB },
    passages: { used: 3_204, limit: 20_000 },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof KnowledgeQuota>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Room to spare: each meter with its figures, named and valued for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = canvas.getByRole('meter', { name: 'Files' });
    await expect(files).toHaveAttribute('aria-valuenow', '12');
    await expect(files).toHaveAttribute('aria-valuemax', '100');
    await expect(files).toHaveAttribute('aria-valuetext', '12 of 100');
    await expect(canvas.getByRole('meter', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '48.2 MB of 1 GB');
    await expect(canvas.getByText('3,204 of 20,000')).toBeVisible();
    await expect(canvas.queryByText('Nearly full')).toBeNull();
  },
};

/** From 90%: the meter turns to the warning colour and says so. */
export const NearlyFull: Story = {
  args: { storage: { used: 950 * MB, limit: 1024 * MB }, passages: { used: 18_000, limit: 20_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Nearly full')).toHaveLength(2);
    await expect(canvas.getByRole('meter', { name: 'Passages' })).toHaveAttribute(
      'aria-valuetext',
      '18,000 of 20,000, nearly full',
    );
  },
};

/** At a limit: full, and what to do about it. */
export const Full: Story = {
  args: { files: { used: 100, limit: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full — delete something to make room')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Files' })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Nothing added yet. */
export const Empty: Story = {
  args: {
    files: { used: 0, limit: 100 },
    storage: { used: 0, limit: 1024 * MB },
    passages: { used: 0, limit: 20_000 },
  },
};

/** At 375 px the meters stack. */
export const Mobile: Story = {
  args: NearlyFull.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.clientWidth).toBeLessThanOrEqual(375));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
