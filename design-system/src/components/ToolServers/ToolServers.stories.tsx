import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddToolServerForm } from './AddToolServerForm';
import { ToolServerCard, type ToolServer } from './ToolServerCard';

const github: ToolServer = {
  id: 's1',
  name: 'GitHub',
  url: 'https://mcp.example.com/github',
  headerNames: ['Authorization'],
  lastError: null,
  tools: [
    { id: 't1', name: 'create_issue', description: 'Open an issue in a repository.', enabled: true, policy: 'ask' },
    { id: 't2', name: 'search_code', description: 'Search code across repositories.', enabled: true, policy: 'allow' },
    { id: 't3', name: 'delete_repository', description: 'Delete a repository.', enabled: false, policy: 'never' },
  ],
};

const meta = {
  title: 'Settings/ToolServers',
  component: ToolServerCard,
  args: { server: github, onToolChange: fn(), onRefresh: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ToolServerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A connected server: each tool has its switch and when it may run; the header shows only its name. */
export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sends Authorization (set)')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'create_issue' }));
    await expect(args.onToolChange).toHaveBeenCalledWith('t1', { enabled: false });
    // Duet's own menu, not the browser's select: the button names the tool and its choice.
    await userEvent.click(canvas.getByRole('button', { name: 'When search_code may run: Always allow' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Always allow' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Never' }));
    await expect(args.onToolChange).toHaveBeenCalledWith('t2', { policy: 'never' });
    // The choice is the caller's to keep: until it does, the button shows the policy it was given.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'When search_code may run: Always allow' })).toBeVisible(),
    );
  },
};

/** Its tools could not be listed: why, in plain words. */
export const Unreachable: Story = {
  args: {
    server: {
      ...github,
      headerNames: [],
      tools: [],
      lastError: 'The tool server refused Duet: check the headers (a token?) you gave it.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('refused Duet');
  },
};

export const Refreshing: Story = { args: { refreshing: true } };

/** A server that asks for OAuth: the person signs in there and comes back to Settings. */
export const NeedsSignIn: Story = {
  args: {
    server: {
      ...github,
      headerNames: [],
      tools: [],
      lastError: 'Sign in to GitHub to use its tools.',
      signInUrl: 'https://github.example.com/login/oauth/authorize?client_id=duet',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in to GitHub' })).toHaveAttribute(
      'href',
      'https://github.example.com/login/oauth/authorize?client_id=duet',
    );
  },
};

/**
 * A server the admin added for everyone: marked so, with no refresh or removal. The person sets
 * each tool for themselves; a tool the admin turned off cannot be turned on.
 */
export const ForEveryone: Story = {
  args: {
    server: {
      ...github,
      id: 's2',
      name: 'Team search',
      url: 'https://search.example.com',
      headerNames: [],
      forEveryone: true,
      tools: [
        { id: 't4', name: 'web_search', description: 'Search the web.', enabled: true, policy: 'ask' },
        {
          id: 't5',
          name: 'send_email',
          description: 'Send an e-mail.',
          enabled: false,
          policy: 'ask',
          offForEveryone: true,
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For everyone')).toBeVisible();
    await expect(canvas.getByText('Added by your admin')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Refresh tools' })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'send_email' })).toBeDisabled();
    await expect(canvas.getByText(/Your admin turned it off for everyone/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^When web_search may run: / }));
    await userEvent.click(await within(document.body).findByRole('menuitemradio', { name: 'Always allow' }));
    await expect(args.onToolChange).toHaveBeenCalledWith('t4', { policy: 'allow' });
  },
};

/** A server for everyone from the operator's configuration, run on Duet's machine: no address shown. */
export const FromConfiguration: Story = {
  args: {
    server: {
      ...github,
      id: 's3',
      name: 'Files',
      url: '',
      headerNames: [],
      forEveryone: true,
      fromConfiguration: true,
      transport: 'stdio',
      tools: [{ id: 't6', name: 'read_file', description: 'Read a shared file.', enabled: true, policy: 'ask' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Set up on this Duet by its operator')).toBeVisible();
    await expect(canvas.getByText('Runs on this Duet’s server')).toBeVisible();
  },
};

/** Connecting one: a name, the address, and a header added on demand; its value is a password field. */
export const AddForm: StoryObj<typeof AddToolServerForm> = {
  render: (args) => <AddToolServerForm {...args} />,
  args: { onAdd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'GitHub');
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), 'https://mcp.example.com/github');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a header' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Header name' }), 'Authorization');
    await userEvent.type(canvas.getByLabelText('Value'), 'Bearer abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(args.onAdd).toHaveBeenCalledWith({
      name: 'GitHub',
      url: 'https://mcp.example.com/github',
      headers: [{ name: 'Authorization', value: 'Bearer abc' }],
    });
  },
};

/** A refused address, at its field. */
export const AddRefused: StoryObj<typeof AddToolServerForm> = {
  render: (args) => <AddToolServerForm {...args} />,
  args: { onAdd: fn(), errors: { url: 'Duet does not fetch addresses on private networks (10.0.0.7).' } },
};
