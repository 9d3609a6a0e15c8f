import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmButton } from './ConfirmButton';

const meta = {
  title: 'App frame/ConfirmButton',
  component: ConfirmButton,
  args: {
    children: 'Delete',
    size: 'sm',
    variant: 'ghost',
    title: 'Delete memory',
    message:
      'Are you sure you want to delete this memory? Your brain and your twin will forget it. This action cannot be undone.',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks first; confirming runs the action and closes the dialog. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete memory' });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel leaves everything as it was. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A slow action keeps the dialog open, its button busy, until it is done. */
export const Busy: Story = {
  args: {
    children: 'Stop sharing',
    title: 'Stop sharing?',
    message: 'The link will stop working for everyone who has it. Your conversation stays as it is.',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stop sharing' }));
    const dialog = await body.findByRole('dialog', { name: 'Stop sharing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};
