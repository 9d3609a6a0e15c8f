import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemoryChanges, MemoryHistory, type MemoryChangeView } from './MemoryChanges';

const CHANGES: MemoryChangeView[] = [
  {
    id: 'c1',
    kind: 'updated',
    current: 'I moved to Berlin',
    previous: 'I live in Munich',
    threadId: 't1',
    threadName: 'Moving plans',
    when: '24 Nov 2026',
  },
  { id: 'c2', kind: 'forgotten', threadId: 't2', threadName: 'Dentist appointments', when: '23 Nov 2026' },
  {
    id: 'c3',
    kind: 'updated',
    current: null,
    previous: 'My favourite tea is oolong',
    threadId: null,
    when: '2 Nov 2026',
  },
];

const LONG =
  'I grew up in a small fishing village on the northern coast of Portugal, moved to Porto for university where I studied civil engineering, and have lived in Lisbon with my partner since 2019';

const meta = {
  title: 'Knowledge/MemoryChanges',
  component: MemoryChanges,
  args: { changes: CHANGES, conversationHref: (id: string) => `/chat/${id}`, onNavigate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MemoryChanges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An update shows the new words and the old; a forgotten memory keeps no words; each links to its chat. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Recent changes' })).getByRole('list', {
      name: 'Changes to your memories',
    });
    const [moved, forgotten, gone] = within(list).getAllByRole('listitem');
    await expect(moved).toHaveTextContent(
      'Updated“I moved to Berlin”Before: “I live in Munich”in “Moving plans” · 24 Nov 2026',
    );
    await expect(forgotten).toHaveTextContent(
      'ForgottenA memory you asked your brain to forgetin “Dentist appointments” · 23 Nov 2026',
    );
    await expect(gone).toHaveTextContent('in a conversation since deleted');
    const link = within(moved!).getByRole('link', { name: 'in “Moving plans”' });
    await expect(link).toHaveAttribute('href', '/chat/t1');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/chat/t1');
  },
};

/** Nothing to show: nothing renders. */
export const None: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** Long facts wrap inside the column, down to a phone's width. */
export const LongFacts: Story = {
  args: {
    changes: [
      {
        id: 'l',
        kind: 'updated',
        current: LONG,
        previous: `${LONG}, and before that Madrid`,
        threadId: 't',
        threadName: 'A very long conversation title about moving house twice',
        when: '1 Nov 2026',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};

/** A memory's earlier words sit behind a quiet disclosure, newest first. */
export const History: Story = {
  render: (args) => (
    <MemoryHistory
      versions={[
        { id: 'v2', previous: 'I live in Munich', threadId: 't1', threadName: 'Moving plans', when: '24 Nov 2026' },
        { id: 'v1', previous: 'I live in Vienna', threadId: null, when: '3 Mar 2026' },
      ]}
      conversationHref={args.conversationHref}
      onNavigate={args.onNavigate}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('“I live in Munich”')).not.toBeVisible();
    await userEvent.click(canvas.getByText('2 earlier versions'));
    await expect(canvas.getByText('“I live in Munich”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'in “Moving plans”' })).toHaveAttribute('href', '/chat/t1');
  },
};
