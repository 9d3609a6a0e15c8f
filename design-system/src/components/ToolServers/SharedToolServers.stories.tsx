import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharedToolServerCard, ToolConfigurationErrors, type SharedToolServer } from './SharedToolServerCard';

const search: SharedToolServer = {
  id: 's1',
  name: 'Team search',
  url: 'https://search.example.com/mcp',
  transport: 'http',
  secretNames: ['Authorization'],
  lastError: null,
  fromConfiguration: false,
  tools: [
    { id: 't1', name: 'web_search', description: 'Search the web.', enabledForEveryone: true },
    { id: 't2', name: 'send_email', description: 'Send an e-mail.', enabledForEveryone: false },
  ],
};

const meta = {
  title: 'Admin/SharedToolServers',
  component: SharedToolServerCard,
  args: { server: search, onToolChange: fn(), onRefresh: fn(), onRemove: fn(), onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof SharedToolServerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's server for everyone: its header by name only, and a switch per tool for everyone. */
export const AddedByTheAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sends Authorization (set)')).toBeVisible();
    await expect(canvas.getByText(/Off for everyone/)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'web_search' }));
    await expect(args.onToolChange).toHaveBeenCalledWith('t1', false);
  },
};

/** Changing it: the name and address to start from; headers added replace the ones it has. */
export const Changing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Team search');
    await expect(canvas.getByText(/add none to keep them/)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Search');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Search',
      url: 'https://search.example.com/mcp',
      headers: [],
    });
  },
};

/** From the configuration file: a command on Duet's machine, its environment by name, read-only. */
export const FromConfiguration: Story = {
  args: {
    server: {
      ...search,
      name: 'Files',
      url: '',
      transport: 'stdio',
      command: 'npx -y @example/files-mcp /srv/shared',
      secretNames: ['FILES_TOKEN'],
      fromConfiguration: true,
      tools: [{ id: 't3', name: 'read_file', description: 'Read a shared file.', enabledForEveryone: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From configuration (read-only)')).toBeVisible();
    await expect(canvas.getByText('Environment: FILES_TOKEN (set)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

/** Its tools could not be listed: why, in plain words. */
export const Unreachable: Story = {
  args: {
    server: {
      ...search,
      tools: [],
      lastError: 'The tool server refused Duet: check the headers (a token?) you gave it.',
    },
  },
};

/** Entries of the configuration file that were left out, and why. */
export const ConfigurationErrors: StoryObj<typeof ToolConfigurationErrors> = {
  // Only its own props (the card's handlers of the meta are not for it).
  render: ({ file, errors }) => <ToolConfigurationErrors file={file} errors={errors} />,
  args: {
    file: '/etc/duet/mcp-servers.json',
    errors: [
      { entry: 'servers[2] (Both)', message: 'Give either url (HTTP) or command (stdio)' },
      { entry: 'servers[3]', message: 'name: name must be text' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('servers[2] (Both)');
  },
};
