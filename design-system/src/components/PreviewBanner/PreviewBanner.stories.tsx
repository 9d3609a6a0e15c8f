import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreviewBanner } from './PreviewBanner';

const meta = {
  title: 'Profile/PreviewBanner',
  component: PreviewBanner,
  args: { onBack: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PreviewBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled region that says what the owner sees; the way back is one Tab away and works with Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Visitor preview' });
    await expect(region).toHaveTextContent("You're previewing your page as a visitor sees it.");
    const back = within(region).getByRole('button', { name: 'Back to My Twin' });
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(2);
  },
};

/** Above a visitor's (blue) page it stays purple: the banner is the owner's, not the page's. */
export const OnAVisitorsPage: Story = {
  decorators: [
    (Story) => (
      <div data-accent="blue">
        {Story()}
        <p style={{ padding: '1rem' }}>The public page, as a visitor sees it.</p>
      </div>
    ),
  ],
};

export const CustomMessage: Story = {
  args: {
    message: 'Your page is private: visitors who open it see “Page not found”.',
    label: 'Preview of your private page',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Preview of your private page' });
    await expect(region).toHaveTextContent('Your page is private');
  },
};

/** On a phone the way back reads "My Twin" (its name is still "Back to My Twin"). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const back = within(canvasElement).getByRole('button', { name: 'Back to My Twin' });
    await expect(back).toHaveTextContent('My Twin');
  },
};
