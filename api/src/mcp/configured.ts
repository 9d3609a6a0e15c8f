/**
 * MCP servers for everyone from the operator's configuration: the JSON file MCP_SERVERS_FILE names
 * (docs/deployment.md). An entry is a name and either a Streamable HTTP `url` with `headers`, or a
 * `command` with `args` and `env` that Duet starts on its own machine over stdio (client.ts). Only
 * this file can name a command: no person and no GraphQL or REST call can. What it says stays in
 * memory (its headers and env never reach the database or a client); at start each entry becomes a
 * server for everyone (found again by its name, so people's choices stay), the ones gone from the
 * file are removed, and their tools are listed. A broken entry is left out, named in a warning and
 * shown to the admin; the rest still load.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { Logger } from '../logging/logger.js';
import type { ConfigurationError, ConfiguredEntry, ConfiguredServers } from './configured-servers.js';
import { headersRule, listInto, nameRule, urlRule, type McpDeps } from './connection.js';

export const NO_CONFIGURED_SERVERS: ConfiguredServers = { file: null, entries: [], errors: [] };

const envName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const entryRule = z
  .object(
    {
      name: nameRule,
      url: urlRule.optional(),
      headers: z.record(z.string(), z.string(), { error: 'headers must be an object of name: value' }).optional(),
      command: z.string({ error: 'command must be text' }).trim().min(1, 'command is empty').max(1000).optional(),
      args: z.array(z.string({ error: 'args must be text' }), { error: 'args must be a list of text' }).optional(),
      env: z
        .record(z.string(), z.string({ error: 'an env value must be text' }), {
          error: 'env must be an object of NAME: value',
        })
        .refine((env) => Object.keys(env).every((k) => envName.test(k)), 'An env name is letters, digits and _')
        .optional(),
    },
    { error: 'An entry must be an object' },
  )
  .strict()
  .refine((e) => (e.url === undefined) !== (e.command === undefined), 'Give either url (HTTP) or command (stdio)')
  .refine(
    (e) => e.command !== undefined || (e.args === undefined && e.env === undefined),
    'args and env go with command',
  )
  .refine((e) => e.url !== undefined || e.headers === undefined, 'headers go with url');

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const at = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${at}${issue.message}`;
}

/** An entry as the file's rules read it, as the servers' code takes it (or what is wrong with it). */
function entryOf(e: z.output<typeof entryRule>): ConfiguredEntry | string {
  if (e.command !== undefined)
    return { name: e.name, endpoint: { command: e.command, args: e.args ?? [], env: e.env ?? {} } };
  const headers = headersRule.safeParse(Object.entries(e.headers ?? {}).map(([name, value]) => ({ name, value })));
  if (!headers.success) return `headers: ${headers.error.issues[0]!.message}`;
  return {
    name: e.name,
    endpoint: { url: e.url!, headers: Object.fromEntries(headers.data.map((h) => [h.name, h.value])) },
  };
}

/** Reads the file: its good entries and what is wrong with the others (each also a warning in the log). */
export function readConfiguredServers(file: string | null, logger: Pick<Logger, 'warn'>): ConfiguredServers {
  if (!file) return NO_CONFIGURED_SERVERS;
  const errors: ConfigurationError[] = [];
  const warn = (entry: string, message: string) => {
    errors.push({ entry, message });
    logger.warn({ file, entry }, `MCP_SERVERS_FILE: ${entry}: ${message} (left out)`);
  };
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? `it is not JSON (${error.message})` : 'it cannot be read';
    warn('the file', `${file}: ${why}`);
    return { file, entries: [], errors };
  }
  const list = Array.isArray(data) ? data : (data as { servers?: unknown } | null)?.servers;
  if (!Array.isArray(list)) {
    warn('the file', 'Expected {"servers": [...]} or a list of servers');
    return { file, entries: [], errors };
  }
  const entries: ConfiguredEntry[] = [];
  list.forEach((item, i) => {
    const label =
      typeof item?.name === 'string' && item.name.trim() ? `servers[${i}] (${item.name.trim()})` : `servers[${i}]`;
    const parsed = entryRule.safeParse(item);
    const entry = parsed.success ? entryOf(parsed.data) : firstProblem(parsed.error);
    if (typeof entry === 'string') return warn(label, entry);
    if (entries.some((e) => e.name === entry.name)) return warn(label, `Another entry is named ${entry.name}`);
    entries.push(entry);
  });
  return { file, entries, errors };
}

/**
 * Makes the database match the file: a server for everyone per entry (found by its name), the ones
 * gone from the file removed with their tools and people's choices, then each listed.
 */
export async function syncConfiguredServers(deps: McpDeps): Promise<void> {
  const { db, configured } = deps;
  const names = configured.entries.map((e) => e.name);
  await db.mcpServer.deleteMany({ where: { configName: { not: null, notIn: names } } });
  for (const entry of configured.entries) {
    const stdio = 'command' in entry.endpoint;
    const shape = {
      name: entry.name,
      transport: stdio ? 'stdio' : 'http',
      url: 'url' in entry.endpoint ? entry.endpoint.url : '',
      headerNames: Object.keys(
        stdio ? (entry.endpoint as { env: object }).env : (entry.endpoint as { headers: object }).headers,
      ),
      headersCipher: null,
    };
    const row = await db.mcpServer.upsert({
      where: { configName: entry.name },
      create: { configName: entry.name, userId: null, ...shape },
      update: shape,
      include: { tools: true },
    });
    await listInto(deps, row);
  }
}
