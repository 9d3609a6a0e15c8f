import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Primitives/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Page: Story = { args: { variant: 'page' }, parameters: { layout: 'fullscreen' } };

export const Profile: Story = {
  args: { variant: 'page', children: 'Loading profile...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading profile...');
  },
};
