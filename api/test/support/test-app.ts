/**
 * The in-process app on a fresh copy of the migrated test database, with a
 * small client that keeps cookies like a browser does.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { readSse } from './sse.js';

export interface TestApp {
  app: App;
  config: Config;
  db: App['services']['db'];
  client(): TestClient;
  close(): Promise<void>;
}

/** A fresh copy of the migrated test database (a SQLite file, or a PostgreSQL database). */
export async function freshDatabase(): Promise<string> {
  const template = inject('templateDatabase');
  // Databases of this run share the template's prefix (duet_test_<pid>_…), so teardown drops only them.
  const prefix = template.startsWith('file:') ? 'duet_test' : decodeURIComponent(new URL(template).pathname.slice(1)).replace(/_template$/, '');
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  if (template.startsWith('file:')) {
    const file = path.join(path.dirname(template.slice('file:'.length)), `${name}.db`);
    fs.copyFileSync(template.slice('file:'.length), file);
    return `file:${file}`;
  }
  const templateUrl = new URL(template);
  const admin = new pg.Client({ connectionString: template.replace(templateUrl.pathname, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateUrl.pathname.slice(1)}"`);
  await admin.end();
  templateUrl.pathname = `/${name}`;
  return templateUrl.toString();
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: await freshDatabase(),
    MAIL_DIR: `var/test/files/mail-${randomUUID()}`,
    UPLOAD_DIR: `var/test/files/uploads-${randomUUID()}`,
    RATE_LIMIT_LOGIN_IP: '1000',
    RATE_LIMIT_LOGIN_EMAIL: '1000',
    RATE_LIMIT_REGISTER_IP: '1000',
    RATE_LIMIT_FORGOT_IP: '1000',
    REDIS_URL: '',
    UPLOAD_MIN_FREE_BYTES: '0',
    ...env,
  });
  const app = createApp(config, options);
  return {
    app,
    config,
    db: app.services.db,
    client: () => new TestClient(app),
    close: () => app.close(),
  };
}

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
  async raw(method: string, url: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Response> {
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

  async request(method: string, url: string, init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Answer> {
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
  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data: T; errors?: any[]; status: number }> {
    const answer = await this.request('POST', '/graphql', { json: { query, variables } });
    return { ...(answer.body as { data: T; errors?: any[] }), status: answer.status };
  }
}

export const USER = {
  email: 'ada@example.com',
  password: 'correct horse battery',
  username: 'ada',
  display_name: 'Ada Lovelace',
};

/** Registers over REST and returns the signed-in client. */
export async function signedUp(t: TestApp, overrides: Partial<typeof USER> = {}): Promise<TestClient> {
  const client = t.client();
  const answer = await client.post('/api/v1/auth/register', { ...USER, ...overrides });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return client;
}

/** Sends a message over REST's stream, reads the whole answer, and returns the thread's history steps. */
export async function answered(client: TestClient, threadId: string, input: string): Promise<any[]> {
  const res = await client.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
  for await (const _ of readSse(res)) {
    // the whole answer
  }
  return (await client.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps as any[];
}
