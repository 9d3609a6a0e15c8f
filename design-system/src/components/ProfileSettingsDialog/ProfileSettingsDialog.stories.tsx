import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_SECTION_VISIBILITY, ProfileSettingsDialog } from './ProfileSettingsDialog';

const initialValues = {
  displayName: 'Ada Lovelace',
  username: 'ada-lovelace',
  sectionVisibility: DEFAULT_SECTION_VISIBILITY,
};

const meta = {
  title: 'Profile/ProfileSettingsDialog',
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  component: ProfileSettingsDialog,
  args: { open: true, onOpenChange: fn(), onSave: fn(), initialValues },
} satisfies Meta<typeof ProfileSettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Profile Settings' });
    const d = within(dialog);
    await expect(d.getAllByRole('switch')).toHaveLength(5);
    await userEvent.clear(d.getByLabelText('Display name'));
    await userEvent.type(d.getByLabelText('Display name'), 'Ada');
    await userEvent.click(d.getByRole('switch', { name: 'Photos' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      displayName: 'Ada',
      username: 'ada-lovelace',
      sectionVisibility: { ...initialValues.sectionVisibility, photos: false },
    });
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const UsernameError: Story = { args: { errors: { username: 'This username is not available' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
