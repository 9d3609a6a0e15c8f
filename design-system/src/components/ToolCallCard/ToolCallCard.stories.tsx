import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ToolCallCard } from './ToolCallCard';

const meta = {
  title: 'Chat/ToolCallCard',
  component: ToolCallCard,
  args: {
    name: 'search_memory',
    displayName: 'Searching your notes',
    status: 'completed',
    durationMs: 1240,
    input: { query: 'Lisbon hotels', limit: 5 },
    output: { results: [{ title: 'Memmo Príncipe Real', score: 0.92 }, { title: 'Casa do Príncipe', score: 0.81 }] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ToolCallCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Searching your notes/ });
    await expect(toggle).toHaveTextContent('Completed · 1.2 s');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Input')).toBeInTheDocument();
    await expect(canvas.getByText(/Memmo Príncipe Real/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Running: Story = { args: { status: 'running', output: undefined, durationMs: null, defaultExpanded: true } };
export const WithoutDisplayName: Story = { args: { displayName: null } };
export const LongOutput: Story = {
  args: {
    defaultExpanded: true,
    output: Array.from({ length: 40 }, (_, i) => ({ id: i, text: `A long line of tool output number ${i} that goes on and on to test horizontal scrolling inside the card` })),
  },
};
