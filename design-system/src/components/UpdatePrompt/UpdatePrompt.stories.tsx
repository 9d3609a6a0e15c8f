import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'App frame/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A new version is ready: said in a polite live region, with focus left where it was; Tab reaches
 * Reload and Enter loads the new version; "Not now" is one Tab further.
 */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'A new version of Duet is ready.' });
    await expect(within(region).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Not now, update later' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Reloading: Reload is busy and "Not now" waits. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Not now, update later' })).toBeDisabled();
  },
};

/** Without "Not now". */
export const ReloadOnly: Story = { args: { onDismiss: undefined } };

/** On a phone the buttons stay on the line when they fit, and go under the words when not. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(375);
  },
};
