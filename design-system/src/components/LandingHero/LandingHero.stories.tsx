import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicNav } from '../PublicNav';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Pages/LandingHero',
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
  args: { onGetStarted: fn() },
} satisfies Meta<typeof LandingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FakeInputGoesToSignup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onGetStarted).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    await expect(args.onGetStarted).toHaveBeenCalledTimes(3);
    await expect(input).toHaveValue('');
    // The picture of a composer has no controls that do nothing.
    await expect(canvas.queryByRole('button', { name: 'Speak' })).toBeNull();
  },
};

export const WithNav: Story = {
  render: (args) => (
    <>
      <PublicNav onNavigate={fn()} />
      <LandingHero {...args} />
    </>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // The question in the box is read whole, not cut ("Ask your private brain any").
    const input = within(canvasElement).getByRole('textbox') as HTMLInputElement;
    await document.fonts.ready;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(context.measureText(input.placeholder).width).toBeLessThanOrEqual(room);
  },
};
