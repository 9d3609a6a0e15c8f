import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OfflineBanner, OFFLINE_TEXT } from './OfflineBanner';

const meta = {
  title: 'App frame/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The connection is gone: a labelled region whose words are a polite live region (screen readers
 * say them without moving focus), and nothing in it takes the keyboard.
 */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Connection' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(`${OFFLINE_TEXT.title} ${OFFLINE_TEXT.detail}`);
    await userEvent.tab();
    await expect(region.contains(document.activeElement)).toBe(false);
  },
};

/** A message the person sent offline stayed in the composer: the banner says it is kept. */
export const MessageKept: Story = {
  args: { kept: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Your message is kept here as a draft. Send it when you’re back online.');
  },
};

/** Above a page, as the app shows it. */
export const AboveAPage: Story = {
  decorators: [
    (Story) => (
      <div>
        {Story()}
        <p style={{ padding: '1rem', margin: 0 }}>The page under it.</p>
      </div>
    ),
  ],
};

/** On a phone: two short lines, nothing cut. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { kept: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Connection' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(375);
  },
};
