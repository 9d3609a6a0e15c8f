import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Memory', placeholder: 'Something your brain should remember' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Memory');
    await userEvent.type(box, 'I love bouldering{Enter}and oolong tea');
    await expect(box).toHaveValue('I love bouldering\nand oolong tea');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Story',
    hint: 'A few paragraphs are plenty; Profile Pal reads them for your profile.',
    rows: 6,
  },
};

export const WithError: Story = {
  args: { defaultValue: '', error: 'A memory cannot be empty', required: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText(/Memory/);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('A memory cannot be empty');
  },
};

/** The label for screen readers only, when the page around the box names it. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Edit memory', defaultValue: 'I live in Berlin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Edit memory' })).toHaveValue('I live in Berlin');
  },
};
