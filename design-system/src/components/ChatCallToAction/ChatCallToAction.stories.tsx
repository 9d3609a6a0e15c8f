import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatCallToAction } from './ChatCallToAction';

const meta = {
  title: 'Profile/ChatCallToAction',
  component: ChatCallToAction,
  args: { name: 'Ada Lovelace', onStart: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof ChatCallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ready to Chat?' })).toBeInTheDocument();
    await expect(canvas.getByText("Start a conversation with Ada Lovelace's AI twin")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Twin Chat' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};
export const Owner: Story = { decorators: [(Story) => <div data-accent="purple">{Story()}</div>] };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** The owner lets nobody talk to the twin: the card says so, and offers nothing to click. */
export const TwinOff: Story = {
  args: { available: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The twin is off' })).toBeInTheDocument();
    await expect(canvas.getByText("Ada Lovelace's twin is not taking conversations right now.")).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const TwinOffMobile: Story = { args: { available: false }, globals: { viewport: { value: 'mobile' } } };
