import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineBrainNotice } from './OfflineBrainNotice';

const meta = {
  title: 'Chat/OfflineBrainNotice',
  component: OfflineBrainNotice,
  args: { action: { kind: 'connect', href: '/admin/ai-models' }, onNavigate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof OfflineBrainNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin in an empty chat: what the offline brain is, and a link to connect a model. */
export const ForAnAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('note', { name: "Duet's offline brain" });
    await expect(note).toHaveTextContent(
      'It remembers, finds and organises what you tell it, and cannot write or reason.',
    );
    const link = canvas.getByRole('link', { name: 'Connect a model' });
    await expect(link).toHaveAttribute('href', '/admin/ai-models');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/ai-models');
  },
};

/** Anyone else: nothing to click, only who can help. */
export const ForEveryoneElse: Story = {
  args: { action: { kind: 'ask-admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Ask your admin to connect a model.')).toBeVisible();
  },
};

/** A connected model is already in the person's menu (admin or not): choose it, nothing to connect or ask. */
export const WithAModelToChoose: Story = {
  args: { action: { kind: 'choose' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/model menu/)).toBeVisible();
    await expect(canvas.queryByText(/admin/i)).toBeNull();
  },
};

/** Only what the brain is (e.g. on the models page itself). */
export const WithoutAction: Story = { args: { action: undefined } };

/** Compact, as it sits in an answer's info panel. */
export const InAnAnswersInfo: Story = {
  args: { compact: true },
  decorators: [
    (Story) => (
      <div
        style={{
          maxWidth: 320,
          padding: '12px 16px',
          border: '1px solid var(--color-border)',
          borderRadius: 12,
          background: 'var(--color-surface-raised)',
          boxShadow: 'var(--shadow-lg)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Connect a model' })).toBeVisible();
  },
};

export const CompactForEveryoneElse: Story = {
  ...InAnAnswersInfo,
  args: { compact: true, action: { kind: 'ask-admin' } },
  play: undefined,
};

/** The words are the app's to change (e.g. for a twin's visitor). */
export const OtherWords: Story = {
  args: {
    title: 'This twin answers offline',
    text: 'It quotes what its owner made public, word for word, and cannot write anything new.',
    action: undefined,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note.scrollWidth).toBeLessThanOrEqual(343);
  },
};
