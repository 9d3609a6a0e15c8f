import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer } from '../MessageComposer';
import { TwinEmbedFrame } from './TwinEmbedFrame';

const meta = {
  title: 'Profile/TwinEmbedFrame',
  component: TwinEmbedFrame,
  args: {
    username: 'grace-hopper',
    displayName: 'Grace Hopper',
    profileHref: 'https://duet.example/grace-hopper',
    children: (
      <div style={{ display: 'flex', flex: 1, flexDirection: 'column', justifyContent: 'flex-end', padding: 16 }}>
        <MessageComposer placeholder="Ask @grace-hopper's twin..." onSend={() => undefined} />
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 400, height: 560, border: '1px solid #ddd', borderRadius: 16, overflow: 'hidden' }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof TwinEmbedFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    const open = canvas.getByRole('link', { name: 'Open on Duet' });
    await expect(open).toHaveAttribute('href', 'https://duet.example/grace-hopper');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Powered by Duet' })).toHaveAttribute(
      'href',
      'https://duet.example/',
    );
    await expect(canvas.queryByRole('button', { name: 'Close the chat' })).toBeNull();
  },
};

/** In the bubble on the owner's site: a close button hands control back to the page. */
export const InBubble: Story = {
  args: { onClose: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close the chat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NarrowAndLongName: Story = {
  args: { displayName: 'Grace Brewster Murray Hopper of the United States Navy' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
