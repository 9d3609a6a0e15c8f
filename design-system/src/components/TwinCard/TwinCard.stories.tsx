import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwinCard } from './TwinCard';

const meta = {
  title: 'Profile/TwinCard',
  component: TwinCard,
  args: {
    username: 'grace-hopper',
    displayName: 'Grace Hopper',
    title: 'Computer scientist',
    bio: 'Computer scientist and rear admiral. Ask my twin about compilers, COBOL, or nanoseconds.',
    onChat: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof TwinCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Computer scientist')).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: "Chat with Grace Hopper's twin" }));
    await expect(args.onChat).toHaveBeenCalledWith('grace-hopper');
  },
};
export const Owner: Story = { args: { accent: 'purple' } };
export const NoBio: Story = {
  args: { bio: null, title: null, displayName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Computer scientist')).not.toBeInTheDocument();
  },
};
export const LongContent: Story = {
  args: {
    displayName: 'Grace Brewster Murray Hopper of the United States Navy',
    bio: 'A very long biography. '.repeat(20),
  },
};
