import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OfflineBrainNotice } from '../OfflineBrainNotice';
import { MessageInfo } from './MessageInfo';

const meta = {
  title: 'Chat/MessageInfo',
  component: MessageInfo,
  args: {
    rows: [
      { label: 'Model', value: 'gpt-4o-mini' },
      { label: 'Time to answer', value: '2.4 s' },
      { label: 'Written', value: 'Nov 23, 2026, 9:41 AM' },
      { label: 'Conversation', value: '~315 tokens' },
      { label: 'Characters', value: '1,259' },
      { label: 'Messages', value: '4' },
    ],
  },
  decorators: [(Story) => <div style={{ paddingTop: 220, maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MessageInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Model, timings and token figures behind one button; Escape closes and gives focus back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Message details' });
    await expect(canvas.queryByText('gpt-4o-mini')).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: 'Message details' });
    await expect(panel).toHaveTextContent('gpt-4o-mini');
    await expect(panel).toHaveTextContent('~315 tokens');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Message details' })).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('group', { name: 'Message details' })).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Message details' }));
  },
};

/** An answer of Duet's offline brain: its info says so, with what to do about it. */
export const OfflineBrain: Story = {
  args: {
    rows: [
      { label: 'Model', value: "Duet's offline brain" },
      { label: 'Time to answer', value: '0.1 s' },
    ],
    note: <OfflineBrainNotice compact action={{ kind: 'connect', href: '/admin/ai-models' }} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Message details' }));
    const panel = canvas.getByRole('group', { name: 'Message details' });
    await expect(within(panel).getByRole('note', { name: "Duet's offline brain" })).toBeVisible();
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: 'Connect a model' })).toHaveFocus();
  },
};
