import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatMessage } from './ChatMessage';

const richMarkdown = `Here is a plan for **Lisbon**, with the essentials:

1. Stay in *Príncipe Real*: quiet evenings, close to everything.
2. Book the tram 28 early.

| Day | Morning | Evening |
| --- | --- | --- |
| Fri | Belém | Alfama |
| Sat | LX Factory | Bairro Alto |

- [x] Flights
- [ ] Dinner reservations

\`\`\`ts
function budget(days: number, perDay = 120): number {
  // food, transport and museums
  return days * perDay;
}
\`\`\`

Use \`budget(3)\` for a long weekend. More at [visitlisboa.com](https://www.visitlisboa.com).`;

const meta = {
  title: 'Chat/ChatMessage',
  component: ChatMessage,
  args: { author: 'assistant', content: richMarkdown },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ChatMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Assistant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
    await expect(canvasElement.querySelector('pre code.hljs')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'visitlisboa.com' })).toHaveAttribute('target', '_blank');
  },
};

export const User: Story = {
  args: { author: 'user', content: 'Can you plan a long weekend in Lisbon?\nI like quiet evenings.' },
};

export const Streaming: Story = {
  args: { content: 'Here is a plan for **Lisbon**: stay in Príncipe Real, where evenings are', streaming: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-streaming] [aria-hidden="true"]')).not.toBeNull();
  },
};

export const StreamingEmpty: Story = { args: { content: '', streaming: true } };

export const Error: Story = {
  args: { content: 'Here is a plan', error: 'Streaming connection failed. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Streaming connection failed. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An answer cut short by a server restart: the text written so far stays, with the reason and Retry. */
export const Interrupted: Story = {
  args: {
    content: 'Here are three ideas for a weekend in Lisbon:\n\n1. Walk up to the Castelo de São Jorge',
    error: 'This answer was interrupted before it finished (the server restarted). Retry to get a full answer.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Walk up to the Castelo/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This answer was interrupted');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    author: 'user',
    content:
      'https://example.com/a/very/long/link/that/has/no/spaces/and/must/wrap/instead/of/overflowing/the/bubble/on/small/screens ' +
      'and some words after it. '.repeat(8),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
