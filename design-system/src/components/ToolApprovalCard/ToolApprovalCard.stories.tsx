import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolApprovalCard } from './ToolApprovalCard';

const meta = {
  title: 'Chat/ToolApprovalCard',
  component: ToolApprovalCard,
  args: {
    toolName: 'create_issue',
    serverName: 'GitHub',
    summary: 'repository: duet/app\ntitle: The export button does nothing on Safari\nlabels: ["bug"]',
    args: { repository: 'duet/app', title: 'The export button does nothing on Safari', labels: ['bug'] },
    status: 'pending',
    onDecide: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ToolApprovalCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a yes or no: the details open on demand; each button says what it does. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Allow this tool call\?/ })).toBeVisible();
    await userEvent.click(canvas.getByText('Details'));
    await expect(canvas.getByText(/"repository": "duet\/app"/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Always allow' }));
    await expect(args.onDecide).toHaveBeenCalledWith('always_allow');
  },
};

/** Allow once on its way: the buttons wait. */
export const Deciding: Story = { args: { deciding: 'allow_once' } };

/** A refused decision (it timed out meanwhile) is said at the card. */
export const Refused: Story = {
  args: { error: 'This tool request timed out: the tool was not called. Ask again if you still want it.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('timed out');
  },
};

export const Allowed: Story = { args: { status: 'allowed' } };
export const Declined: Story = { args: { status: 'denied' } };

/** Nobody answered in time (or the conversation went on): a clear note, no buttons. */
export const TimedOut: Story = {
  args: { status: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No longer waiting (timed out, or the conversation went on): the tool was not called.',
    );
    await expect(canvas.queryByRole('button', { name: 'Allow once' })).toBeNull();
  },
};

/** A long value wraps; no arguments reads as such. */
export const LongAndEmpty: Story = {
  args: { toolName: 'search_the_entire_company_knowledge_base_for_documents', summary: 'No arguments', args: {} },
};
