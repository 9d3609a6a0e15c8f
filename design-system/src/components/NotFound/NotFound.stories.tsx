import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: { onNavigateHome: fn(), onGoBack: fn(), onNavigate: fn() },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownTicks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('Redirecting home in 5 seconds.');
    await waitFor(() => expect(timer).toHaveTextContent('Redirecting home in 4 seconds.'), { timeout: 2000 });
    await expect(args.onNavigateHome).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(args.onGoBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Home Now' }));
    await expect(args.onNavigateHome).toHaveBeenCalledOnce();
  },
};

export const ReachesZero: Story = {
  args: { seconds: 1 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onNavigateHome).toHaveBeenCalledOnce(), { timeout: 2500 });
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('Redirecting home in 0 seconds.');
  },
};

export const SignedOut: Story = {
  args: { signedIn: false, seconds: 600 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/accounts/signup');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/accounts/login');
  },
};

export const Mobile: Story = { args: { signedIn: false, seconds: 600 }, globals: { viewport: { value: 'mobile' } } };
