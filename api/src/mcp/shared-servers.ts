/**
 * The admin's MCP servers for everyone (/admin): Streamable HTTP servers every signed-in person
 * sees in Settings › Tools and whose tools they may let their private brain use, each with their
 * own choices (tools.ts). Headers are sealed exactly like a person's (connection.ts) and only their
 * names come back. The operator's servers from configuration (configured.ts) are listed here too,
 * read-only: the admin refreshes them and may turn their tools off for everyone, but a command or
 * an address from the file is changed only in the file. Every change is in the audit log.
 */
import { z } from 'zod';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors/domain-errors.js';
import type { ConfigurationError } from './configured-servers.js';
import {
  type ServerInput,
  checkedUrl,
  listInto,
  namesOf,
  NO_SUCH_SERVER,
  plausibleId,
  sealedHeaders,
  type ServerChange,
  type McpDeps,
} from './connection.js';
import { NO_SUCH_TOOL, toolView, type McpToolView } from './tools.js';
import { said } from '../words/said.js';

export interface SharedServerView {
  id: string;
  name: string;
  /** Its whole address (the admin's own); empty for a stdio server. */
  url: string;
  transport: 'http' | 'stdio';
  /** A stdio server's command and arguments (from the file); null for HTTP. */
  command: string | null;
  /** The names of its headers (HTTP) or of its environment (stdio), never their values. */
  headerNames: string[];
  lastError: string | null;
  /** From the operator's configuration file: read-only here. */
  fromConfiguration: boolean;
  checkedAt: Date | null;
  createdAt: Date;
  /** Its tools; `enabled` is the admin's switch: off, nobody can use it. */
  tools: McpToolView[];
}

export interface SharedServers {
  servers: SharedServerView[];
  /** MCP_SERVERS_FILE's path (null: not set) and what is wrong with it. */
  configurationFile: string | null;
  configurationErrors: ConfigurationError[];
}

const FROM_CONFIGURATION = said(
  /*i18n*/ {
    id: 'error.mcp.from-configuration',
    message: 'This server comes from Duet’s configuration file: change it there.',
  },
);
/** Most servers for everyone the admin may add. */
export const MAX_SHARED_SERVERS = 50;

const withTools = { tools: { orderBy: { name: 'asc' as const } } };
type Row = NonNullable<Awaited<ReturnType<typeof sharedRow>>>;

function sharedRow(db: Db, id: string) {
  return db.mcpServer.findFirst({ where: { id, userId: null }, include: withTools });
}

/** A server for everyone; one from configuration only when `readOnlyOk`. */
async function findShared(db: Db, id: string, readOnlyOk = false): Promise<Row> {
  const row = plausibleId(id) ? await sharedRow(db, id) : null;
  if (!row) throw new NotFoundError(NO_SUCH_SERVER);
  if (row.configName !== null && !readOnlyOk) throw new ConflictError('id', FROM_CONFIGURATION);
  return row;
}

function view(deps: McpDeps, row: Row): SharedServerView {
  const entry = row.configName ? deps.configured.entries.find((e) => e.name === row.configName) : undefined;
  const command = entry && 'command' in entry.endpoint ? [entry.endpoint.command, ...entry.endpoint.args] : null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    transport: row.transport === 'stdio' ? 'stdio' : 'http',
    command: command ? command.join(' ') : null,
    headerNames: namesOf(row.headerNames),
    lastError: row.lastError,
    fromConfiguration: row.configName !== null,
    checkedAt: row.checkedAt,
    createdAt: row.createdAt,
    tools: row.tools.map(toolView),
  };
}

export async function listSharedServers(deps: McpDeps): Promise<SharedServers> {
  const rows = await deps.db.mcpServer.findMany({
    where: { userId: null },
    orderBy: { createdAt: 'asc' },
    include: withTools,
  });
  return {
    servers: rows.map((row) => view(deps, row)),
    configurationFile: deps.configured.file,
    configurationErrors: deps.configured.errors,
  };
}

export async function getSharedServer(deps: McpDeps, id: string): Promise<SharedServerView> {
  return view(deps, await findShared(deps.db, id, true));
}

/** Adds a server for everyone and lists its tools: each on, and asking every person every time. */
export async function addSharedServer(deps: McpDeps, actor: AdminActor, input: ServerInput): Promise<SharedServerView> {
  const address = await checkedUrl(deps, input.url);
  const count = await deps.db.mcpServer.count({ where: { userId: null, configName: null } });
  if (count >= MAX_SHARED_SERVERS)
    throw new ConflictError(
      'url',
      said(
        /*i18n*/ {
          id: 'error.mcp.too-many-shared-servers',
          message: 'At most {max} servers for everyone. Remove one to add another.',
        },
        { max: MAX_SHARED_SERVERS },
      ),
    );
  const row = await deps.db.$transaction(async (tx) => {
    const made = await tx.mcpServer.create({
      data: { userId: null, name: input.name, url: address, ...sealedHeaders(deps.box, input.headers ?? []) },
    });
    await recordAudit(tx as Db, actor, 'tool_server.added', { id: made.id, label: made.name, detail: address });
    return made;
  });
  return refreshSharedServer(deps, row.id);
}

export async function updateSharedServer(
  deps: McpDeps,
  actor: AdminActor,
  id: string,
  input: ServerChange,
): Promise<SharedServerView> {
  const row = await findShared(deps.db, id);
  const address = input.url ? await checkedUrl(deps, input.url) : null;
  const changed = [input.name && 'name', address && 'address', input.headers && 'headers'].filter(Boolean).join(', ');
  await deps.db.$transaction(async (tx) => {
    await tx.mcpServer.update({
      where: { id: row.id },
      data: {
        ...(input.name ? { name: input.name } : {}),
        ...(address ? { url: address } : {}),
        ...(input.headers ? sealedHeaders(deps.box, input.headers) : {}),
      },
    });
    await recordAudit(tx as Db, actor, 'tool_server.changed', { id: row.id, label: row.name, detail: changed || null });
  });
  // Another address or other headers may offer other tools.
  if (address || input.headers) return refreshSharedServer(deps, row.id);
  return getSharedServer(deps, row.id);
}

export async function removeSharedServer(deps: McpDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  const row = await findShared(deps.db, id);
  await deps.db.$transaction(async (tx) => {
    await tx.mcpServer.deleteMany({ where: { id: row.id, userId: null, configName: null } });
    await recordAudit(tx as Db, actor, 'tool_server.removed', { id: row.id, label: row.name });
  });
  return { id: row.id };
}

/** Lists its tools again: new ones come in on, everyone's choices of known ones stay. */
export async function refreshSharedServer(deps: McpDeps, id: string): Promise<SharedServerView> {
  const row = await findShared(deps.db, id, true);
  await listInto(deps, row);
  return getSharedServer(deps, row.id);
}

/** On or off for everyone. */
export const sharedToolInput = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export type SharedToolInput = z.output<typeof sharedToolInput>;

/** Turns a tool of a server for everyone on or off for everyone (off: nobody can turn it on). */
export async function setSharedTool(
  deps: McpDeps,
  actor: AdminActor,
  toolId: string,
  input: SharedToolInput,
): Promise<McpToolView> {
  const row = plausibleId(toolId)
    ? await deps.db.mcpTool.findFirst({ where: { id: toolId, server: { userId: null } }, include: { server: true } })
    : null;
  if (!row) throw new NotFoundError(NO_SUCH_TOOL);
  const updated = await deps.db.$transaction(async (tx) => {
    const tool = await tx.mcpTool.update({ where: { id: row.id }, data: { enabled: input.enabled } });
    await recordAudit(tx as Db, actor, 'tool_server.tool_switched', {
      id: row.id,
      label: `${row.name} (${row.server.name})`,
      detail: input.enabled ? 'on for everyone' : 'off for everyone',
    });
    return tool;
  });
  return toolView(updated);
}
