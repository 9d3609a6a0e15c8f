import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'TypeScript' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Accent: Story = { args: { variant: 'accent', children: 'Distributed systems' } };

export const Removable: Story = {
  args: { children: 'notes.pdf', icon: <FileText />, onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove notes.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const LongLabel: Story = {
  args: { children: 'quarterly-planning-notes-final-final-v3-really-final.pdf', onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};

/** A skill whose whole text matters wraps inside a narrow column instead of widening it. */
export const Wrapping: Story = {
  args: {
    variant: 'accent',
    wrap: true,
    children: 'Distributed-systems-observability-and-incident-response-engineering',
  },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText(
      'Distributed-systems-observability-and-incident-response-engineering',
    );
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(200);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  },
};
