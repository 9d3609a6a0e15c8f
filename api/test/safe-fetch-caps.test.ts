/**
 * The safe fetcher's caps and kinds (api/src/net/safe-fetch.ts) against a real server on 127.0.0.1,
 * allowed by name: bodies past the byte cap (announced, chunked, endless, compressed), servers that
 * stall (ended by the caller's signal when the request arrives, or by the time cap), content types
 * other than HTML, text and PDF, and error answers. No sleeps: the server's events drive the tests.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../src/net/safe-fetch.js';
import { type PageServer, startPageServer, tableResolver } from './support/page-servers.js';

let server: PageServer;
let origin: string;

const dns = tableResolver({ 'pages.example.com': ['127.0.0.1'] });
const get = (path: string, options: SafeFetchOptions = {}) =>
  safeFetch(`${origin}${path}`, { resolve: dns.resolve, allowHosts: ['pages.example.com'], ...options });

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
  origin = `http://pages.example.com:${server.port}`;
});
afterAll(() => server.close());

describe('the byte cap', () => {
  it('refuses a body whose Content-Length is over the cap, and one without that grows past it', async () => {
    for (const path of ['/big-announced', '/big-chunked']) {
      const error = await refusal(get(path, { maxBytes: 1000 }));
      expect(error.code).toBe('too_large');
      expect(error.message).toBe('The page is larger than 1000 bytes.');
    }
    // The same bodies fit under a cap their size.
    expect((await get('/big-announced', { maxBytes: 5000 })).bytes.length).toBe(5000);
    expect((await get('/big-chunked', { maxBytes: 5000 })).bytes.length).toBe(5000);
  });

  it('hangs up on a body that never ends, as soon as it passes the cap', async () => {
    const closed = once(server.events, 'endless-closed');
    const error = await refusal(get('/endless', { maxBytes: 10 * 1024 * 1024 }));
    expect(error).toMatchObject({ code: 'too_large', message: 'The page is larger than 10 MB.' });
    await closed;
  });

  it('counts the bytes after decompression', async () => {
    expect((await get('/gzip')).text).toBe('hello');
    const bomb = await refusal(get('/gzip-bomb', { maxBytes: 1024 * 1024 }));
    expect(bomb).toMatchObject({ code: 'too_large', message: 'The page is larger than 1 MB.' });
    expect((await refusal(get('/compress'))).code).toBe('unsupported_encoding');
  });
});

describe('the time cap', () => {
  it("ends a fetch that gets no answer when the caller's signal says so", async () => {
    const controller = new AbortController();
    server.events.once('never', () => controller.abort());
    const error = await refusal(get('/never', { signal: controller.signal }));
    expect(error).toMatchObject({ code: 'aborted', message: 'The fetch was stopped.' });
  });

  it('ends a fetch that gets no answer, or half a body, when its time is up', async () => {
    // Under a loaded machine the time may run out before the request reaches the server: the
    // outcome is a timeout either way.
    const silent = await refusal(get('/never', { timeoutMs: 150 }));
    expect(silent).toMatchObject({ code: 'timeout', message: 'The page took longer than 150 ms to arrive.' });
    const half = await refusal(get('/half', { timeoutMs: 150 }));
    expect(half.code).toBe('timeout');
  });

  it('ends a fetch mid-body when the caller stops it', async () => {
    const controller = new AbortController();
    server.events.once('half', () => controller.abort());
    expect((await refusal(get('/half', { signal: controller.signal }))).code).toBe('aborted');
  });
});

describe('what is read', () => {
  it('reads HTML, Markdown and text in their charset, and PDF as bytes', async () => {
    expect(await get('/latin1')).toMatchObject({ contentType: 'text/plain', charset: 'iso-8859-1', text: 'café' });
    expect(await get('/notes.md')).toMatchObject({ contentType: 'text/markdown', kind: 'text', text: '# Notes' });
    const pdf = await get('/report.pdf');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', kind: 'pdf', text: null });
    expect(pdf.bytes.toString()).toBe('%PDF-1.4 a pdf');
  });

  it('refuses other content types, or none, with the type in the message', async () => {
    const png = await refusal(get('/image.png'));
    expect(png).toMatchObject({
      code: 'unsupported_type',
      message: 'Duet reads web pages, text and PDF files, not image/png.',
    });
    expect((await refusal(get('/data.json'))).message).toBe(
      'Duet reads web pages, text and PDF files, not application/json.',
    );
    expect((await refusal(get('/untyped'))).code).toBe('unsupported_type');
  });

  it('turns an error answer and an unreachable server into plain words', async () => {
    const gone = await refusal(get('/gone'));
    expect(gone).toMatchObject({ code: 'http_error', status: 404, message: 'The page answered 404 Not Found.' });
    const closed = await startPageServer();
    const port = closed.port;
    await closed.close();
    const unreachable = await refusal(
      safeFetch(`http://pages.example.com:${port}/page`, { resolve: dns.resolve, allowHosts: ['pages.example.com'] }),
    );
    expect(unreachable).toMatchObject({
      code: 'network_error',
      message: 'Duet could not reach pages.example.com: the connection was refused.',
    });
  });
});
