import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from '../MessageComposer';
import { TemporaryChatNotice, TemporaryChatToggle } from './TemporaryChat';

/** The toggle with its state, as a new chat holds it. */
function Toggle({ initial = false, onPressedChange }: { initial?: boolean; onPressedChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'end', maxWidth: 640 }}>
      <TemporaryChatToggle
        pressed={on}
        onPressedChange={(next) => {
          setOn(next);
          onPressedChange?.(next);
        }}
      />
      {on && <TemporaryChatNotice />}
    </div>
  );
}

const meta = {
  title: 'Chat/TemporaryChat',
  component: TemporaryChatNotice,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof TemporaryChatNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a new chat's welcome: what a temporary chat keeps (nothing) and when it goes. */
export const Notice: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note', { name: 'Temporary chat' });
    await expect(note).toHaveAccessibleDescription(
      "It won't appear in your history or search, and Duet won't remember anything from it. It's deleted when you leave.",
    );
  },
};

/** Above a temporary chat's composer: one quiet line. */
export const AboveTheComposer: Story = {
  args: { compact: true, text: 'Not saved to history or memory. Deleted when you leave.' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <TemporaryChatNotice {...args} />
      <MessageComposer onSend={fn()} allowAttachments={false} placeholder="Message your brain..." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note', { name: 'Temporary chat' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /attach/i })).toBeNull();
  },
};

/** The toggle on a new chat: off, then on with the keyboard (its state is announced), then off. */
export const Toggling: Story = {
  render: () => <Toggle onPressedChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Temporary chat' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('note', { name: 'Temporary chat' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Turned on. */
export const ToggleOn: Story = { render: () => <Toggle initial /> };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  render: () => <Toggle initial />,
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note.scrollWidth).toBeLessThanOrEqual(343);
  },
};
