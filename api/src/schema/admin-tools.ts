/**
 * The admin's MCP servers for everyone over GraphQL (mcp/shared-servers.ts): add, change, refresh
 * and remove them, turn a tool off for everyone, and see the operator's servers from configuration
 * (read-only) with what is wrong with the file. For admins only (everyone else is told Not found,
 * like every field with `extensions.admin`: api/test/authorization.test.ts); changes are for a
 * browser session. Header values and a command's environment never come back, only their names.
 */
import type { AdminActor } from '../admin/audit.js';
import type { Context } from '../context/context.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import type { ConfigurationError } from '../mcp/configured-servers.js';
import { serverChange, serverInput } from '../mcp/connection.js';
import * as shared from '../mcp/shared-servers.js';
import { parseInput } from '../errors/parse-input.js';
import type { McpToolView } from '../mcp/tools.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { databaseId } from './ids.js';
import { headerInput, McpTransportEnum } from './tools.js';
import { sayIn } from '../words/say-in.js';

const READ = { admin: true } as const;
const CHANGE = { $all: { admin: true, manageAccount: true } } as const;
const ADMIN = { admin: true };

const SharedToolRef = builder.objectRef<McpToolView>('SharedMcpTool').implement({
  description: 'A tool of a server for everyone, as the admin sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    enabledForEveryone: t.boolean({
      description: 'Off: nobody can use it (each person otherwise chooses for themselves).',
      resolve: (tool) => tool.enabled,
    }),
  }),
});

const SharedServerRef = builder.objectRef<shared.SharedServerView>('SharedMcpServer').implement({
  description: 'An MCP server for everyone: added by the admin, or from Duet’s configuration file (read-only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    // Not `url` and `headerNames`: a person's McpServer of the same id shows less of them (a client
    // that keeps records by id must not mix the two).
    address: t.string({ description: 'Its whole address (empty for a command).', resolve: (s) => s.url }),
    transport: t.field({ type: McpTransportEnum, resolve: (s) => s.transport }),
    command: t.exposeString('command', { nullable: true, description: 'A stdio server’s command line.' }),
    secretNames: t.stringList({
      description: 'The names of its headers (or of a command’s environment); their values are never shown.',
      resolve: (s) => s.headerNames,
    }),
    lastError: t.string({
      nullable: true,
      resolve: (s, _args, ctx) => (s.lastError == null ? null : sayIn(ctx.locale, s.lastError)),
    }),
    fromConfiguration: t.exposeBoolean('fromConfiguration'),
    checkedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.checkedAt }),
    tools: t.field({ type: [SharedToolRef], resolve: (s) => s.tools }),
  }),
});

const ConfigurationErrorRef = builder.objectRef<ConfigurationError>('McpConfigurationError').implement({
  description: 'What is wrong with an entry of MCP_SERVERS_FILE (it is left out) or with the file.',
  fields: (t) => ({ entry: t.exposeString('entry'), message: t.exposeString('message') }),
});

const SharedServersRef = builder.objectRef<shared.SharedServers>('SharedMcpServers').implement({
  fields: (t) => ({
    servers: t.field({ type: [SharedServerRef], resolve: (s) => s.servers }),
    configurationFile: t.exposeString('configurationFile', {
      nullable: true,
      description: 'The file MCP_SERVERS_FILE names; null: none.',
    }),
    configurationErrors: t.field({ type: [ConfigurationErrorRef], resolve: (s) => s.configurationErrors }),
  }),
});

const deps = (ctx: Context) => ctx.services.mcp;
const actor = (ctx: Context): AdminActor => ({ user: ctx.viewer!, client: ctx.client });
const serverId = (id: string | number) => databaseId(String(id), 'SharedMcpServer');

builder.queryFields((t) => ({
  adminMcpServers: t.field({
    type: SharedServersRef,
    description: 'The MCP servers for everyone, oldest first, and what is wrong with the configuration file.',
    authScopes: READ,
    extensions: ADMIN,
    resolve: (_root, _args, ctx) => shared.listSharedServers(deps(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  adminAddMcpServer: t.field({
    type: SharedServerRef,
    description: 'Adds a Streamable HTTP server for everyone and lists its tools: each on, asking every person.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError], directResult: true },
    args: {
      name: t.arg.string({ required: true }),
      url: t.arg.string({ required: true }),
      headers: t.arg({ type: [headerInput] }),
    },
    resolve: (_root, args, ctx) => shared.addSharedServer(deps(ctx), actor(ctx), parseInput(serverInput, args)),
  }),
  adminUpdateMcpServer: t.field({
    type: SharedServerRef,
    description: 'Renames a server for everyone, or changes its address or headers (a list replaces them all).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      id: t.arg.id({ required: true }),
      name: t.arg.string(),
      url: t.arg.string(),
      headers: t.arg({ type: [headerInput] }),
    },
    resolve: (_root, { id, ...input }, ctx) =>
      shared.updateSharedServer(deps(ctx), actor(ctx), serverId(id), parseInput(serverChange, input)),
  }),
  adminRefreshMcpServer: t.field({
    type: SharedServerRef,
    description: 'Lists the tools of a server for everyone again (everyone’s choices stay).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => shared.refreshSharedServer(deps(ctx), serverId(id)),
  }),
  adminRemoveMcpServer: t.field({
    type: DeletedRef,
    description: 'Removes a server for everyone (one from the configuration file is removed there).',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => shared.removeSharedServer(deps(ctx), actor(ctx), serverId(id)),
  }),
  adminUpdateMcpTool: t.field({
    type: SharedToolRef,
    description: 'Turns a tool of a server for everyone on or off for everyone.',
    authScopes: CHANGE,
    extensions: ADMIN,
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), enabledForEveryone: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, enabledForEveryone }, ctx) =>
      shared.setSharedTool(
        deps(ctx),
        actor(ctx),
        databaseId(String(id), 'SharedMcpTool'),
        parseInput(shared.sharedToolInput, { enabled: enabledForEveryone }),
      ),
  }),
}));
