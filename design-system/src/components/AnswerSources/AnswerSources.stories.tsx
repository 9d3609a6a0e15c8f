import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnswerSources, sourceText } from './AnswerSources';

const meta = {
  title: 'Chat/AnswerSources',
  component: AnswerSources,
  args: {
    sources: [
      { id: 's1', title: 'lisbon-itinerary.pdf', where: 'page 12', href: '/knowledge/documents/d1#passage-p12' },
      {
        id: 's2',
        title: 'Hotels in Estrela',
        where: 'section: Quiet streets',
        href: '/knowledge/documents/d2#passage-q',
      },
    ],
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AnswerSources>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under the brain's answer: each source a link to the passage it read. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Sources' }));
    const link = group.getByRole('link', { name: 'lisbon-itinerary.pdf · page 12' });
    await expect(link).toHaveAttribute('href', '/knowledge/documents/d1#passage-p12');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/knowledge/documents/d1#passage-p12');
    await expect(group.getByRole('link', { name: 'Hotels in Estrela · section: Quiet streets' })).toBeVisible();
  },
};

/** Many sources: three show, the rest on request, as in BasedOn. */
export const Many: Story = {
  args: {
    sources: [3, 12, 13, 27, 30].map((page) => ({
      id: `p${page}`,
      title: 'annual-report-2026.pdf',
      where: `page ${page}`,
      href: `/knowledge/documents/d3#page-${page}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 5' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A whole short note, with no page or section to point to; a long title wraps on a phone. */
export const LongTitles: Story = {
  args: {
    sources: [
      {
        id: 'l1',
        title: 'quarterly-planning-notes-final-final-v3-really-the-last-one-for-the-board.docx',
        where: 'section: What we decided about the Lisbon office and why it took three meetings',
        href: '/knowledge/documents/d4#passage-x',
      },
      { id: 'l2', title: 'packing-list.md', href: '/knowledge/documents/d5' },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(within(group).getByRole('link', { name: 'packing-list.md' })).toBeVisible();
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
  },
};

/** No sources: nothing renders. */
export const None: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
    await expect(sourceText({ title: 'a.pdf', where: 'page 2' })).toBe('a.pdf · page 2');
  },
};
