import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HighlightedText } from './HighlightedText';

const passage = '…and my kayak is called Blue Heron; I paddle it on Sundays when the lake is calm.';
const range = (word: string) => ({ start: passage.indexOf(word), end: passage.indexOf(word) + word.length });

const meta = {
  title: 'Chat/HighlightedText',
  component: HighlightedText,
  args: {
    text: passage,
    highlights: [range('kayak'), range('Blue'), range('Heron')],
  },
  decorators: [(Story) => <p style={{ maxWidth: 420 }}>{Story()}</p>],
} satisfies Meta<typeof HighlightedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toEqual(['kayak', 'Blue', 'Heron']);
    await expect(within(canvasElement).getByText(/paddle it on Sundays/)).toBeInTheDocument();
  },
};

/** Ranges past the end or overlapping are clipped, never thrown. */
export const OddRanges: Story = {
  args: {
    text: 'Short text',
    highlights: [
      { start: 6, end: 99 },
      { start: 0, end: 5 },
      { start: 3, end: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('Short text');
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Short', 'text']);
  },
};
