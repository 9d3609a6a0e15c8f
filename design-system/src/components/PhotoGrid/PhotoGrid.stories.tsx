import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoGrid, type PhotoGridProps } from './PhotoGrid';

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`)}`;
const PHOTOS = [swatch('#7c3aed'), swatch('#0ea5e9'), swatch('#f59e0b')];

function Editing(props: PhotoGridProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <PhotoGrid
      {...props}
      photos={photos}
      onChange={(next) => {
        setPhotos(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Profile and twin/PhotoGrid',
  component: PhotoGrid,
  args: {
    photos: PHOTOS,
    onChange: fn(),
    onAdd: fn(),
    description: 'Visitors see the first three first. Drag to reorder.',
  },
  render: (args) => <Editing {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Move the last photo first with the keyboard, then remove one. */
export const ReorderAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move “photo 3”' }).focus();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith([PHOTOS[2], PHOTOS[0], PHOTOS[1]]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Moved “photo 3” to position 1 of 3.');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([PHOTOS[2], PHOTOS[1]]);
  },
};

/** Choosing pictures hands the files over. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'crag.png', { type: 'image/png' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file);
    await expect(args.onAdd).toHaveBeenCalledWith([file]);
  },
};

export const Uploading: Story = {
  args: { uploading: true, error: 'That file is not a picture (PNG, JPEG, GIF or WebP)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** 375 px wide: the grid wraps. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Photos' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add photos' })).toBeVisible();
  },
};
