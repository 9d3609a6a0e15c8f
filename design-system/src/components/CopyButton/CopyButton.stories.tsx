import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { ClockProvider, createManualClock, type ManualClock } from '../../internal/clock';
import { CopyButton } from './CopyButton';

/** "Copied" lasts two seconds on a clock the stories move themselves: no real seconds pass. */
let clock: ManualClock = createManualClock();

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { text: 'npm install && npm start', label: 'Copy command', onCopied: fn() },
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
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy command' }));
    await expect(write).toHaveBeenCalledWith('npm install && npm start');
    await expect(args.onCopied).toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByText('Copied to the clipboard')).toHaveAttribute('aria-live', 'polite');
    write.mockRestore();
  },
};

/** Two seconds later it offers to copy again. */
export const CopiedForTwoSeconds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy command' }));
    await canvas.findByRole('button', { name: 'Copied' });
    clock.advance(1999);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    clock.advance(1);
    await expect(await canvas.findByRole('button', { name: 'Copy command' })).toBeVisible();
    write.mockRestore();
  },
};

export const WithLabel: Story = {
  args: { showLabel: true, label: 'Copy code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

/** The text is read when clicked (e.g. the current draft). */
export const TextAtClickTime: Story = {
  args: { text: () => `copied at ${new Date(0).toISOString()}` },
  play: async ({ canvasElement }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy command' }));
    await expect(write).toHaveBeenCalledWith('copied at 1970-01-01T00:00:00.000Z');
    write.mockRestore();
  },
};
