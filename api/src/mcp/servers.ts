/**
 * Settings › Tools: the MCP servers a person connects, theirs alone, and the servers for everyone
 * (the admin's and the operator's: shared-servers.ts, configured.ts), which they see and use but
 * cannot change. A server is a Streamable HTTP address and headers; the headers are sealed with the
 * server secret (connection.ts) and only their names ever leave. Adding or refreshing a server lists
 * its tools, each with the person's choices (tools.ts). Someone else's server is "not found",
 * whatever its id.
 */
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors/domain-errors.js';
import { McpUnauthorizedError } from './client.js';
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
import { startSignIn } from './oauth.js';
import { said } from '../words/said.js';
import { sharedToolView, toolView, type McpToolView } from './tools.js';

export type { McpDeps } from './connection.js';
export { endpointOf, netOf } from './connection.js';

export interface McpServerView {
  id: string;
  name: string;
  /** Its address; of a server for everyone only where it is (its origin), never its path or query. */
  url: string;
  /** http, or stdio: a command on Duet's machine (only from the operator's configuration). */
  transport: 'http' | 'stdio';
  /** The names of the headers it sends (never their values); none shown of a server for everyone. */
  headerNames: string[];
  /** Why the last listing failed, in plain words; null: it worked. */
  lastError: string | null;
  /** The server asks the person to sign in (OAuth): where; null otherwise. */
  signInUrl: string | null;
  /** The person signed in to it with OAuth. */
  signedIn: boolean;
  /** Added by the admin (or the operator) for everyone: the person only sets their tools' choices. */
  forEveryone: boolean;
  /** From the operator's configuration file (MCP_SERVERS_FILE). */
  fromConfiguration: boolean;
  checkedAt: Date | null;
  createdAt: Date;
  tools: McpToolView[];
}

const FOR_EVERYONE = said(
  /*i18n*/ {
    id: 'error.mcp.server-for-everyone',
    message: 'This server is for everyone: only the admin changes or removes it.',
  },
);

const withTools = { tools: { orderBy: { name: 'asc' as const } } };
type ServerRow = NonNullable<Awaited<ReturnType<typeof serverRow>>>;

function serverRow(db: Db, userId: string, id: string) {
  return db.mcpServer.findFirst({ where: { id, userId }, include: withTools });
}

/** One of the person's own servers; a server for everyone is refused in words, any other is not found. */
async function ownServer(db: Db, userId: string, id: string): Promise<ServerRow> {
  const row = plausibleId(id) ? await serverRow(db, userId, id) : null;
  if (row) return row;
  if (plausibleId(id) && (await db.mcpServer.count({ where: { id, userId: null } })) > 0)
    throw new ConflictError('id', FOR_EVERYONE);
  throw new NotFoundError(NO_SUCH_SERVER);
}

function serverView(row: ServerRow): McpServerView {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    transport: 'http',
    headerNames: namesOf(row.headerNames),
    lastError: row.lastError,
    signInUrl: row.signInUrl,
    signedIn: row.authCipher !== null && row.authState === null,
    forEveryone: false,
    fromConfiguration: false,
    checkedAt: row.checkedAt,
    createdAt: row.createdAt,
    tools: row.tools.map(toolView),
  };
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** The servers for everyone, as one person sees them: with their own choices of each tool. */
async function sharedViews(db: Db, userId: string, id?: string): Promise<McpServerView[]> {
  const rows = await db.mcpServer.findMany({
    where: { userId: null, ...(id ? { id } : {}) },
    orderBy: { createdAt: 'asc' },
    include: { tools: { orderBy: { name: 'asc' }, include: { choices: { where: { userId } } } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.transport === 'stdio' ? '' : originOf(row.url),
    transport: row.transport === 'stdio' ? 'stdio' : 'http',
    headerNames: [],
    lastError: row.lastError,
    signInUrl: null,
    signedIn: false,
    forEveryone: true,
    fromConfiguration: row.configName !== null,
    checkedAt: row.checkedAt,
    createdAt: row.createdAt,
    tools: row.tools.map((t) => sharedToolView(t, t.choices[0] ?? null)),
  }));
}

/** The person's own servers (oldest first), then the servers for everyone. */
export async function listServers(deps: McpDeps, userId: string): Promise<McpServerView[]> {
  const rows = await deps.db.mcpServer.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    include: withTools,
  });
  return [...rows.map(serverView), ...(await sharedViews(deps.db, userId))];
}

/** One of the person's own servers, or a server for everyone as they see it; any other is not found. */
export async function getServer(deps: McpDeps, userId: string, id: string): Promise<McpServerView> {
  const own = plausibleId(id) ? await serverRow(deps.db, userId, id) : null;
  if (own) return serverView(own);
  const [shared] = plausibleId(id) ? await sharedViews(deps.db, userId, id) : [];
  if (!shared) throw new NotFoundError(NO_SUCH_SERVER);
  return shared;
}

/** Connects a server and lists its tools at once (a server that cannot be reached is kept, with why). */
export async function addServer(deps: McpDeps, userId: string, input: ServerInput): Promise<McpServerView> {
  const address = await checkedUrl(deps, input.url);
  const count = await deps.db.mcpServer.count({ where: { userId } });
  if (count >= deps.serversPerUser) {
    throw new ConflictError(
      'url',
      said(
        /*i18n*/ {
          id: 'error.mcp.too-many-servers',
          message: 'You can connect at most {max} tool servers. Remove one to add another.',
        },
        { max: deps.serversPerUser },
      ),
    );
  }
  const row = await deps.db.mcpServer.create({
    data: { userId, name: input.name, url: address, ...sealedHeaders(deps.box, input.headers ?? []) },
  });
  return refreshServer(deps, userId, row.id);
}

export async function updateServer(
  deps: McpDeps,
  userId: string,
  id: string,
  input: ServerChange,
): Promise<McpServerView> {
  const row = await ownServer(deps.db, userId, id);
  const address = input.url ? await checkedUrl(deps, input.url) : null;
  await deps.db.mcpServer.update({
    where: { id: row.id },
    data: {
      ...(input.name ? { name: input.name } : {}),
      ...(address ? { url: address } : {}),
      ...(input.headers ? sealedHeaders(deps.box, input.headers) : {}),
    },
  });
  // Another address or other headers may offer other tools.
  if (address || input.headers) return refreshServer(deps, userId, row.id);
  return getServer(deps, userId, row.id);
}

export async function removeServer(deps: McpDeps, userId: string, id: string): Promise<{ id: string }> {
  const row = await ownServer(deps.db, userId, id);
  await deps.db.mcpServer.deleteMany({ where: { id: row.id, userId } });
  return { id: row.id };
}

/** Lists the server's tools again (listInto, connection.ts): the person's choices stay. */
export async function refreshServer(deps: McpDeps, userId: string, id: string): Promise<McpServerView> {
  const row = await ownServer(deps.db, userId, id);
  const failed = await listInto(deps, row);
  // A server that speaks the MCP authorization flow: the person signs in, and comes back (oauth.ts).
  if (failed instanceof McpUnauthorizedError && (await startSignIn(deps, row))) {
    await deps.db.mcpServer.update({
      where: { id: row.id },
      data: {
        lastError: said(
          /*i18n*/ { id: 'error.mcp.sign-in-to-use', message: 'Sign in to {name} to use its tools.' },
          { name: row.name },
        ),
      },
    });
  }
  return getServer(deps, userId, row.id);
}
