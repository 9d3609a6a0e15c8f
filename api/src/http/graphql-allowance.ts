/**
 * GraphQL's side of the request allowance: an operation is charged its cost (http/operation-cost.ts)
 * once it has passed validation and before it runs, refused with RATE_LIMITED (429) when the client
 * has not that much left, and every result says what it cost in `extensions.cost`, in the names
 * Shopify's API made familiar. A subscription is charged as it starts; its first event says so.
 */
import { createRequire } from 'node:module';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context/context.js';
import { allowanceRefusal, type AllowanceState } from '../limits/request-allowance.js';
import { operationCost } from './operation-cost.js';
import { chargeRequest } from './request-allowance.js';

// Yoga's own GraphQLError (graphql's CommonJS build, as subscriptions/jit-subscriptions.ts loads it):
// Yoga answers with the status in `extensions.http` and leaves that out of what the client reads
// only for its own class.
const { GraphQLError } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
type GraphQLError = InstanceType<typeof GraphQLError>;

export interface CostExtension {
  requestedQueryCost: number;
  /** The points taken: null when the request was refused. */
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; resetAt: string };
}

export function costExtension(state: AllowanceState): CostExtension {
  return {
    requestedQueryCost: state.cost,
    actualQueryCost: state.granted ? state.cost : null,
    throttleStatus: {
      maximumAvailable: state.limit,
      currentlyAvailable: state.remaining,
      resetAt: state.resetAt.toISOString(),
    },
  };
}

/** An error the client reads like the others: its code, its status, when to try again. */
function refusalOf(state: AllowanceState): GraphQLError {
  if (state.cost > state.limit) {
    return new GraphQLError(
      `This operation would cost ${state.cost} points, more than the whole allowance of ${state.limit}. Ask for fewer items per page (first or last).`,
      { extensions: { code: 'QUERY_TOO_COSTLY', limit: state.limit, found: state.cost, http: { status: 400 } } },
    );
  }
  const refusal = allowanceRefusal(state);
  return new GraphQLError(refusal.message, {
    extensions: {
      code: refusal.code,
      retryAfterSeconds: refusal.retryAfterSeconds,
      http: { status: 429, headers: { 'retry-after': String(refusal.retryAfterSeconds) } },
    },
  });
}

/** Charges an operation its cost; the refusal to answer with instead, if the client has not that much left. */
export async function chargeOperation(
  ctx: Context,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): Promise<GraphQLError | null> {
  const state = await chargeRequest(ctx, operationCost(schema, document, operationName, variables));
  return state.granted ? null : refusalOf(state);
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** The result with what it cost added to its extensions. */
export function withCost<T extends ExecutionResult>(result: T, state: AllowanceState): T {
  return { ...result, extensions: { ...result.extensions, cost: costExtension(state) } };
}

/** The events of a subscription, the first one saying what it cost. */
async function* firstWithCost(events: AsyncIterable<ExecutionResult>, state: AllowanceState) {
  let first = true;
  for await (const event of events) {
    yield first ? withCost(event, state) : event;
    first = false;
  }
}

export function graphQLAllowancePlugin(): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { contextValue: ctx, schema, document, operationName, variableValues } = args;
      const refusal = await chargeOperation(ctx, schema, document, operationName, variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const { contextValue: ctx, schema, document, operationName, variableValues } = args;
      const refusal = await chargeOperation(ctx, schema, document, operationName, variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    async onResultProcess({ result, setResult, serverContext }) {
      const ctx = (serverContext as { ctx?: Context }).ctx;
      if (!ctx) return;
      // Nothing ran (a document that does not parse or validate): the request costs 1.
      const state = await chargeRequest(ctx, 1);
      if (isAsyncIterable(result)) setResult(firstWithCost(result, state));
      else if (Array.isArray(result)) setResult(result.map((r) => withCost(r, state)));
      else setResult(withCost(result as ExecutionResult, state));
    },
  };
}

/** A subscription over SSE (http/subscriptions/sse-subscriptions.ts): its first event's extensions, or null when refused. */
export async function admitSubscription(
  ctx: Context,
  schema: GraphQLSchema,
  document: DocumentNode,
  params: { operationName?: string; variables?: Record<string, unknown> },
): Promise<{ cost: CostExtension } | null> {
  const refusal = await chargeOperation(ctx, schema, document, params.operationName, params.variables);
  return refusal || !ctx.allowance.state ? null : { cost: costExtension(ctx.allowance.state) };
}
