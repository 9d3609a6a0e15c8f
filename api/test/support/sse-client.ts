/** graphql-sse's client (distinct connections, as the web app runs it), its requests answered by the in-process app as `client`. */
import { createClient, type Client } from 'graphql-sse';
import type { TestClient } from './app-client.js';

export function sseClient(client: TestClient): Client {
  return createClient({
    url: 'http://localhost/graphql',
    singleConnection: false,
    retryAttempts: 0,
    fetchFn: async (input: RequestInfo | URL, init?: RequestInit) =>
      client.raw(init?.method ?? 'GET', new URL(String(input)).pathname, {
        body: init?.body as BodyInit,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        signal: init?.signal ?? undefined,
      }),
  });
}
