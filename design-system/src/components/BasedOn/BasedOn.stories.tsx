import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BasedOn } from './BasedOn';

const meta = {
  title: 'Chat/BasedOn',
  component: BasedOn,
  args: { sources: ['I adore bouldering at Fontainebleau', 'Public profile'] },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BasedOn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under a twin's answer: the public facts it was written from. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Based on' });
    await expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Many facts: three show, the rest on request. */
export const Many: Story = {
  args: {
    sources: [
      'I sail on Lake Geneva every summer',
      'I adore bouldering at Fontainebleau',
      'I read Le Guin every winter',
      'I speak French and Italian',
      'Public profile',
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 5' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** A public document the twin read: its title links to it; plain facts stay text. */
export const WithDocuments: Story = {
  args: {
    sources: [
      'I adore bouldering at Fontainebleau',
      { label: 'Climbing guide to the Trois Pignons.pdf', href: '/ada-lovelace/documents/d1' },
      { label: 'A fact without a page', href: null },
    ],
    onNavigate: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Based on' }));
    await expect(group.getAllByRole('listitem')).toHaveLength(3);
    await expect(group.getAllByRole('link')).toHaveLength(1);
    const link = group.getByRole('link', { name: 'Climbing guide to the Trois Pignons.pdf' });
    await expect(link).toHaveAttribute('href', '/ada-lovelace/documents/d1');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/ada-lovelace/documents/d1');
  },
};
