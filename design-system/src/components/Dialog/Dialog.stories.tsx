import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: Dialog,
  args: {
    title: 'Rename conversation',
    description: 'Give this conversation a name you will recognise later.',
    trigger: <Button>Open dialog</Button>,
    onOpenChange: fn(),
    children: <TextField label="Name" defaultValue="Trip to Lisbon" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Rename conversation' });
    await expect(dialog).toHaveAccessibleDescription('Give this conversation a name you will recognise later.');
    // Focus starts inside and Tab cycles within the dialog.
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Opened without a trigger (a keyboard shortcut, a button elsewhere): a field's keydown opens it. */
function OpenedFromElsewhere({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <TextField
        label="Draft"
        hint="Press Ctrl+J to open the dialog"
        onKeyDown={(event) => {
          if (event.ctrlKey && event.key === 'j') change(true);
        }}
      />
      <Dialog
        open={open}
        onOpenChange={change}
        title="Rename conversation"
        footer={
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        }
      />
    </>
  );
}

export const RestoresFocusWithoutTrigger: Story = {
  render: (args) => <OpenedFromElsewhere onOpenChange={args.onOpenChange ?? (() => {})} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('textbox', { name: 'Draft' });
    // Escape: focus goes back to the field that had it.
    await userEvent.click(field);
    await userEvent.keyboard('{Control>}j{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Rename conversation' });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(field).toHaveFocus());
    // A button inside that closes it: the same.
    await userEvent.keyboard('{Control>}j{/Control}');
    await userEvent.click(await body.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', description: undefined, children: 'A short confirmation message.' },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Paragraph {i + 1}: the dialog body scrolls while the header and footer stay put.</p>
        ))}
      </div>
    ),
  },
};

export const Mobile: Story = { args: { defaultOpen: true }, globals: { viewport: { value: 'mobile' } } };
