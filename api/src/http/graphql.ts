/**
 * graphql-yoga over the Pothos schema: GraphiQL, masked unexpected errors
 * (expected ones carry extensions.code), depth, cost and token limits. Yoga's body limit is off
 * (`maxRequestBodySize: false`, `declaredBodyLimit` below), a departure listed with its figures in
 * docs/decisions/history-page-profile.md.
 */
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { pageArguments } from './page-arguments.js';
import { graphQLAllowancePlugin } from './graphql-allowance.js';
import { limitRefusal } from './query-limit-errors.js';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { GraphQLError, type DocumentNode } from 'graphql';
import { createGraphQLError, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { TokenScopeError } from '../auth/access.js';
import type { Context } from '../context/context.js';
import { fromDatabaseError } from '../errors/database-errors.js';
import { DomainError } from '../errors/domain-errors.js';
import { wellFormed } from '../limits/well-formed.js';
import { mayReadSchema, schemaVisibility } from './schema-visibility.js';
import { useJitSubscriptionEvents } from './subscriptions/jit-subscriptions.js';
import { useOperationSpans } from './graphql-traces.js';
import { saidInLanguage } from './graphql-said.js';
import { said } from '../words/said.js';
import { schema } from '../schema/index.js';
import type { Services } from '../services.js';

export interface ServerContext {
  ctx: Context;
}

/**
 * What one operation may ask (graphql-armor): tokens, depth and cost, where a literal `first: N`
 * counts its selection N times. api/test/web-operations.test.ts checks the web app's operations
 * against the same options.
 */
export function queryLimits(graphql: { maxDepth: number; maxCost: number; maxTokens: number }) {
  return {
    tokens: { n: graphql.maxTokens },
    depth: { n: graphql.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    cost: { maxCost: graphql.maxCost, ignoreIntrospection: true, flattenFragments: true },
  };
}

function isSubscription(document: DocumentNode): boolean {
  return document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');
}

/** By name, not instanceof: graphql-js can be loaded twice (ESM and CJS builds). */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function domainErrorOf(error: unknown): DomainError | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof DomainError) return current;
    const fromDatabase = fromDatabaseError(current);
    if (fromDatabase) return fromDatabase;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/**
 * How errors reach clients: domain errors with their code, the client's own mistakes (parse,
 * validation, variables) as they are, anything else logged and masked as `message`.
 */
export function graphQLErrorMask(services: Services) {
  return (
    error: unknown,
    message = said(/*i18n*/ { id: 'error.http.unexpected', message: 'Unexpected error.' }),
  ): GraphQLError => {
    const domain = domainErrorOf(error);
    if (domain) {
      const path = (error as GraphQLError).path;
      return new GraphQLError(domain.message, {
        nodes: (error as GraphQLError).nodes,
        path,
        extensions: {
          code: domain.code,
          // Refused before execution (a variable's value): the request's own status, not a 500.
          // A token asking beyond its scope: 403, as on REST (auth/access.ts).
          ...(path === undefined || domain instanceof TokenScopeError ? { http: { status: domain.status } } : {}),
          ...(domain instanceof Error && 'retryAfterSeconds' in domain
            ? { retryAfterSeconds: (domain as { retryAfterSeconds: number }).retryAfterSeconds }
            : {}),
        },
      });
    }
    const original = isGraphQLError(error) ? error.originalError : undefined;
    if (isGraphQLError(error) && isGraphQLError(original)) {
      // Variable coercion and similar: the client sent a value of the wrong type.
      return new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
    const limited = isGraphQLError(error) && !original ? limitRefusal(error.message) : null;
    if (limited) {
      const { message: said, code, ...figures } = limited;
      return new GraphQLError(said, { extensions: { code, ...figures, http: { status: 400 } } });
    }
    if (isGraphQLError(error) && !original) {
      // Parse and validation errors: the client's mistake, safe to show.
      return new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: {
          code:
            error.extensions?.code ??
            (/^Variable "\$/.test(error.message) ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED'),
          http: { status: 400 },
        },
      });
    }
    if (original instanceof Error && original.name === 'PothosValidationError') {
      // Pothos refusing an argument it decodes (a global id, a cursor): the client's mistake.
      return new GraphQLError(original.message, {
        nodes: (error as GraphQLError).nodes,
        path: (error as GraphQLError).path,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    services.logger.error({ err: (error as GraphQLError).originalError ?? error }, 'unexpected GraphQL error');
    return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

/**
 * The request's parameters (from a body or a query string) with unpaired surrogates replaced
 * (limits/well-formed.ts); subscriptions/sse-subscriptions.ts reads its own the same way.
 */
const wellFormedParams = (): Plugin => ({
  onParams: ({ params, setParams }) => setParams(wellFormed({ ...params })),
});

/**
 * Yoga's 25 MB body limit as a client meets it: a declared Content-Length that is not a number, or
 * is past 25 MB, refused in Yoga's words before the method is checked. Yoga's own plugin does the
 * same and also counts the body through a stream as it is parsed; every body Yoga parses is JSON
 * that the 1 MB limit in front of /graphql (http/body-limit.ts) has counted already.
 */
const YOGA_BODY_LIMIT = 25_000_000;
const CONTENT_LENGTH = /^\d+$/;
const declaredBodyLimit = (): Plugin => ({
  onRequestParse({ request }) {
    const length = request.headers.get('content-length');
    if (length == null) return;
    if (!CONTENT_LENGTH.test(length)) {
      throw createGraphQLError('Content-Length header is invalid.', {
        extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
      });
    }
    if (Number(length) > YOGA_BODY_LIMIT) {
      throw createGraphQLError('Request body too large', {
        extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
      });
    }
  },
});

export function createGraphQL(services: Services): YogaServerInstance<ServerContext, Context> {
  const { graphql } = services.config;
  const limits = queryLimits(graphql);
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL for whoever may read the schema (GRAPHQL_INTROSPECTION, schema-visibility.ts).
    graphiql: (_request, serverContext) =>
      mayReadSchema(graphql.introspection, (serverContext as ServerContext | undefined)?.ctx) && {
        title: 'Duet GraphQL',
      },
    // GraphiQL's assets are bundled, so it works without a CDN. They are ~30 MB of strings in
    // memory: loaded with the first GraphiQL page, not with the server.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    landingPage: false,
    // No CORS from Yoga (it would reflect any Origin with credentials): http/cors.ts decides.
    cors: false,
    logging: false,
    // Yoga's own body limit pipes every body through a stream of its own; declaredBodyLimit (below)
    // keeps what a client can see of it.
    maxRequestBodySize: false,
    context: ({ ctx }) => ctx,
    maskedErrors: { maskError: graphQLErrorMask(services) },
    plugins: [
      // A span per operation, with traces on only (monitoring/traces.ts).
      ...(services.config.traces ? [useOperationSpans()] : []),
      wellFormedParams(),
      schemaVisibility(graphql.introspection),
      // graphql-sse's single-connection mode at /graphql/stream (distinct connections work at /graphql).
      useGraphQLSSE({ endpoint: '/graphql/stream' }),
      maxTokensPlugin(limits.tokens),
      maxDepthPlugin(limits.depth),
      costLimitPlugin(limits.cost),
      pageArguments(),
      // The request allowance: each operation charged its cost before it runs, and told it in `extensions.cost`.
      graphQLAllowancePlugin(),
      // Compiled execution for queries and mutations (docs/decisions/hot-reads-bypass-prisma.md: about half the CPU per page),
      // and for each event of a subscription (subscriptions/jit-subscriptions.ts says why not graphql-jit's own).
      useGraphQlJit({}, { enableIf: (args) => !isSubscription(args.document) }),
      useJitSubscriptionEvents(),
      // The errors in the request's language, once masked (graphql-said.ts).
      saidInLanguage(),
      // Last, where Yoga's own limit would stand.
      declaredBodyLimit(),
    ],
  });
}
