import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReplyLabel } from '../ReplyLabel';
import { QuotedQuestion } from './QuotedQuestion';

const meta = {
  title: 'Chat/QuotedQuestion',
  component: QuotedQuestion,
  args: { question: "What is Ada's favourite colour?" },
} satisfies Meta<typeof QuotedQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'You asked' });
    await expect(within(figure).getByText("What is Ada's favourite colour?")).toBeVisible();
  },
};

/** Over the owner's answer, under its label, as a visitor's thread shows it. */
export const OverAnAnswer: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 560 }}>
      <ReplyLabel source="owner" name="Ada Lovelace" />
      <QuotedQuestion {...args} />
      <p style={{ margin: 0 }}>Green, like the sea.</p>
    </div>
  ),
};

/** A long question at 375 px wraps inside its quote. */
export const LongQuestionMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: {
    question:
      'Which of the engines did Ada think could compose elaborate pieces of music, https://example.com/a-very-long-link-without-spaces-that-must-wrap-anyway, and why?',
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure.scrollWidth).toBeLessThanOrEqual(343);
  },
};
