import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddLinkForm } from './AddLinkForm';

const meta = {
  title: 'Knowledge/AddLinkForm',
  component: AddLinkForm,
  args: { onSubmit: fn(async (_url: string) => {}) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AddLinkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A full address is trimmed and added; the field empties when the app is done. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Web page address' });
    await userEvent.type(field, '  https://www.visitlisboa.com/en/places/estrela  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('https://www.visitlisboa.com/en/places/estrela');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Not a full address: a plain message under the field, read with it; typing again clears it. */
export const NotAnAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Web page address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the address of a web page.');
    await userEvent.type(field, 'visitlisboa.com');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter the page’s full address, starting with https://');
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the app adds it: the button is busy and the address stays as typed. */
export const Pending: Story = {
  args: { onSubmit: fn((_url: string) => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Web page address' });
    await userEvent.type(field, 'https://example.com/report{Enter}');
    const button = canvas.getByRole('button', { name: 'Add link' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue('https://example.com/report');
  },
};

/** The app could not add it: its reason under the field, the address kept to fix; editing clears it. */
export const Refused: Story = {
  render: function Refused(args) {
    const [error, setError] = useState<string | null>(null);
    return (
      <AddLinkForm
        {...args}
        error={error}
        onSubmit={async (url) => {
          await args.onSubmit(url);
          setError('That page could not be reached. Check the address, or try again later.');
          throw new Error('unreachable');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Web page address' });
    await userEvent.type(field, 'https://example.invalid/page{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That page could not be reached.');
    await expect(field).toHaveAccessibleDescription(/could not be reached/);
    await expect(field).toHaveValue('https://example.invalid/page');
    await userEvent.type(field, 's');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** At 375 px the button goes under the field. */
export const Mobile: Story = {
  args: { error: 'That page could not be reached. Check the address, or try again later.' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.clientWidth).toBeLessThanOrEqual(375));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
