import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeChoice, type ThemeChoiceProps, type ThemeName } from './ThemeChoice';

/** The choice as a page keeps it: picking one shows it chosen. */
function Chosen(args: ThemeChoiceProps) {
  const [value, setValue] = useState<ThemeName>(args.value);
  return (
    <ThemeChoice
      {...args}
      value={value}
      onChange={(theme) => {
        setValue(theme);
        args.onChange(theme);
      }}
    />
  );
}

const meta = {
  title: 'Settings/ThemeChoice',
  component: ThemeChoice,
  args: { value: 'system', onChange: fn(), hint: 'Saved for your account, and on this device.' },
  render: (args) => <Chosen {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ThemeChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three options in one group; Tab reaches the chosen one, the arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toHaveAccessibleDescription('Saved for your account, and on this device.');
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['light', 'dark', 'system']);
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.click(canvas.getByText('Light'));
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
  },
};

export const Dark: Story = { args: { value: 'dark' } };

/** While a choice is saved the options wait. */
export const Disabled: Story = { args: { value: 'light', disabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
