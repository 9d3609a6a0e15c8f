import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'App frame/ConfirmDialog',
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  component: ConfirmDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConversation: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete conversation' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this conversation? This action cannot be undone.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Deleting: Story = { args: { confirming: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** A choice made with the confirmation, e.g. whether a conversation's memories go too. */
export const WithOption: Story = {
  args: {
    option: { label: 'Also delete the 3 memories saved from this conversation', checked: false, onChange: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Also delete the 3 memories saved from this conversation' }),
    );
    await expect(args.option!.onChange).toHaveBeenCalledWith(true);
  },
};
