import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../../../common/locales';
import { LanguageChoice, type LanguageChoiceProps } from './LanguageChoice';

/** The choice as a page keeps it: picking one shows it chosen. */
function Kept(args: LanguageChoiceProps) {
  const [value, setValue] = useState<Locale | null>(args.value);
  return (
    <LanguageChoice
      {...args}
      value={value}
      onChange={(locale) => {
        setValue(locale);
        args.onChange(locale);
      }}
    />
  );
}

const meta = {
  title: 'Settings/LanguageChoice',
  component: LanguageChoice,
  args: {
    value: null,
    browserLocale: 'de',
    onChange: fn(),
    hint: 'Saved for your account, and on this device.',
  },
  render: (args) => <Kept {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LanguageChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In Settings: the browser's language first, then each language named in itself. */
export const FollowsTheBrowser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveAccessibleDescription('Saved for your account, and on this device.');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Same as my browser (Deutsch)',
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Português (Brasil)',
      '日本語',
      'العربية',
    ]);
    await userEvent.selectOptions(select, 'Français');
    await expect(args.onChange).toHaveBeenLastCalledWith('fr');
    await userEvent.selectOptions(select, 'Same as my browser (Deutsch)');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A language chosen for the account. */
export const Chosen: Story = { args: { value: 'fr' } };

/** Before sign-in, in a page's footer: a globe and the language's name; the label is for screen readers. */
export const Compact: Story = {
  args: { compact: true, value: null, browserLocale: 'es', hint: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('es');
    await userEvent.selectOptions(select, 'English');
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
  },
};
