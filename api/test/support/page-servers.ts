/**
 * For the safe fetcher's tests (api/test/safe-fetch.test.ts, api/test/safe-fetch-caps.test.ts): a real
 * HTTP server on this machine with the pages, redirects, floods and silences they need, and a
 * resolver that answers names from a table, so nothing resolves or connects beyond 127.0.0.0/8.
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Resolver } from '../../src/net/pinned-hop.js';

export interface PageServer {
  port: number;
  /** The paths asked for, in order. */
  hits: string[];
  /** "never" and "half" when such a request arrives, "endless-closed" when the flood's reader hangs up. */
  events: EventEmitter;
  close(): Promise<void>;
}

const BOMB = gzipSync(Buffer.alloc(4 * 1024 * 1024));

/** The pages, by path (the query string of /redirect says where to). */
function route(req: http.IncomingMessage, res: http.ServerResponse, events: EventEmitter): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (type: string | null, body: string | Buffer, status = 200) => {
    if (type) res.setHeader('content-type', type);
    res.setHeader('content-length', Buffer.byteLength(body));
    res.writeHead(status).end(body);
  };
  const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
  if (hop) return void res.writeHead(302, { location: `/hop/${Number(hop[1]) + 1}` }).end();
  switch (url.pathname) {
    case '/page':
      return send('text/html; charset=utf-8', '<p>Bonjour, été</p>');
    case '/article':
      return send(
        'text/html; charset=utf-8',
        '<html><head><title>Otters</title></head><body><nav>Home · About</nav><h1>Sea otters</h1>' +
          '<p>Sea otters hold hands while they sleep so that they do not drift apart.</p></body></html>',
      );
    case '/latin1':
      return send('text/plain; charset="iso-8859-1"', Buffer.from('café', 'latin1'));
    case '/notes.md':
      return send('text/markdown', '# Notes');
    case '/report.pdf':
      return send('application/pdf', '%PDF-1.4 a pdf');
    case '/image.png':
      return send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    case '/data.json':
      return send('application/json', '{}');
    case '/untyped':
      return send(null, 'what am I');
    case '/gone':
      return send('text/html', 'gone', 404);
    case '/whoami':
      return send('text/plain', req.socket.localAddress ?? '');
    case '/redirect':
      return void res
        .writeHead(Number(url.searchParams.get('status') ?? 302), {
          location: url.searchParams.get('to') ?? '',
        })
        .end();
    case '/redirect-nowhere':
      return void res.writeHead(302).end();
    case '/big-announced':
      return send('text/plain', 'x'.repeat(5000));
    case '/big-chunked': {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 5; i++) res.write('x'.repeat(1000));
      return void res.end();
    }
    case '/endless': {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const flood = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', flood);
      res.on('close', () => events.emit('endless-closed'));
      return flood();
    }
    case '/gzip':
      return void res
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
        .end(gzipSync('hello'));
    case '/gzip-bomb':
      return void res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(BOMB);
    case '/compress':
      return void res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'compress' }).end('x');
    case '/never':
      return void events.emit('never');
    case '/half':
      res.writeHead(200, { 'content-type': 'text/plain' }).write('the beginning');
      return void events.emit('half');
    default:
      return send('text/plain', 'not here', 404);
  }
}

/** Starts the page server on `host` (127.0.0.1), on `port` or a free one. */
export async function startPageServer(host = '127.0.0.1', port = 0): Promise<PageServer> {
  const hits: string[] = [];
  const events = new EventEmitter();
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    route(req, res, events);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers names from a table (a list, or a list per call: 0, 1, …) and records each question. */
export function tableResolver(table: Record<string, string[] | ((call: number) => string[])>) {
  const calls: string[] = [];
  const resolve: Resolver = async (host) => {
    const answer = table[host];
    const call = calls.filter((h) => h === host).length;
    calls.push(host);
    const addresses = typeof answer === 'function' ? answer(call) : answer;
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return { resolve, calls };
}
