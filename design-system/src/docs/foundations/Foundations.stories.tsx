import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Foundation } from './foundation-groups';
import { TokenTables } from './TokenTable';
import { groupsOf, tokenGroups } from './tokens';

/**
 * The design tokens of design-system/src/tokens/tokens.css, read from the file (tokens.ts) and drawn
 * by themselves: each row names the custom property as code uses it and shows it in a light and a
 * dark cell. A token changed in tokens.css changes here.
 */
const meta = {
  title: 'Foundations/Tokens',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <TokenTables groups={groupsOf(parameters.foundation as Foundation)} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  parameters: { foundation: 'Colour' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: '--color-canvas' })).toBeVisible();
    // The two cells of a row resolve the same token to each theme's colour.
    const [light, dark] = canvas
      .getByRole('rowheader', { name: '--color-canvas' })
      .parentElement!.querySelectorAll('td');
    const colour = (cell: Element) => getComputedStyle(cell.querySelector('span')!).backgroundColor;
    await expect(colour(light!)).not.toBe(colour(dark!));
  },
};
export const Typography: Story = { parameters: { foundation: 'Typography' } };
export const Space: Story = { parameters: { foundation: 'Space' } };
export const Sizes: Story = { parameters: { foundation: 'Sizes' } };
export const Radius: Story = { parameters: { foundation: 'Radius' } };
export const Elevation: Story = { parameters: { foundation: 'Elevation' } };
export const Focus: Story = { parameters: { foundation: 'Focus' } };
export const Motion: Story = { parameters: { foundation: 'Motion' } };
export const Layers: Story = {
  parameters: { foundation: 'Layers' },
  play: async ({ canvasElement }) => {
    // Every token of tokens.css has its row on one of these pages (the groups are checked in token-source.test.ts).
    const count = tokenGroups.flatMap((group) => group.tokens).length;
    await expect(count).toBeGreaterThan(100);
    await expect(within(canvasElement).getByRole('rowheader', { name: '--z-tooltip' })).toBeVisible();
  },
};
