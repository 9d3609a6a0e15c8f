/**
 * The safe fetcher (api/src/net/safe-fetch.ts) against a real server on 127.0.0.1: every spelling of
 * a non-public address is refused though a page is served there, the operator's allowance lets a
 * named host through, redirects are checked hop by hop, and the connection goes to the address that
 * was checked. Names resolve from a table (api/test/support/page-servers.ts), never from DNS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../src/net/safe-fetch.js';
import { type PageServer, startPageServer, tableResolver } from './support/page-servers.js';

let server: PageServer;
let twin: PageServer;
/** The server's origin under a public-looking name the operator allowed. */
let allowed: string;

const dns = tableResolver({
  'pages.example.com': ['127.0.0.1'],
  'evil.example.com': ['127.0.0.1'],
  'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  'public.example.com': ['93.184.215.14'],
  // Rebinding: a first answer, then another for every later question.
  'rebind.example.com': (call) => (call === 0 ? ['127.0.0.1'] : ['127.0.0.2']),
});
const get = (url: string, options: SafeFetchOptions = {}) =>
  safeFetch(url, { resolve: dns.resolve, allowHosts: ['pages.example.com', 'rebind.example.com'], ...options });

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (outcome instanceof SafeFetchError) return outcome;
  throw new Error(`expected a SafeFetchError, got ${String(outcome)}`);
}

beforeAll(async () => {
  server = await startPageServer();
  // The same pages on 127.0.0.2 and the same port: where a rebound name would lead.
  twin = await startPageServer('127.0.0.2', server.port);
  allowed = `http://pages.example.com:${server.port}`;
});
afterAll(async () => {
  await server.close();
  await twin.close();
});

describe('addresses that are not the public internet', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['localhost.', 'localhost'],
    ['169.254.169.254', '169.254.169.254'],
    ['[::1]', '::1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['10.0.0.1', '10.0.0.1'],
    ['100.64.0.1', '100.64.0.1'],
    ['[fd00::1]', 'fd00::1'],
    ['evil.example.com', 'evil.example.com is 127.0.0.1'],
    ['mixed.example.com', 'mixed.example.com is 127.0.0.1'],
  ])('refuses http://%s on the port a page is served on', async (host, shown) => {
    const error = await refusal(get(`http://${host}:${server.port}/secret`));
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(`Duet does not fetch addresses on private networks (${shown}).`);
    expect(server.hits).not.toContain('/secret');
  });

  it('refuses other schemes, credentials, non-URLs and unusual ports on public hosts', async () => {
    expect((await refusal(get('file:///etc/hostname'))).code).toBe('unsupported_scheme');
    expect((await refusal(get('ftp://public.example.com/'))).message).toBe(
      'Duet fetches http and https addresses, not ftp.',
    );
    expect((await refusal(get(`http://me:secret@pages.example.com:${server.port}/page`))).code).toBe(
      'credentials_in_url',
    );
    expect((await refusal(get('not a url'))).code).toBe('invalid_url');
    const port = await refusal(get('http://public.example.com:8080/'));
    expect(port.code).toBe('port_not_allowed');
    expect(port.message).toBe('Duet fetches web addresses on the usual ports (80 and 443), not on port 8080.');
    expect((await refusal(get('http://unknown.example.com/'))).code).toBe('host_not_found');
    expect(server.hits).toEqual([]);
  });
});

describe("the operator's allowance", () => {
  it('serves a public-looking host the operator allowed from 127.0.0.1', async () => {
    const page = await get(`${allowed}/page`);
    expect(page).toMatchObject({
      url: `${allowed}/page`,
      status: 200,
      contentType: 'text/html',
      kind: 'html',
      charset: 'utf-8',
      text: '<p>Bonjour, été</p>',
      redirects: [],
    });
    expect(page.bytes.equals(Buffer.from('<p>Bonjour, été</p>'))).toBe(true);
  });

  it('matches the host as written, on the port named, or any port when none is', async () => {
    const onPort = { allowHosts: [`pages.example.com:${server.port}`] };
    expect((await get(`${allowed}/page`, onPort)).status).toBe(200);
    const otherPort = { allowHosts: [`pages.example.com:${server.port + 1}`] };
    expect((await refusal(get(`${allowed}/page`, otherPort))).code).toBe('blocked_address');
    // Another name for the same address is not the host allowed.
    expect((await refusal(get(`http://evil.example.com:${server.port}/page`))).code).toBe('blocked_address');
    // An address is allowed in every spelling the URL parser reads as it.
    const byAddress = { allowHosts: [`127.0.0.1:${server.port}`] };
    expect((await get(`http://2130706433:${server.port}/whoami`, byAddress)).text).toBe('127.0.0.1');
  });
});

describe('redirects', () => {
  it('follows them by hand, relative and absolute, and says where they led', async () => {
    const page = await get(`${allowed}/redirect?to=/redirect%3Fto%3D/notes.md%26status%3D307`);
    expect(page.url).toBe(`${allowed}/notes.md`);
    expect(page.redirects).toEqual([`${allowed}/redirect?to=/notes.md&status=307`, `${allowed}/notes.md`]);
    expect(page.text).toBe('# Notes');
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['2130706433', '127.0.0.1'],
    ['localhost', 'localhost'],
    ['evil.example.com', 'evil.example.com is 127.0.0.1'],
  ])('refuses a redirect from an allowed host to %s', async (host, shown) => {
    const target = encodeURIComponent(`http://${host}:${server.port}/secret`);
    const error = await refusal(get(`${allowed}/redirect?to=${target}`));
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe(`Duet does not fetch addresses on private networks (${shown}).`);
    expect(server.hits).not.toContain('/secret');
  });

  it('refuses a redirect to another scheme', async () => {
    const error = await refusal(get(`${allowed}/redirect?to=${encodeURIComponent('file:///etc/hostname')}`));
    expect(error.code).toBe('unsupported_scheme');
  });

  it('stops after the most redirects allowed', async () => {
    const before = server.hits.length;
    const error = await refusal(get(`${allowed}/hop/0`, { maxRedirects: 3 }));
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toBe('The page redirected more than 3 times.');
    expect(server.hits.slice(before)).toEqual(['/hop/0', '/hop/1', '/hop/2', '/hop/3']);
    expect((await refusal(get(`${allowed}/redirect-nowhere`))).code).toBe('bad_redirect');
  });
});

describe('DNS rebinding', () => {
  it('connects to the address it checked: the name is asked once per hop, never again by the socket', async () => {
    dns.calls.length = 0;
    const origin = `http://rebind.example.com:${server.port}`;
    // The resolver's first answer is 127.0.0.1 and every later one 127.0.0.2: had the connection
    // asked again, the page would say 127.0.0.2.
    const first = await get(`${origin}/whoami`);
    expect(first.text).toBe('127.0.0.1');
    expect(dns.calls).toEqual(['rebind.example.com']);
    // Each hop is checked anew and connects to its own answer.
    const hopped = await get(`${origin}/redirect?to=/whoami`);
    expect(hopped.text).toBe('127.0.0.2');
    expect(dns.calls).toEqual(['rebind.example.com', 'rebind.example.com', 'rebind.example.com']);
    expect(twin.hits).toEqual(['/redirect?to=/whoami', '/whoami']);
  });
});
