/**
 * Settings › Tools: the MCP servers a person connects, theirs alone. A server is a Streamable HTTP
 * address and headers; the headers are sealed with the server secret (secrets/secret-box.ts) and
 * only their names ever leave. Adding or refreshing a server lists its tools (client.ts), each with
 * the person's choices (tools.ts). Someone else's server is "not found", whatever its id.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { checkAddress, SafeFetchError } from '../net/safe-fetch.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { listTools, McpCallError, McpUnauthorizedError, type McpEndpoint, type McpNet } from './client.js';
import { signedInOAuth, startSignIn } from './oauth.js';
import { toolView, type McpToolView } from './tools.js';

export interface McpDeps {
  db: Db;
  /** Seals and opens the servers' headers. */
  box: SecretBox;
  /** Hosts the operator allows though they are not public (FETCH_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Most time a call or a listing may take. */
  toolTimeoutMs: number;
  /** Most servers one person may connect. */
  serversPerUser: number;
  /** Where Duet is reached (PUBLIC_URL): an MCP sign-in comes back under it (oauth.ts). */
  publicUrl: string;
}

export interface McpServerView {
  id: string;
  name: string;
  url: string;
  /** The names of the headers it sends (never their values). */
  headerNames: string[];
  /** Why the last listing failed, in plain words; null: it worked. */
  lastError: string | null;
  /** The server asks the person to sign in (OAuth): where; null otherwise. */
  signInUrl: string | null;
  /** The person signed in to it with OAuth. */
  signedIn: boolean;
  checkedAt: Date | null;
  createdAt: Date;
  tools: McpToolView[];
}

const NO_SUCH_SERVER = 'No such tool server';
const MAX_HEADERS = 20;
/** Headers the transport sets itself: a person's value would break or confuse the exchange. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'connection',
  'transfer-encoding',
  'accept',
  'mcp-session-id',
  'mcp-protocol-version',
]);

const url = z
  .string({ error: 'url must be text' })
  .trim()
  .min(1, 'Enter the server’s address')
  .max(500, 'At most 500 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'Enter the address as http:// or https://… (no user or password in it)');
const name = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'Give the server a name')
  .max(80, 'At most 80 characters');
const header = z.object({
  name: z
    .string({ error: 'A header needs a name' })
    .trim()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/, 'A header name is letters, digits and dashes (at most 100)')
    .refine((v) => !RESERVED_HEADERS.has(v.toLowerCase()), 'Duet sets this header itself'),
  value: z
    .string({ error: 'A header needs a value' })
    .max(4000, 'A header value has at most 4,000 characters')
    .refine((v) => !/[\r\n\0]/.test(v), 'A header value is one line'),
});
const headers = z
  .array(header, { error: 'headers must be a list of {name, value}' })
  .max(MAX_HEADERS, `At most ${MAX_HEADERS} headers`)
  .refine((list) => new Set(list.map((h) => h.name.toLowerCase())).size === list.length, 'Each header once');

const addInput = z.object({ name, url, headers: headers.optional().nullable() });
const updateInput = z.object({
  name: name.optional().nullable(),
  url: url.optional().nullable(),
  /** undefined or null: keep them; a list: the new headers (an empty list removes them). */
  headers: headers.optional().nullable(),
});

const withTools = { tools: { orderBy: { name: 'asc' as const } } };
type ServerRow = NonNullable<Awaited<ReturnType<typeof serverRow>>>;

function serverRow(db: Db, userId: string, id: string) {
  return db.mcpServer.findFirst({ where: { id, userId }, include: withTools });
}

async function ownServer(db: Db, userId: string, id: string): Promise<ServerRow> {
  const row = typeof id === 'string' && id.length <= 64 ? await serverRow(db, userId, id) : null;
  if (!row) throw new NotFoundError(NO_SUCH_SERVER);
  return row;
}

function serverView(row: ServerRow): McpServerView {
  const names = Array.isArray(row.headerNames) ? row.headerNames.filter((n) => typeof n === 'string') : [];
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    headerNames: names as string[],
    lastError: row.lastError,
    signInUrl: row.signInUrl,
    signedIn: row.authCipher !== null && row.authState === null,
    checkedAt: row.checkedAt,
    createdAt: row.createdAt,
    tools: row.tools.map(toolView),
  };
}

/** The address, headers and OAuth to reach a server with (headers sealed under another secret are lost). */
export function endpointOf(
  deps: McpDeps,
  row: { id: string; url: string; headersCipher: string | null; authCipher: string | null },
): McpEndpoint {
  const box = deps.box;
  const opened = row.headersCipher ? box.open(row.headersCipher) : null;
  let parsed: unknown = {};
  try {
    parsed = opened ? JSON.parse(opened) : {};
  } catch {
    parsed = {};
  }
  const oauth = signedInOAuth(deps, row);
  return {
    url: row.url,
    headers: parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {},
    ...(oauth ? { oauth } : {}),
  };
}

export const netOf = (deps: McpDeps): McpNet => ({ allowHosts: deps.allowHosts, timeoutMs: deps.toolTimeoutMs });

/** An address Duet may reach (the safe fetcher's rules), or a clear refusal on `url`. */
async function checkedUrl(deps: McpDeps, value: string): Promise<string> {
  try {
    return await checkAddress(value, { allowHosts: deps.allowHosts });
  } catch (error) {
    if (error instanceof SafeFetchError) throw ValidationError.of('url', error.message);
    throw error;
  }
}

function sealedHeaders(box: SecretBox, list: { name: string; value: string }[]) {
  if (list.length === 0) return { headersCipher: null, headerNames: [] };
  const map = Object.fromEntries(list.map((h) => [h.name, h.value]));
  return { headersCipher: box.seal(JSON.stringify(map)), headerNames: list.map((h) => h.name) };
}

export async function listServers(deps: McpDeps, userId: string): Promise<McpServerView[]> {
  const rows = await deps.db.mcpServer.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    include: withTools,
  });
  return rows.map(serverView);
}

export async function getServer(deps: McpDeps, userId: string, id: string): Promise<McpServerView> {
  return serverView(await ownServer(deps.db, userId, id));
}

/** Connects a server and lists its tools at once (a server that cannot be reached is kept, with why). */
export async function addServer(deps: McpDeps, userId: string, raw: unknown): Promise<McpServerView> {
  const input = parseInput(addInput, raw);
  const address = await checkedUrl(deps, input.url);
  const count = await deps.db.mcpServer.count({ where: { userId } });
  if (count >= deps.serversPerUser) {
    throw new ConflictError(
      'url',
      `You can connect at most ${deps.serversPerUser} tool servers. Remove one to add another.`,
    );
  }
  const row = await deps.db.mcpServer.create({
    data: { userId, name: input.name, url: address, ...sealedHeaders(deps.box, input.headers ?? []) },
  });
  return refreshServer(deps, userId, row.id);
}

export async function updateServer(deps: McpDeps, userId: string, id: string, raw: unknown): Promise<McpServerView> {
  const input = parseInput(updateInput, raw);
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

/**
 * Lists the server's tools again: new ones come in with the defaults (on, ask every time), known
 * ones keep the person's choices, and ones the server no longer lists go.
 */
export async function refreshServer(deps: McpDeps, userId: string, id: string): Promise<McpServerView> {
  const row = await ownServer(deps.db, userId, id);
  let listed;
  try {
    listed = await listTools(endpointOf(deps, row), netOf(deps));
  } catch (error) {
    if (!(error instanceof McpCallError)) throw error;
    // A server that speaks the MCP authorization flow: the person signs in, and comes back (oauth.ts).
    const signIn = error instanceof McpUnauthorizedError ? await startSignIn(deps, row) : null;
    const lastError = signIn ? `Sign in to ${row.name} to use its tools.` : error.message;
    await deps.db.mcpServer.update({ where: { id: row.id }, data: { lastError, checkedAt: new Date() } });
    return getServer(deps, userId, row.id);
  }
  const names = new Set(listed.map((t) => t.name));
  // Only new tools and ones whose description or schema changed are written: a refresh that finds
  // the same tools writes none of them, however many the server has.
  const known = new Map(row.tools.map((t) => [t.name, t]));
  const changed = listed.filter((t) => {
    const was = known.get(t.name);
    return (
      !was || was.description !== t.description || JSON.stringify(was.inputSchema) !== JSON.stringify(t.inputSchema)
    );
  });
  await deps.db.$transaction([
    deps.db.mcpTool.deleteMany({ where: { serverId: row.id, name: { notIn: [...names] } } }),
    ...changed.map((t) =>
      deps.db.mcpTool.upsert({
        where: { serverId_name: { serverId: row.id, name: t.name } },
        create: { serverId: row.id, name: t.name, description: t.description, inputSchema: t.inputSchema as object },
        update: { description: t.description, inputSchema: t.inputSchema as object },
      }),
    ),
    deps.db.mcpServer.update({
      where: { id: row.id },
      data: { lastError: null, checkedAt: new Date(), authState: null, signInUrl: null },
    }),
  ]);
  return getServer(deps, userId, row.id);
}
