/**
 * Talking to one MCP server with the official SDK's client (@modelcontextprotocol/sdk): list its
 * tools, call one. Over Streamable HTTP every request goes through the SSRF-safe fetch
 * (api/src/net/safe-request.ts); over stdio (only a server the operator configured: configured.ts)
 * the command is started with the environment its entry gives and PATH, nothing of Duet's. A client
 * (and a stdio process) is made per use and closed after it, so nothing stays open between calls.
 * Failures come back as McpCallError, in plain words.
 */
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { DEFAULT_INHERITED_ENV_VARS, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SafeFetchError } from '../net/safe-fetch.js';
import { safeRequest } from '../net/safe-request.js';
import { said } from '../words/said.js';

export interface HttpEndpoint {
  url: string;
  headers: Record<string, string>;
  /** The server's OAuth, once the person signed in to it (oauth.ts). */
  oauth?: OAuthClientProvider;
}

/** A command on Duet's machine, from the operator's configuration only (configured.ts). */
export interface StdioEndpoint {
  command: string;
  args: readonly string[];
  /** Its whole environment, with PATH: nothing else of Duet's is passed on. */
  env: Record<string, string>;
}

export type McpEndpoint = HttpEndpoint | StdioEndpoint;

export interface McpNet {
  allowHosts: readonly string[];
  /** Most time a call (or a listing) may take. */
  timeoutMs: number;
}

export interface ListedTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** Most bytes of one answer from a server: a larger one is not read (results are cut further: agent-access.ts). */
const MCP_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/** Most tools Duet keeps of one server. */
const MCP_MAX_TOOLS = 200;

export class McpCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'McpCallError';
  }
}

/** The server refused Duet (401): its headers are wrong, or the person must sign in (again). */
export class McpUnauthorizedError extends McpCallError {
  constructor() {
    super(
      said(
        /*i18n*/ {
          id: 'error.mcp.server-refused',
          message: 'The tool server refused Duet: check the headers (a token?) you gave it, or sign in to it again.',
        },
      ),
    );
    this.name = 'McpUnauthorizedError';
  }
}

function plainWords(error: unknown, where: string): McpCallError {
  if (error instanceof McpCallError) return error;
  if (error instanceof UnauthorizedError || (error instanceof StreamableHTTPError && error.code === 401))
    return new McpUnauthorizedError();
  if (error instanceof SafeFetchError) return new McpCallError(error.message);
  const message = error instanceof Error ? error.message : String(error);
  if (/timed out|timeout/i.test(message)) {
    return new McpCallError(
      said(/*i18n*/ { id: 'error.mcp.server-too-slow', message: 'The tool server did not answer in time.' }),
    );
  }
  if (/\b401\b|unauthori[sz]ed/i.test(message)) return new McpUnauthorizedError();
  if ((error as { code?: unknown } | null)?.code === 'ENOENT')
    return new McpCallError(
      said(
        /*i18n*/ {
          id: 'error.mcp.command-not-found',
          message: "The tool server's command {command} could not be started: it was not found.",
        },
        { command: where },
      ),
    );
  const host = (() => {
    try {
      return new URL(where).host;
    } catch {
      return where;
    }
  })();
  return new McpCallError(
    said(
      /*i18n*/ { id: 'error.mcp.server-failed', message: 'The tool server at {host} failed: {message}' },
      { host, message: message.slice(0, 300) },
    ),
  );
}

/**
 * The environment a stdio server gets: its entry's and PATH. The SDK adds a few of Duet's own
 * (HOME, USER…) to any it is given; they are named here as unset, and Node passes on no unset one.
 */
function stdioEnv(env: Record<string, string>): Record<string, string> {
  const unset = Object.fromEntries(DEFAULT_INHERITED_ENV_VARS.map((key) => [key, undefined]));
  return { ...unset, ...(process.env.PATH ? { PATH: process.env.PATH } : {}), ...env } as Record<string, string>;
}

function transportOf(endpoint: McpEndpoint, net: McpNet) {
  if ('command' in endpoint) {
    return new StdioClientTransport({
      command: endpoint.command,
      args: [...endpoint.args],
      env: stdioEnv(endpoint.env),
      stderr: 'ignore',
      maxBufferSize: MCP_MAX_RESPONSE_BYTES,
    });
  }
  return new StreamableHTTPClientTransport(new URL(endpoint.url), {
    fetch: safeRequest({ allowHosts: net.allowHosts, maxBytes: MCP_MAX_RESPONSE_BYTES, timeoutMs: net.timeoutMs }),
    requestInit: { headers: endpoint.headers, redirect: 'manual' },
    ...(endpoint.oauth ? { authProvider: endpoint.oauth } : {}),
  });
}

async function withClient<T>(
  endpoint: McpEndpoint,
  net: McpNet,
  signal: AbortSignal | undefined,
  work: (client: Client, options: { signal?: AbortSignal; timeout: number }) => Promise<T>,
): Promise<T> {
  const transport = transportOf(endpoint, net);
  const client = new Client({ name: 'duet', version: '0.1.0' });
  const options = { ...(signal ? { signal } : {}), timeout: net.timeoutMs };
  try {
    await client.connect(transport, options);
    return await work(client, options);
  } catch (error) {
    if (signal?.aborted) {
      throw new McpCallError(said(/*i18n*/ { id: 'error.mcp.call-stopped', message: 'The tool call was stopped.' }));
    }
    throw plainWords(error, 'command' in endpoint ? endpoint.command : endpoint.url);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** The server's tools (name, description, input schema), at most MCP_MAX_TOOLS. */
export async function listTools(endpoint: McpEndpoint, net: McpNet, signal?: AbortSignal): Promise<ListedTool[]> {
  return withClient(endpoint, net, signal, async (client, options) => {
    const tools: ListedTool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : {}, options);
      for (const tool of page.tools) {
        tools.push({
          name: tool.name,
          description: tool.description ?? tool.title ?? '',
          inputSchema: tool.inputSchema as Record<string, unknown>,
        });
      }
      cursor = page.nextCursor;
    } while (cursor && tools.length < MCP_MAX_TOOLS);
    return tools.slice(0, MCP_MAX_TOOLS);
  });
}

export interface ToolAnswer {
  /** The answer's text parts joined (other parts named, not read). */
  text: string;
  /** The server said the tool failed. */
  isError: boolean;
}

/** Calls one tool with these arguments. */
export async function callTool(
  endpoint: McpEndpoint,
  net: McpNet,
  name: string,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ToolAnswer> {
  return withClient(endpoint, net, signal, async (client, options) => {
    const result = await client.callTool({ name, arguments: args }, undefined, options);
    const content = Array.isArray(result.content) ? (result.content as Array<Record<string, unknown>>) : [];
    const parts = content.map((part) =>
      part.type === 'text' && typeof part.text === 'string' ? part.text : `[${String(part.type)} content]`,
    );
    if (parts.length === 0 && result.structuredContent !== undefined)
      parts.push(JSON.stringify(result.structuredContent));
    return { text: parts.join('\n'), isError: result.isError === true };
  });
}
