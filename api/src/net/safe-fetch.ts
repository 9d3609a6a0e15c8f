/**
 * The one way Duet fetches a URL on a person's behalf (a link added to the knowledge library, a web
 * page the brain reads). Each hop is parsed with WHATWG URL, its host resolved once and checked
 * (api/src/net/address-policy.ts), and the connection made to that very address: node:http's
 * `lookup` hook hands the socket the checked answer instead of asking DNS again, so a name cannot
 * resolve to a public address for the check and to 127.0.0.1 for the connection. Redirects are
 * followed by hand and checked the same way; bytes, time and redirects are capped; only HTML, text
 * and PDF are read. docs/decisions/safe-fetch.md has the reasons.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  type AllowedHost,
  bareHost,
  classifyAddress,
  isAllowedHost,
  isLocalName,
  parseAllowedHosts,
  sameAddress,
} from './address-policy.js';
import { ACCEPT, decodeText, type DocumentType, documentType, type FetchKind, readCapped } from './read-body.js';
import { SafeFetchError, withDuration } from './safe-fetch-error.js';
import { said } from '../words/said.js';

export { SafeFetchError, type SafeFetchErrorCode } from './safe-fetch-error.js';
export type { FetchKind } from './read-body.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into its addresses (the system's resolver unless a test gives its own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

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

/** Ports of the public web; others only on hosts the operator allowed. */
const WEB_PORTS = new Set([80, 443]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Duet (reads a page for a person who asked)';

/** One hop, checked: where to connect and under which name. */
export interface Target {
  url: URL;
  /** The host as written in the URL (after WHATWG parsing), without brackets or a trailing dot. */
  host: string;
  port: number;
  /** The one address checked and connected to. */
  address: ResolvedAddress;
}

function parseUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError(
      'invalid_url',
      said(
        /*i18n*/ { id: 'error.net.invalid-url', message: 'This is not a web address Duet can read: {address}' },
        { address: String(input).slice(0, 200) },
      ),
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const scheme = url.protocol.slice(0, -1);
    throw new SafeFetchError(
      'unsupported_scheme',
      said(
        /*i18n*/ {
          id: 'error.net.unsupported-scheme',
          message: 'Duet fetches http and https addresses, not {scheme}.',
        },
        { scheme },
      ),
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError(
      'credentials_in_url',
      said(
        /*i18n*/ {
          id: 'error.net.credentials-in-url',
          message: 'Duet does not fetch addresses with a user name or password in them.',
        },
      ),
    );
  }
  return url;
}

/** `address`: what the host resolved to, when it is not the host itself. */
const refused = (host: string, address?: string) =>
  new SafeFetchError(
    'blocked_address',
    address === undefined
      ? said(
          /*i18n*/ {
            id: 'error.net.private-host',
            message: 'Duet does not fetch addresses on private networks ({host}).',
          },
          { host },
        )
      : said(
          /*i18n*/ {
            id: 'error.net.private-address',
            message: 'Duet does not fetch addresses on private networks ({host} is {address}).',
          },
          { host, address },
        ),
  );

/** Races a promise with the signal: a resolver cannot be cancelled, but the fetch need not wait. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Parses and checks one hop, and resolves its host once: the answer is the address to connect to. */
export async function checkHop(
  input: string | URL,
  allowed: readonly AllowedHost[],
  resolve: Resolver,
  signal: AbortSignal,
): Promise<Target> {
  const url = parseUrl(input);
  const host = bareHost(url.hostname);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const operatorAllowed = isAllowedHost(allowed, host, port);
  if (!operatorAllowed && isLocalName(host)) throw refused(host);
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family !== 0) {
    addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await untilAborted(resolve(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      addresses = [];
    }
    if (addresses.length === 0) {
      throw new SafeFetchError(
        'host_not_found',
        said(/*i18n*/ { id: 'error.net.host-not-found', message: 'Duet could not find the host {host}.' }, { host }),
      );
    }
  }
  if (!operatorAllowed) {
    // Every answer must be public, not just the first: the connection could otherwise be steered to
    // another one by a retry, and a name that mixes public and private answers is not to be trusted.
    const blocked = addresses.find((a) => !classifyAddress(a.address).public);
    if (blocked) throw refused(host, blocked.address === host ? undefined : blocked.address);
    // The address first: "private network" is the reason that matters when both apply.
    if (!WEB_PORTS.has(port)) {
      throw new SafeFetchError(
        'port_not_allowed',
        said(
          /*i18n*/ {
            id: 'error.net.port-not-allowed',
            message: 'Duet fetches web addresses on the usual ports (80 and 443), not on port {port}.',
          },
          { port },
        ),
      );
    }
  }
  return { url, host, port, address: addresses[0]! };
}

/** The socket's `lookup`: the checked address, every time, whatever the name is asked for. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** What one request to a checked hop sends: safeFetch's GET, or safe-request.ts's call to a server. */
export interface PinnedRequest {
  method: string;
  /** Its headers, but Host: that is the URL's host. */
  headers: Record<string, string>;
  body?: string | Buffer | null;
}

/** Sends a request to the checked address of one hop and gives back the response's head. */
export function sendPinned(target: Target, request: PinnedRequest, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, host, port, address } = target;
  const https_ = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (https_ ? https : http).request(
      {
        protocol: url.protocol,
        host,
        port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: { ...request.headers, host: url.host },
        // A fresh connection per hop: no socket pooled under another hop's address.
        agent: false,
        lookup: pinnedLookup(address),
        ...(https_ && isIP(host) === 0 ? { servername: host } : {}),
        signal,
      },
      resolve,
    );
    req.on('error', reject);
    // The belt to the lookup's braces: a socket that reached another address is closed on connecting.
    req.on('socket', (socket) => {
      const verify = () => {
        const remote = socket.remoteAddress;
        if (remote !== undefined && !sameAddress(remote, address.address)) req.destroy(refused(host, remote));
      };
      if (socket.connecting) socket.once('connect', verify);
      else verify();
    });
    req.end(request.body ?? undefined);
  });
}

const PAGE_REQUEST: PinnedRequest = {
  method: 'GET',
  headers: { 'user-agent': USER_AGENT, accept: ACCEPT, 'accept-encoding': 'gzip, deflate, br' },
};

/** Why a connection failed, in words that go into "Duet could not reach {host}: {reason}." */
const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: said(/*i18n*/ { id: 'error.net.connection-refused', message: 'the connection was refused' }),
  ECONNRESET: said(/*i18n*/ { id: 'error.net.connection-cut', message: 'the connection was cut' }),
  EHOSTUNREACH: said(/*i18n*/ { id: 'error.net.host-unreachable', message: 'the host cannot be reached' }),
  ENETUNREACH: said(/*i18n*/ { id: 'error.net.network-unreachable', message: 'the network cannot be reached' }),
  ETIMEDOUT: said(/*i18n*/ { id: 'error.net.connection-timed-out', message: 'the connection timed out' }),
};
const BAD_CERTIFICATE = said(/*i18n*/ { id: 'error.net.bad-certificate', message: 'its certificate is not valid' });
const BAD_HTTP = said(/*i18n*/ { id: 'error.net.bad-http', message: 'its answer is not valid HTTP' });
const CONNECTION_FAILED = said(/*i18n*/ { id: 'error.net.connection-failed', message: 'the connection failed' });

export function networkError(error: unknown, host: string): SafeFetchError {
  const code = (error as { code?: unknown }).code;
  const name = typeof code === 'string' ? code : '';
  const reason =
    NETWORK_REASONS[name] ??
    (/CERT|TLS|SSL/.test(name) ? BAD_CERTIFICATE : name.startsWith('HPE_') ? BAD_HTTP : CONNECTION_FAILED);
  return new SafeFetchError(
    'network_error',
    said(/*i18n*/ { id: 'error.net.unreachable', message: 'Duet could not reach {host}: {reason}.' }, { host, reason }),
  );
}

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
        const words = http.STATUS_CODES[status];
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
