import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedbackButtons, type FeedbackRating } from './FeedbackButtons';

const meta = {
  title: 'Chat/FeedbackButtons',
  component: FeedbackButtons,
  args: { rating: null, onRate: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, maxWidth: 640 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof FeedbackButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thumb rates at once; pressing it again takes the rating back. */
export const Default: Story = {
  render: function Render(args) {
    const [rating, setRating] = useState<FeedbackRating | null>(args.rating);
    const [comment, setComment] = useState<string | null>(null);
    return (
      <FeedbackButtons
        {...args}
        rating={rating}
        comment={comment}
        onRate={(r, c) => {
          args.onRate(r, c);
          setRating(r);
          setComment(c);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const up = canvas.getByRole('button', { name: 'Good answer' });
    await userEvent.click(up);
    await expect(args.onRate).toHaveBeenLastCalledWith('up', null);
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Thanks for the feedback')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(up);
    await expect(args.onRate).toHaveBeenLastCalledWith(null, null);
    // Thumbs down asks why (optional).
    await userEvent.click(canvas.getByRole('button', { name: 'Bad answer' }));
    await expect(args.onRate).toHaveBeenLastCalledWith('down', null);
    await userEvent.type(canvas.getByLabelText('What was wrong with this answer? (optional)'), 'It missed my question');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onRate).toHaveBeenLastCalledWith('down', 'It missed my question');
    await expect(canvas.getByRole('button', { name: 'Edit comment' })).toBeVisible();
  },
};

export const RatedUp: Story = { args: { rating: 'up' } };
export const RatedDownWithComment: Story = { args: { rating: 'down', comment: 'Too long' } };
export const Disabled: Story = { args: { disabled: true } };
