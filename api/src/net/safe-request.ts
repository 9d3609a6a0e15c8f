/**
 * A `fetch` for clients that speak HTTP to a server a person named (an MCP server's Streamable HTTP
 * endpoint, api/src/mcp/client.ts), with the guards of the one safe fetcher (safe-fetch.ts): each
 * request's host is parsed, resolved once and checked, and the socket is pinned to that address.
 * Unlike safeFetch it sends any method, headers and a text body, and gives back a streaming Response
 * (an MCP server may answer with server-sent events). Redirects are not followed (a 3xx is handed
 * back as it is); the answer's bytes are capped, and the time until its head arrives.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { parseAllowedHosts } from './address-policy.js';
import { checkHop, networkError, type Resolver, sendPinned, systemResolver } from './pinned-hop.js';
import { SafeFetchError, withDuration } from './safe-fetch-error.js';
import { said } from '../words/said.js';

export interface SafeRequestOptions {
  /** Hosts the operator allows though they are not public (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  /** Most bytes of one answer's body. */
  maxBytes: number;
  /** Most time until an answer's head arrives. */
  timeoutMs: number;
  resolve?: Resolver;
}

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function bodyOf(body: RequestInit['body']): string | Buffer | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  // OAuth's token requests send a form.
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new SafeFetchError('invalid_url', 'Duet sends text bodies only.');
}

/** The body, ended with an error once more than `maxBytes` came. */
function capped(res: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let seen = 0;
  res.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) {
      const mb = Math.round(maxBytes / 1024 / 1024);
      res.destroy(
        new SafeFetchError(
          'too_large',
          said(
            /*i18n*/ {
              id: 'error.net.answer-too-large',
              message: 'The answer was larger than {mb} MB: it was not read.',
            },
            { mb },
          ),
        ),
      );
    }
  });
  return Readable.toWeb(res) as ReadableStream<Uint8Array>;
}

/** A fetch that goes only where the safe fetcher would (see the file's header). */
export function safeRequest(options: SafeRequestOptions): FetchLike {
  const allowed = parseAllowedHosts(options.allowHosts);
  const resolve = options.resolve ?? systemResolver;
  return async (input, init) => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const caller = init?.signal ?? undefined;
    // The caller's signal ends the whole exchange; the timeout only the wait for the answer's head.
    const head = caller ? AbortSignal.any([caller, timeout]) : timeout;
    const whole = new AbortController();
    const onAbort = () => whole.abort(caller?.reason);
    caller?.addEventListener('abort', onAbort, { once: true });
    const stopWaiting = () => whole.abort(new Error('timeout'));
    timeout.addEventListener('abort', stopWaiting, { once: true });
    let host = '';
    try {
      const target = await checkHop(String(input), allowed, resolve, head);
      host = target.host;
      const res = await sendPinned(
        target,
        { method: init?.method ?? 'GET', headers: headersOf(init), body: bodyOf(init?.body) },
        whole.signal,
      );
      timeout.removeEventListener('abort', stopWaiting);
      const headers = new Headers();
      for (const [key, value] of Object.entries(res.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(key, v);
        else if (value !== undefined) headers.set(key, value);
      }
      const status = res.statusCode ?? 0;
      const empty = status === 204 || status === 304 || init?.method === 'HEAD';
      if (empty) res.resume();
      return new Response(empty ? null : capped(res, options.maxBytes), {
        status,
        statusText: res.statusMessage ?? '',
        headers,
      });
    } catch (error) {
      caller?.removeEventListener('abort', onAbort);
      if (error instanceof SafeFetchError) throw error;
      if (caller?.aborted) throw error;
      if (timeout.aborted) {
        throw new SafeFetchError(
          'timeout',
          withDuration(
            options.timeoutMs,
            (seconds) =>
              said(
                /*i18n*/ {
                  id: 'error.net.server-too-slow-seconds',
                  message: 'The server took longer than {seconds} seconds to answer.',
                },
                { seconds },
              ),
            (duration) =>
              said(
                /*i18n*/ {
                  id: 'error.net.server-too-slow',
                  message: 'The server took longer than {duration} to answer.',
                },
                { duration },
              ),
          ),
        );
      }
      throw networkError(error, host);
    }
  };
}
