/**
 * A client of the in-process app that keeps cookies like a browser does: used by the tests
 * (test-app.ts) and by `npm run eval` (eval/), so it imports nothing from Vitest.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { App } from '../../src/app.js';

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Talks to the app like a browser on one of Duet's own pages: keeps the session cookie between
 * calls and marks its requests same-origin (Sec-Fetch-Site), as every current browser does.
 */
export class TestClient {
  cookies = new Map<string, string>();
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
  /** The address the request comes from, as the server's socket would see it (unset: local). */
  remoteAddress?: string;

  constructor(private readonly app: App) {}

  /** The raw Response (for streams); cookies it sets are kept. */
  async raw(
    method: string,
    url: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    // A header given as '' is left out (e.g. Sec-Fetch-Site, to act as a client without it).
    const headers: Record<string, string> = Object.fromEntries(
      Object.entries({ ...this.headers, ...init.headers }).filter(([, v]) => v !== ''),
    );
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    }
    const request = new Request(`http://localhost${url}`, {
      method,
      headers,
      body,
      signal: init.signal,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const response = this.remoteAddress
      ? await this.app.hono.fetch(request, { incoming: { socket: { remoteAddress: this.remoteAddress } } })
      : await this.app.fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async request(
    method: string,
    url: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await this.raw(method, url, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  post(url: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { json: json ?? {}, headers });
  }

  /** A typed operation (api/test/operations → codegen): data and variables are checked by TypeScript. */
  async op<TData, TVars extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVars>,
    ...variables: TVars extends Record<string, never> ? [] : [TVars]
  ): Promise<{ data: TData; errors?: any[]; status: number }> {
    return this.gql<TData>(print(document), variables[0]);
  }

  /** A GraphQL operation; returns the whole answer ({data, errors}). */
  async gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T; errors?: any[]; status: number }> {
    const answer = await this.request('POST', '/graphql', { json: { query, variables } });
    return { ...(answer.body as { data: T; errors?: any[] }), status: answer.status };
  }
}
