/**
 * The in-process app served on 127.0.0.1 (a free port), for tests that speak real HTTP to it as a
 * client would, with a small JSON client. Behind TRUST_PROXY=loopback, `from` plays the proxy that
 * says which address a request came from.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from './test-app.js';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: any;
}

export interface RequestOptions {
  token?: string;
  /** The client's address, as a trusted proxy in front says it (X-Forwarded-For). */
  from?: string;
  headers?: Record<string, string>;
}

export interface Loopback {
  base: string;
  request(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<HttpAnswer>;
  gql(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export async function onLoopback(t: TestApp): Promise<Loopback> {
  let server: ReturnType<typeof serve> | undefined;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.hono.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const request: Loopback['request'] = async (method, path, body, options = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.from ? { 'x-forwarded-for': options.from } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
  return {
    base,
    request,
    gql: (query, variables, options) => request('POST', '/graphql', { query, variables }, options),
    close: () =>
      new Promise<void>((resolve) => {
        server!.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
