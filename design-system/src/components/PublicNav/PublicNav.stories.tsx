import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicNav } from './PublicNav';

const meta = {
  title: 'App frame/PublicNav',
  component: PublicNav,
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof PublicNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/accounts/login');
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/accounts/signup');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
