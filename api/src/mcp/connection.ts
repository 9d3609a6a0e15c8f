/**
 * What every MCP server shares, whoever it is for (a person's: servers.ts; everyone's:
 * shared-servers.ts; the operator's: configured.ts): the rules for a name, an address and headers,
 * headers sealed with the server secret (only their names leave), the way to reach a server, and
 * writing down the tools a listing found.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { ValidationError } from '../errors/domain-errors.js';
import { checkAddress, SafeFetchError } from '../net/safe-fetch.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { said } from '../words/said.js';
import { listTools, McpCallError, type McpEndpoint, type McpNet } from './client.js';
import type { ConfiguredServers } from './configured-servers.js';
import { signedInOAuth } from './oauth.js';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from '../net/web-address.js';

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
  /** The servers the operator lists in MCP_SERVERS_FILE, and what was wrong with it (configured.ts). */
  configured: ConfiguredServers;
}

const MAX_HEADERS = 20;

export const NO_SUCH_SERVER = said(/*i18n*/ { id: 'error.mcp.no-such-server', message: 'No such tool server' });

const atMostCharacters = (max: number) =>
  said(/*i18n*/ { id: 'error.mcp.at-most-characters', message: 'At most {max} characters' }, { max });

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

export const urlRule = z
  .string({ error: 'url must be text' })
  .trim()
  .min(1, said(/*i18n*/ { id: 'error.mcp.url-required', message: 'Enter the server’s address' }))
  .max(500, atMostCharacters(500))
  .refine(isWebAddress, WEB_ADDRESS_MESSAGE);
export const nameRule = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, said(/*i18n*/ { id: 'error.mcp.name-required', message: 'Give the server a name' }))
  .max(80, atMostCharacters(80));
const header = z.object({
  name: z
    .string({ error: 'A header needs a name' })
    .trim()
    .regex(
      /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/,
      said(
        /*i18n*/ { id: 'error.mcp.header-name', message: 'A header name is letters, digits and dashes (at most 100)' },
      ),
    )
    .refine(
      (v) => !RESERVED_HEADERS.has(v.toLowerCase()),
      said(/*i18n*/ { id: 'error.mcp.header-reserved', message: 'Duet sets this header itself' }),
    ),
  value: z
    .string({ error: 'A header needs a value' })
    .max(
      4000,
      said(/*i18n*/ { id: 'error.mcp.header-value-too-long', message: 'A header value has at most 4,000 characters' }),
    )
    .refine(
      (v) => !/[\r\n\0]/.test(v),
      said(/*i18n*/ { id: 'error.mcp.header-value-one-line', message: 'A header value is one line' }),
    ),
});
export const headersRule = z
  .array(header, { error: 'headers must be a list of {name, value}' })
  .max(
    MAX_HEADERS,
    said(/*i18n*/ { id: 'error.mcp.too-many-headers', message: 'At most {max} headers' }, { max: MAX_HEADERS }),
  )
  .refine(
    (list) => new Set(list.map((h) => h.name.toLowerCase())).size === list.length,
    said(/*i18n*/ { id: 'error.mcp.header-twice', message: 'Each header once' }),
  );

/** A server to connect (a person's own, or the admin's for everyone). */
export const serverInput = z.object({ name: nameRule, url: urlRule, headers: headersRule.optional().nullable() });
export type ServerInput = z.output<typeof serverInput>;

/** A change to a server: what is left out (or null) stays. */
export const serverChange = z.object({
  name: nameRule.optional().nullable(),
  url: urlRule.optional().nullable(),
  /** undefined or null: keep them; a list: the new headers (an empty list removes them). */
  headers: headersRule.optional().nullable(),
});
export type ServerChange = z.output<typeof serverChange>;

/** An id as the database keeps them, or nothing that could find a row. */
export const plausibleId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64;

export const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : [];

/** An address Duet may reach (the safe fetcher's rules), or a clear refusal on `url`. */
export async function checkedUrl(deps: Pick<McpDeps, 'allowHosts'>, value: string): Promise<string> {
  try {
    return await checkAddress(value, { allowHosts: deps.allowHosts });
  } catch (error) {
    if (error instanceof SafeFetchError) throw ValidationError.of('url', error.message);
    throw error;
  }
}

export function sealedHeaders(box: SecretBox, list: { name: string; value: string }[]) {
  if (list.length === 0) return { headersCipher: null, headerNames: [] };
  const map = Object.fromEntries(list.map((h) => [h.name, h.value]));
  return { headersCipher: box.seal(JSON.stringify(map)), headerNames: list.map((h) => h.name) };
}

interface EndpointRow {
  id: string;
  url: string;
  headersCipher: string | null;
  authCipher: string | null;
  configName?: string | null;
}

/**
 * The way to reach a server: a server from configuration as its entry says (gone from the file:
 * it cannot be reached), any other by its address, its sealed headers (headers sealed under another
 * secret are lost) and its OAuth.
 */
export function endpointOf(deps: McpDeps, row: EndpointRow): McpEndpoint {
  if (row.configName) {
    const entry = deps.configured.entries.find((e) => e.name === row.configName);
    if (!entry) {
      throw new McpCallError(
        said(
          /*i18n*/ {
            id: 'error.mcp.gone-from-configuration',
            message: 'This tool server is no longer in Duet’s configuration.',
          },
        ),
      );
    }
    return entry.endpoint;
  }
  const opened = row.headersCipher ? deps.box.open(row.headersCipher) : null;
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

/**
 * Lists a server's tools and writes them down: new ones come in with the defaults (on, ask every
 * time), known ones keep everyone's choices, and ones the server no longer lists go. A listing that
 * fails is returned (the row keeps why) and nothing else changes.
 */
export async function listInto(
  deps: McpDeps,
  row: EndpointRow & { tools: { name: string; description: string; inputSchema: unknown }[] },
): Promise<McpCallError | null> {
  let listed;
  try {
    listed = await listTools(endpointOf(deps, row), netOf(deps));
  } catch (error) {
    if (!(error instanceof McpCallError)) throw error;
    await deps.db.mcpServer.update({
      where: { id: row.id },
      data: { lastError: error.message, checkedAt: new Date() },
    });
    return error;
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
  return null;
}
