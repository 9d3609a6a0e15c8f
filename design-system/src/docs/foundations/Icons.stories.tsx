import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconUses, type IconUse } from './icon-names';
import { IconGrid } from './Icons';

// The source of the components and of the app, loaded only when this page opens.
const sources = import.meta.glob<string>(
  ['../../components/**/*.tsx', '../../../../web/src/**/*.tsx', '!**/*.stories.tsx', '!**/*.test.tsx'],
  { query: '?raw', import: 'default' },
);

async function loadIconUses(): Promise<IconUse[]> {
  const entries = await Promise.all(
    Object.entries(sources).map(async ([file, load]) => [file.replace(/^(\.\.\/)+/, ''), await load()] as const),
  );
  return iconUses(Object.fromEntries(entries));
}

/**
 * The icons Duet draws (Lucide), by the name code imports them with; hover one for the files that
 * use it. Icons are decorative beside a visible label (aria-hidden); alone on a button, the button
 * carries the label (IconButton).
 */
const meta = {
  title: 'Foundations/Icons',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ uses: await loadIconUses() })],
  render: (_args, { loaded }) => <IconGrid uses={loaded.uses as IconUse[]} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {
  play: async ({ canvasElement }) => {
    const light = within(within(canvasElement).getByRole('region', { name: 'Icons, light theme' }));
    await expect(light.getByText('Plus')).toBeVisible();
    await expect(light.getAllByRole('listitem').length).toBeGreaterThan(40);
  },
};
