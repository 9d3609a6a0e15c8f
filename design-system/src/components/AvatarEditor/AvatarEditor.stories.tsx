import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarEditor } from './AvatarEditor';

/** A 300×200 picture: wider than tall, so the crop has room to move sideways. */
async function picture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#0ea5e9';
  ctx.fillRect(0, 0, 150, 200);
  ctx.fillStyle = '#f59e0b';
  ctx.fillRect(150, 0, 150, 200);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'maya.png', { type: 'image/png' });
}

const meta = {
  title: 'Profile and twin/AvatarEditor',
  component: AvatarEditor,
  args: { name: 'Maya Chen', onSave: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AvatarEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a picture, move and zoom the crop, save a square. */
export const UploadAndCrop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Maya Chen' })).toHaveTextContent('MC');
    await userEvent.upload(canvas.getByTestId('avatar-file'), await picture());
    const crop = canvas.getByRole('group', { name: /^Crop/ });
    const zoom = canvas.getByRole('slider', { name: 'Zoom' });
    await waitFor(() => expect(zoom).toBeEnabled());
    crop.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as Blob;
    const bitmap = await createImageBitmap(saved);
    await expect([bitmap.width, bitmap.height]).toEqual([512, 512]);
    // Saved: the crop closes.
    await expect(canvas.getByRole('button', { name: 'Upload a picture' })).toBeVisible();
  },
};

/** With a picture: change or remove it. */
export const WithPicture: Story = {
  args: {
    src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#7c3aed"/></svg>')}`,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toBeVisible();
  },
};

export const Refused: Story = {
  args: { error: 'That file is not a picture (PNG, JPEG, GIF or WebP)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
