/**
 * The one way Duet fetches a URL on a person's behalf (a link added to the knowledge library, a web
 * page the brain reads). Each hop (pinned-hop.ts) is parsed with WHATWG URL, its host resolved once and checked
 * (api/src/net/address-policy.ts), and the connection made to that very address: node:http's
 * `lookup` hook hands the socket the checked answer instead of asking DNS again, so a name cannot
 * resolve to a public address for the check and to 127.0.0.1 for the connection. Redirects are
 * followed by hand and checked the same way; bytes, time and redirects are capped; only HTML, text
 * and PDF are read. docs/decisions/safe-fetch.md has the reasons.
 */
import { STATUS_CODES } from 'node:http';
import { parseAllowedHosts } from './address-policy.js';
import { checkHop, networkError, type PinnedRequest, type Resolver, sendPinned, systemResolver } from './pinned-hop.js';
import { ACCEPT, decodeText, type DocumentType, documentType, type FetchKind, readCapped } from './read-body.js';
import { SafeFetchError, withDuration } from './safe-fetch-error.js';
import { said } from '../words/said.js';

export { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error.js';
export type { FetchKind } from './read-body.js';

export interface SafeFetchOptions {
  /** Hosts the operator allows though they are not public (FETCH_ALLOW_HOSTS: "host" or "host:port"). */
  allowHosts?: readonly string[];
  /** Most bytes of body to read (after decompression). Default 10 MB. */
  maxBytes?: number;
  /** Most time for the whole fetch, redirects included. Default 15 s. */
  timeoutMs?: number;
  /** Most redirects to follow. Default 5. */
  maxRedirects?: number;
  /** Ends the fetch early (a stopped answer, a closed request). */
  signal?: AbortSignal;
  resolve?: Resolver;
}

export interface SafeFetchResult {
  /** The address the document came from, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters: "text/html", "text/plain", "application/pdf"… */
  contentType: string;
  kind: FetchKind;
  charset: string | null;
  bytes: Buffer;
  /** The body decoded (HTML and text); null for PDF. */
  text: string | null;
  /** Each address a redirect led to, in order (the last is `url`). */
  redirects: string[];
}

export const SAFE_FETCH_DEFAULTS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Duet (reads a page for a person who asked)';

const PAGE_REQUEST: PinnedRequest = {
  method: 'GET',
  headers: { 'user-agent': USER_AGENT, accept: ACCEPT, 'accept-encoding': 'gzip, deflate, br' },
};

/** Fetches `input` safely (see the file's header); throws SafeFetchError for every refusal and failure. */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const resolve = options.resolve ?? systemResolver;
  const allowed = parseAllowedHosts(options.allowHosts);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const redirects: string[] = [];
  let current: string | URL = input;
  let host = '';
  try {
    for (;;) {
      const target = await checkHop(current, allowed, resolve, signal);
      host = target.host;
      const res = await sendPinned(target, PAGE_REQUEST, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        const location = res.headers.location;
        res.destroy();
        if (!location) {
          throw new SafeFetchError(
            'bad_redirect',
            said(
              /*i18n*/ { id: 'error.net.redirect-nowhere', message: 'The page redirected without saying where to.' },
            ),
          );
        }
        if (redirects.length >= maxRedirects) {
          throw new SafeFetchError(
            'too_many_redirects',
            said(
              /*i18n*/ { id: 'error.net.too-many-redirects', message: 'The page redirected more than {max} times.' },
              { max: maxRedirects },
            ),
          );
        }
        let next: URL;
        try {
          next = new URL(location, target.url);
        } catch {
          throw new SafeFetchError(
            'bad_redirect',
            said(
              /*i18n*/ {
                id: 'error.net.redirect-invalid',
                message: 'The page redirected to an address that is not valid.',
              },
            ),
          );
        }
        redirects.push(next.href);
        current = next;
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        const words = STATUS_CODES[status];
        throw new SafeFetchError(
          'http_error',
          words
            ? said(
                /*i18n*/ { id: 'error.net.http-status-words', message: 'The page answered {status} {words}.' },
                { status, words },
              )
            : said(/*i18n*/ { id: 'error.net.http-status', message: 'The page answered {status}.' }, { status }),
          status,
        );
      }
      let type: DocumentType;
      try {
        type = documentType(res.headers['content-type']);
      } catch (error) {
        res.destroy();
        throw error;
      }
      const bytes = await readCapped(res, maxBytes);
      const text = type.kind === 'pdf' ? null : decodeText(bytes, type.charset);
      return { url: target.url.href, status, ...type, bytes, text, redirects };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (options.signal?.aborted) {
      throw new SafeFetchError(
        'aborted',
        said(/*i18n*/ { id: 'error.net.fetch-stopped', message: 'The fetch was stopped.' }),
      );
    }
    if (timeout.aborted) {
      throw new SafeFetchError(
        'timeout',
        withDuration(
          timeoutMs,
          (seconds) =>
            said(
              /*i18n*/ {
                id: 'error.net.page-too-slow-seconds',
                message: 'The page took longer than {seconds} seconds to arrive.',
              },
              { seconds },
            ),
          (duration) =>
            said(
              /*i18n*/ { id: 'error.net.page-too-slow', message: 'The page took longer than {duration} to arrive.' },
              { duration },
            ),
        ),
      );
    }
    throw networkError(error, host);
  }
}

/**
 * Checks an address as the fetch's first hop would (parsed, resolved once, every answer public or
 * the host allowed) without fetching it, so a person adding a link hears at once why it is refused.
 * The fetch checks again, hop by hop: this is for the message, not the guard. Gives back the URL
 * as it will be fetched.
 */
export async function checkAddress(
  input: string,
  options: Pick<SafeFetchOptions, 'allowHosts' | 'resolve' | 'timeoutMs'> = {},
): Promise<string> {
  const allowed = parseAllowedHosts(options.allowHosts);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const target = await checkHop(input, allowed, options.resolve ?? systemResolver, signal);
    return target.url.href;
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError(
      'timeout',
      withDuration(
        timeoutMs,
        (seconds) =>
          said(
            /*i18n*/ {
              id: 'error.net.lookup-too-slow-seconds',
              message: 'Looking up the address took longer than {seconds} seconds.',
            },
            { seconds },
          ),
        (duration) =>
          said(
            /*i18n*/ {
              id: 'error.net.lookup-too-slow',
              message: 'Looking up the address took longer than {duration}.',
            },
            { duration },
          ),
      ),
    );
  }
}
