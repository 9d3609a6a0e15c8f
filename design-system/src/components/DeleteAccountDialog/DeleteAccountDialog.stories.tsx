import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const meta = {
  title: 'Settings/DeleteAccountDialog',
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '620px' } } },
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn(), account: 'ada@example.com' },
} satisfies Meta<typeof DeleteAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What goes, the password, and the danger button; Enter in the field deletes, Escape cancels. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveAccessibleDescription('ada@example.com and everything in it will be deleted for good.');
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your conversations, memories and stories',
      'Your public page and your twin, with its conversations with visitors',
      'Your shared links and the files you uploaded',
      'Every device and access token signed in to it',
    ]);
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'correct horse{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A wrong password is said at the field. */
export const WrongPassword: Story = {
  args: { errors: { password: 'Your password is incorrect' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const password = within(dialog).getByLabelText('Your password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Your password is incorrect/);
  },
};

/** While it runs, nothing closes it. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The last admin is refused with the reason. */
export const LastAdmin: Story = {
  args: {
    errors: {
      form:
        "You are this Duet's only admin, so your account cannot be deleted yet: without an admin nobody can run " +
        'this Duet for everyone. Make another person an admin first (Admin › People), then delete yours.',
    },
  },
};

export const Mobile: Story = {
  args: { account: 'ada.augusta.king.countess.of.lovelace@analytical-engine.example.com' },
  globals: { viewport: { value: 'mobile' } },
};
