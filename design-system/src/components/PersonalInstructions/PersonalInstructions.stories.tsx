import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonalInstructions } from './PersonalInstructions';

const meta = {
  title: 'Settings/PersonalInstructions',
  component: PersonalInstructions,
  args: { value: { about: '', style: '' }, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PersonalInstructions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: type both and save; Save waits for a change. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const about = canvas.getByRole('textbox', { name: 'What should Duet know about you?' });
    await expect(about).toHaveAccessibleDescription('1,500 characters left');
    await userEvent.type(about, 'I am a nurse.');
    await expect(about).toHaveAccessibleDescription('1,487 characters left');
    await userEvent.type(canvas.getByRole('textbox', { name: 'How should Duet answer?' }), 'Answer in French.');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ about: 'I am a nurse.', style: 'Answer in French.' });
  },
};

/** Saved ones, with what the offline brain makes of them. */
export const Saved: Story = {
  args: {
    value: { about: 'I am a nurse on night shifts in Leeds.', style: 'Brief and direct.' },
    notice: 'Saved.',
    footnote:
      'Duet’s offline brain follows only how long its answers should be. The rest needs a model: ask your admin to connect one.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
    await expect(canvas.getByRole('textbox', { name: 'How should Duet answer?' })).toHaveValue('Brief and direct.');
  },
};

/** Close to the limit: the count turns to a warning; the box takes no more. */
export const NearTheLimit: Story = {
  args: { value: { about: 'I grow tomatoes. '.repeat(85).trim(), style: '' } },
  play: async ({ canvasElement }) => {
    const about = within(canvasElement).getByRole('textbox', { name: 'What should Duet know about you?' });
    await expect(about).toHaveAttribute('maxLength', '1500');
    await expect(about).toHaveAccessibleDescription(/^\d+ characters left$/);
  },
};

export const Saving: Story = {
  args: { value: { about: 'I am a nurse.', style: '' }, saving: true },
};

/** A refusal at its field. */
export const Refused: Story = {
  args: { errors: { style: 'How Duet should answer can be at most 1,500 characters' } },
  play: async ({ canvasElement }) => {
    const style = within(canvasElement).getByRole('textbox', { name: 'How should Duet answer?' });
    await expect(style).toHaveAttribute('aria-invalid', 'true');
    await expect(style).toHaveAccessibleDescription(/at most 1,500 characters/);
  },
};
