import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BranchSwitcher } from './BranchSwitcher';

const meta = {
  title: 'Chat/BranchSwitcher',
  component: BranchSwitcher,
  args: { index: 1, count: 3, onChange: fn() },
} satisfies Meta<typeof BranchSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "‹ 2 / 3 ›": the arrows move between versions and stop at the ends. */
export const Default: Story = {
  render: function Render(args) {
    const [index, setIndex] = useState(args.index);
    return (
      <BranchSwitcher
        {...args}
        index={index}
        onChange={(next) => {
          args.onChange(next);
          setIndex(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Versions of this message' })).toHaveTextContent('2 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next version of this message' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next version of this message' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous version of this message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous version of this message' }));
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous version of this message' })).toBeDisabled();
  },
};

export const Answer: Story = { args: { kind: 'answer', index: 0, count: 2 } };

/** While an answer is written the versions cannot change. */
export const Disabled: Story = { args: { disabled: true } };

/** One version: nothing to switch, nothing shown. */
export const Single: Story = {
  args: { index: 0, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};
