import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClockProvider, createManualClock } from '../../internal/clock';
import { SearchDialog, type SearchResult } from './SearchDialog';
import { SEARCH_DEBOUNCE_MS } from './search-query';

const sample: SearchResult[] = [
  {
    id: 't1',
    name: 'Planning the Lisbon trip',
    updatedAt: '2026-11-20T14:03:00.000Z',
    snippet: '…three nights in Lisbon, staying in Príncipe Real, with a day trip to Sintra…',
    highlights: [{ start: 62, end: 66 }],
    stepId: 's42',
  },
  { id: 't2', name: null, updatedAt: '2026-11-18T09:12:00.000Z' },
  { id: 't3', name: 'Reading list for the winter', updatedAt: '2026-10-02T21:40:00.000Z' },
];

const meta = {
  title: 'App frame/SearchDialog',
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  component: SearchDialog,
  args: { open: true, onOpenChange: fn(), onSearch: fn(), onSelect: fn(), results: sample },
} satisfies Meta<typeof SearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The debounce on a clock the story moves itself: no real time passes between the checks. */
let clock = createManualClock();

export const Debounce: Story = {
  args: { results: [] },
  beforeEach: () => {
    clock = createManualClock();
  },
  decorators: [
    (Story) => (
      <ClockProvider value={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('searchbox', { name: 'Search your chats...' });
    await waitFor(() => expect(input).toHaveFocus());
    // One character (after trimming) never searches, however long one waits.
    await userEvent.click(input);
    await userEvent.paste(' a ');
    clock.advance(SEARCH_DEBOUNCE_MS * 10);
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Two quick edits are debounced into one call with the trimmed query, a debounce after the last.
    await userEvent.clear(input);
    await userEvent.paste('  lis');
    clock.advance(SEARCH_DEBOUNCE_MS - 1);
    await userEvent.paste('bon ');
    await expect(body.getByText('Searching...')).toBeInTheDocument();
    clock.advance(SEARCH_DEBOUNCE_MS - 1);
    await expect(args.onSearch).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('lisbon');
    clock.advance(SEARCH_DEBOUNCE_MS * 10);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.getByText('No results')).toBeInTheDocument());
  },
};

/** A stateful harness: the "server" answers after 300 ms. */
function Harness(props: { onSelect: (id: string, stepId: string | null) => void }) {
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  return (
    <SearchDialog
      open
      onOpenChange={() => {}}
      onSelect={props.onSelect}
      loading={loading}
      results={results}
      onSearch={(query) => {
        setLoading(true);
        setTimeout(() => {
          setResults(
            sample.filter(
              (r) => (r.name ?? 'Untitled Thread').toLowerCase().includes(query.toLowerCase()) || query === 'all',
            ),
          );
          setLoading(false);
        }, 300);
      }}
    />
  );
}

export const ResultsAndKeyboard: Story = {
  render: (args) => <Harness onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('searchbox');
    await userEvent.type(input, 'all');
    await waitFor(() => expect(body.getByText('Searching...')).toBeInTheDocument());
    const list = await body.findByRole('list', { name: 'Results' });
    await expect(within(list).getByText('Untitled Thread')).toBeInTheDocument();
    await expect(within(list).getByText('Updated 2026-11-20')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getAllByRole('button')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('t1', 's42');
  },
};

/** Enter in the box opens the first result: no ↓ first, and also when pressed before the results are in. */
export const EnterOpensTheFirstResult: Story = {
  render: (args) => <Harness onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('searchbox');
    // Typed and Enter at once, while the search is still to come.
    await userEvent.type(input, 'reading{Enter}');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('t3', null));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Enter on results already shown: the first one, with the box still focused. */
export const EnterOnShownResults: Story = {
  render: (args) => <Harness onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = await body.findByRole('searchbox');
    await userEvent.type(input, 'all');
    await body.findByRole('list', { name: 'Results' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('t1', 's42');
  },
};

/** Opened from a button (or a shortcut): Escape, and choosing a result, give focus back to it. */
function OpenerHarness(props: { onSelect: (id: string, stepId: string | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        onSearch={() => {}}
        results={sample}
        onSelect={props.onSelect}
        debounceMs={0}
      />
    </>
  );
}

export const ReturnsFocusToOpener: Story = {
  render: (args) => <OpenerHarness onSelect={args.onSelect} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    await waitFor(() => expect(body.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.type(await body.findByRole('searchbox'), 'trip');
    await userEvent.click(await body.findByRole('button', { name: /Planning the Lisbon trip/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('t1', 's42');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A result shows the passage that matched, with the words marked. */
export const WithPassage: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'trip');
    const result = await body.findByRole('button', { name: /Planning the Lisbon trip/ });
    await expect(result).toHaveTextContent('staying in Príncipe Real');
    await expect([...result.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['trip']);
  },
};

export const Searching: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'trip');
    await expect(body.getByText('Searching...')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox'), 'trip');
    await body.findByRole('list', { name: 'Results' });
  },
};
