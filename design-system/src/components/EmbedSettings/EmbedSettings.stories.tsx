import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmbedSettings } from './EmbedSettings';

const SNIPPET = '<script src="https://duet.example/embed.js" data-username="grace-hopper" async></script>';

const meta = {
  title: 'Profile/EmbedSettings',
  component: EmbedSettings,
  args: {
    snippet: SNIPPET,
    sites: ['https://gracehopper.example'],
    onSaveSites: fn(),
    copyText: fn(() => Promise.resolve()),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof EmbedSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const NoSitesYet: Story = { args: { sites: [] } };

export const Refused: Story = {
  args: { error: 'Each site must be an address like https://example.com (no path)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('no path');
    await expect(canvas.getByLabelText('Sites that may show your twin')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = { args: { saving: true } };
