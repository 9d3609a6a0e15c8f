import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mic } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Voice input is coming soon',
    children: <IconButton label="Speak" icon={<Mic />} variant="secondary" />,
  },
  // Opens over the page at once: in the docs page each story gets a frame of its own.
  parameters: { layout: 'centered', docs: { story: { inline: false, height: '200px' } } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Voice input is coming soon'));
    await expect(within(canvasElement).getByRole('button', { name: 'Speak' })).toHaveAccessibleDescription(
      'Voice input is coming soon',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };
