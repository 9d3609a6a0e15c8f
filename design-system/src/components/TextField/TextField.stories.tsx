import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Username',
    type: 'text',
    placeholder: 'ada-lovelace',
    hint: 'Lowercase letters, numbers and hyphens; no leading or trailing hyphen.',
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ada@', error: 'Invalid email format' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email format');
  },
};

export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };

export const LongError: Story = {
  args: {
    label: 'Username',
    type: 'text',
    defaultValue: '-ada-',
    error: 'Username can only contain lowercase letters, numbers, and hyphens',
    hint: 'Lowercase letters, numbers and hyphens; no leading or trailing hyphen.',
  },
};
