/**
 * One hop of a fetch Duet makes on a person's behalf (safe-fetch.ts, safe-request.ts): the URL
 * parsed with WHATWG URL, its host resolved once and every answer checked (address-policy.ts), and
 * the request sent to that very address, the socket's `lookup` pinned to it, so that a name cannot
 * resolve to a public address for the check and to 127.0.0.1 for the connection.
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
  sameAddress,
} from './address-policy.js';
import { SafeFetchError } from './safe-fetch-error.js';
import { said } from '../words/said.js';

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

/** Ports of the public web; others only on hosts the operator allowed. */
const WEB_PORTS = new Set([80, 443]);

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
