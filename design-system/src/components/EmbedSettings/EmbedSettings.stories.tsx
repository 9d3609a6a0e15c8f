import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClockProvider, createManualClock } from '../../internal/clock';
import { EmbedSettings } from './EmbedSettings';

const SNIPPET = '<script src="https://duet.example/embed.js" data-username="grace-hopper" async></script>';

/** A manual clock: "Copied" stays until time is moved on, however slow the machine. */
const clock = createManualClock();

const meta = {
  title: 'Profile/EmbedSettings',
  component: EmbedSettings,
  args: {
    snippet: SNIPPET,
    sites: ['https://gracehopper.example'],
    onSaveSites: fn(),
    copyText: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <ClockProvider value={clock}>
        <div style={{ maxWidth: 640 }}>{Story()}</div>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof EmbedSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A site is allowed: the line to paste, copied with one click. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.copyText).toHaveBeenCalledWith(SNIPPET);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save sites' });
    await expect(save).toBeDisabled();
    const sites = canvas.getByLabelText('Sites that may show your twin');
    await userEvent.type(sites, '\nhttps://blog.example');
    await userEvent.click(save);
    await expect(args.onSaveSites).toHaveBeenCalledWith(['https://gracehopper.example', 'https://blog.example']);
  },
};

/** No site yet: the site comes first; the line to paste waits until one is saved. */
export const NoSitesYet: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/embed\.js/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
    await expect(canvas.getByText(/Allow your site first/)).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    await expect(headings).toEqual(['1Allow your site', "2Paste this line into your site's HTML"]);
  },
};

/** Allowed, but visitors would see nothing: the owner reads why instead of a preview. */
export const HiddenFromVisitors: Story = {
  args: {
    previewSrc: 'about:blank',
    hiddenBecause:
      'Your profile is private, so the chat button does not show on your site yet. Turn on Public profile above to show it.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Your profile is private');
    await expect(canvas.queryByTitle('Preview of your twin on a website')).toBeNull();
  },
};

export const Refused: Story = {
  args: { error: 'Each site must be an address like https://example.com (no path)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no path');
    await expect(canvas.getByLabelText('Sites that may show your twin')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = { args: { saving: true } };

/** At 375 px: the steps, the long line to paste and the notice stay inside the card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: { hiddenBecause: 'Your twin is off for visitors, so the chat button does not show on your site.' },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(343);
  },
};
