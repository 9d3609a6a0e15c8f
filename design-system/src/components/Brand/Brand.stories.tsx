import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Brand } from './Brand';

const meta = { title: 'App frame/Brand', component: Brand, args: { onNavigate: fn() } } satisfies Meta<typeof Brand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Duet home' });
    await expect(link).toHaveAttribute('href', '/');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};
export const Compact: Story = { args: { compact: true } };
