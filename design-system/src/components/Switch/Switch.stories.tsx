import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Achievements', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Achievements' });
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { defaultChecked: true, label: 'Photos', description: 'Show your first three photos on your public page.' },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** Off for now, and why: the description stays readable while the switch fades. */
export const DisabledWithReason: Story = {
  args: { disabled: true, label: 'Public', description: 'It can be public once it is read.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Public' });
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription('It can be public once it is read.');
  },
};
