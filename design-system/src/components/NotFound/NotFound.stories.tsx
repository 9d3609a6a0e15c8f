import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClockProvider, createManualClock } from '../../internal/clock';
import { NotFound } from './NotFound';

/** The countdown runs on a clock the stories move themselves: no real seconds pass. */
let clock = createManualClock();

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: { onNavigateHome: fn(), onGoBack: fn(), onNavigate: fn() },
  beforeEach: () => {
    clock = createManualClock();
  },
  decorators: [
    (Story) => (
      <ClockProvider value={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownTicks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Signed in, the app's header holds the page's h1: this one comes under it.
    await expect(canvas.getByRole('heading', { name: 'Page Not Found', level: 2 })).toBeInTheDocument();
    const timer = canvas.getByRole('timer');
    await waitFor(() => expect(timer).toHaveAttribute('data-counting', 'true'));
    await expect(timer).toHaveTextContent('Redirecting home in 5 seconds.');
    clock.advance(999);
    await expect(timer).toHaveTextContent('Redirecting home in 5 seconds.');
    clock.advance(1);
    await waitFor(() => expect(timer).toHaveTextContent('Redirecting home in 4 seconds.'));
    clock.advance(3000);
    await waitFor(() => expect(timer).toHaveTextContent('Redirecting home in 1 second.'));
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
    const timer = within(canvasElement).getByRole('timer');
    await waitFor(() => expect(timer).toHaveAttribute('data-counting', 'true'));
    clock.advance(999);
    await expect(args.onNavigateHome).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(args.onNavigateHome).toHaveBeenCalledOnce();
    await waitFor(() => expect(timer).toHaveTextContent('Redirecting home in 0 seconds.'));
  },
};

export const SignedOut: Story = {
  args: { signedIn: false, seconds: 600 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/accounts/signup');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/accounts/login');
  },
};

export const Mobile: Story = { args: { signedIn: false, seconds: 600 }, globals: { viewport: { value: 'mobile' } } };
