/**
 * The Relay network: queries and mutations are POSTs to /graphql with the session cookie (or,
 * in the twin embed, the frame's visitor id: session/embed-identity.ts);
 * subscriptions go over graphql-sse (distinct connections). Unauthenticated answers trigger
 * the forced logout.
 */
import type { Client } from 'graphql-sse';
import { Network, Observable, type FetchFunction, type SubscribeFunction, type GraphQLResponse } from 'relay-runtime';
import { requestIdentity } from '../session/embed-identity';
import { AuthRequiredError, forcedLogout } from '../session/forced-logout';
import { errorText, isUnauthenticatedResponse } from './error-text';

const GRAPHQL_URL = '/graphql';

interface GraphQLPayload {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; path?: readonly (string | number)[]; extensions?: { code?: string } }[];
}

/**
 * Whether the operation failed: no data, or a root field an error made null (a search refused for
 * its words nulls `viewer`): the page gets the server's message rather than nothing to show.
 */
function failed(payload: GraphQLPayload): boolean {
  if (!payload.errors?.length) return false;
  const data = payload.data;
  return data == null || payload.errors.some((e) => typeof e.path?.[0] === 'string' && data[e.path[0]] === null);
}

/** Operations that are allowed to fail unauthenticated without logging the user out. */
const SIGNED_OUT_SAFE = new Set(['AppViewerQuery']);

function failOnAuth(operationName: string, status: number, payload: GraphQLPayload): void {
  if (SIGNED_OUT_SAFE.has(operationName)) return;
  if (status === 401 || isUnauthenticatedResponse(payload.errors)) {
    forcedLogout();
    throw new AuthRequiredError();
  }
}

const fetchFn: FetchFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const identity = requestIdentity();
    fetch(GRAPHQL_URL, {
      method: 'POST',
      credentials: identity.credentials,
      headers: {
        ...identity.headers,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
      signal: controller.signal,
    })
      .then(async (response) => {
        let payload: GraphQLPayload;
        try {
          payload = (await response.json()) as GraphQLPayload;
        } catch {
          throw new Error(response.ok ? 'Failed to parse response' : `Request failed (${response.status})`);
        }
        failOnAuth(operation.name, response.status, payload);
        if (failed(payload)) throw new Error(errorText(payload.errors));
        sink.next(payload as GraphQLResponse);
        sink.complete();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sink.error(error instanceof Error ? error : new Error(errorText(error)));
      });
    return () => controller.abort();
  });

let sseClient: Promise<Client> | null = null;
/** The SSE client loads with the first subscription (keeps it out of the first page's bundle). */
function client(): Promise<Client> {
  sseClient ??= import('graphql-sse').then(({ createClient }) =>
    createClient({
      url: GRAPHQL_URL,
      singleConnection: false,
      credentials: requestIdentity().credentials,
      headers: () => requestIdentity().headers,
      // A run belongs to the server: the chat resumes it explicitly (resumeRun), never by replaying.
      retryAttempts: 0,
    }),
  );
  return sseClient;
}

const subscribeFn: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    client()
      .then((sse) => {
        if (closed) return;
        dispose = sse.subscribe<Record<string, unknown>>(
          { query: operation.text ?? '', operationName: operation.name, variables },
          {
            next: (value) => {
              const payload = value as GraphQLPayload;
              if (isUnauthenticatedResponse(payload.errors)) {
                forcedLogout();
                sink.error(new AuthRequiredError());
                return;
              }
              if (payload.errors?.length && payload.data == null) {
                sink.error(new Error(errorText(payload.errors)));
                return;
              }
              sink.next(payload as GraphQLResponse);
            },
            error: (error: unknown) => {
              // In English, as the rest of this error: the global handlers recognise it by 'streaming'.
              // eslint-disable-next-line lingui/no-unlocalized-strings -- inside an error matched by isSwallowedError
              const message = error instanceof Error ? error.message : errorText(error, 'Streaming failed');
              sink.error(new Error(`Failed to create streaming connection: ${message}`));
            },
            complete: () => sink.complete(),
          },
        );
      })
      .catch((error: unknown) =>
        sink.error(
          new Error(
            `Failed to create streaming connection: ${errorText(error instanceof Error ? error.message : error)}`,
          ),
        ),
      );
    return () => {
      closed = true;
      dispose?.();
    };
  });

export function createNetwork() {
  return Network.create(fetchFn, subscribeFn);
}
