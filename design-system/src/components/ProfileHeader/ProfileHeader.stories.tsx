import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  args: {
    username: 'ada-lovelace',
    displayName: 'Ada Lovelace',
    title: 'Mathematician',
    bio: 'Mathematician and writer. I think about engines that weave algebraic patterns the way looms weave flowers.',
    interests: ['Mathematics', 'Poetry', 'Analytical engines'],
    location: 'London',
    onChat: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ada Lovelace');
    await expect(canvas.getByText('Mathematician')).toBeInTheDocument();
    await expect(canvas.getByText('@ada-lovelace')).toBeInTheDocument();
    await expect(canvas.getByText('Mathematics, Poetry, Analytical engines')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat' }));
    await expect(args.onChat).toHaveBeenCalledOnce();
  },
};

/** The owner's My Twin: inside the app, whose header holds the page's h1, the name comes under it. */
export const Owner: Story = {
  args: { accent: 'purple', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ada Lovelace');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const Minimal: Story = {
  args: { displayName: null, title: null, bio: null, interests: [], location: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('ada-lovelace');
    await expect(within(canvasElement).queryByText('Mathematician')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
