import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemorySuggestions, type MemorySuggestionView } from './MemorySuggestions';

const SUGGESTIONS: MemorySuggestionView[] = [
  { id: 's1', content: 'I live in Lisbon.', threadId: 't1', threadName: 'Weekend in Lisbon', stepId: 'm1' },
  { id: 's2', content: "I'm a data engineer at Acme.", threadId: 't2', threadName: 'Pipeline questions', stepId: 'm7' },
  { id: 's3', content: 'I prefer green tea to coffee.', threadId: 't3', threadName: null, stepId: null },
];

const LONG =
  'I grew up in a small fishing village on the northern coast of Portugal, moved to Porto for university where I studied civil engineering, and have lived in Lisbon with my partner and our two cats since 2019.';

const meta = {
  title: 'Knowledge/MemorySuggestions',
  component: MemorySuggestions,
  args: {
    suggestions: SUGGESTIONS,
    onRemember: fn(),
    onDismiss: fn(),
    onOpenConversation: fn(),
    conversationHref: (threadId: string, stepId: string | null) =>
      `/chat/${threadId}${stepId ? `?step=${stepId}` : ''}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MemorySuggestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each fact is remembered or dismissed on its own, or all at once; each says where it was found. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Your brain could remember' });
    const list = within(section).getByRole('list', { name: 'Suggested memories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Remember: I live in Lisbon.' }));
    await expect(args.onRemember).toHaveBeenCalledWith(['s1']);
    await userEvent.click(canvas.getByRole('button', { name: "Dismiss: I'm a data engineer at Acme." }));
    await expect(args.onDismiss).toHaveBeenCalledWith(['s2']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remember all' }));
    await expect(args.onRemember).toHaveBeenLastCalledWith(['s1', 's2', 's3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await expect(args.onDismiss).toHaveBeenLastCalledWith(['s1', 's2', 's3']);

    const source = canvas.getByRole('link', { name: 'From “Weekend in Lisbon”' });
    await expect(source).toHaveAttribute('href', '/chat/t1?step=m1');
    await userEvent.click(source);
    await expect(args.onOpenConversation).toHaveBeenCalledWith('t1', 'm1');
    await expect(canvas.getByRole('link', { name: 'From an imported conversation' })).toHaveAttribute(
      'href',
      '/chat/t3',
    );
  },
};

/** One suggestion: no "all" buttons. */
export const One: Story = {
  args: { suggestions: SUGGESTIONS.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remember: I live in Lisbon.' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Remember all' })).toBeNull();
  },
};

/** A long fact wraps; the buttons keep their size. */
export const LongFact: Story = {
  args: {
    suggestions: [
      {
        id: 'long',
        content: LONG,
        threadId: 't9',
        threadName: 'Where should we live? A long conversation about neighbourhoods, schools and rent',
        stepId: 'm2',
      },
      ...SUGGESTIONS.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** Being remembered: that row waits, and nothing else can be decided until it is done. */
export const Busy: Story = {
  args: { remembering: ['s2'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remember = canvas.getByRole('button', { name: "Remember: I'm a data engineer at Acme." });
    await expect(remember).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: "Dismiss: I'm a data engineer at Acme." })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remember all' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remember: I live in Lisbon.' })).toBeEnabled();
  },
};

/** Everything at once: the header's button spins. */
export const RememberingAll: Story = {
  args: { remembering: SUGGESTIONS.map((s) => s.id) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remember all' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Suggestion not found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Suggestion not found');
  },
};

function Deciding() {
  const [left, setLeft] = useState(SUGGESTIONS);
  const drop = (ids: string[]) => setLeft((all) => all.filter((s) => !ids.includes(s.id)));
  return (
    <MemorySuggestions suggestions={left} onRemember={drop} onDismiss={drop} conversationHref={(id) => `/chat/${id}`} />
  );
}

/** With the keyboard: once a fact is decided, focus moves to the same button of the next one. */
export const Keyboard: Story = {
  render: () => <Deciding />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Remember: I live in Lisbon.' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('I live in Lisbon.')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: "Remember: I'm a data engineer at Acme." })).toHaveFocus(),
    );
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Dismiss: I prefer green tea to coffee.' })).toHaveFocus(),
    );
  },
};

/** At 375 px the buttons go under the fact and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: { suggestions: [SUGGESTIONS[0]!, { ...SUGGESTIONS[1]!, content: LONG }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region');
    await expect(section.scrollWidth).toBeLessThanOrEqual(343);
    const fact = canvas.getByText('I live in Lisbon.');
    const button = canvas.getByRole('button', { name: 'Remember: I live in Lisbon.' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(fact.getBoundingClientRect().bottom);
  },
};
