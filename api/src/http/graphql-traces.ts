/**
 * The span of each GraphQL operation (with traces on: monitoring/traces.ts), named by its type and
 * name (`mutation SignIn`) with the same two as attributes: never its variables or its document's
 * values. Yoga's own path gets it from this plugin (the span is active while the operation runs,
 * so the database's spans are its children); the subscriptions over SSE that skip Yoga's pipeline
 * (subscriptions/sse-subscriptions.ts) open theirs with `inOperationSpan`.
 */
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { SpanKind, trace, context } from '@opentelemetry/api';
import { inSpan } from '../logging/spans.js';

const OPERATION_TYPE = 'graphql.operation.type';
const OPERATION_NAME = 'graphql.operation.name';

/** Names the active span after the operation `document` runs. */
function nameOperation(document: DocumentNode, operationName: string | null | undefined) {
  const span = trace.getSpan(context.active());
  const operation = getOperationAST(document, operationName);
  if (!span || !operation) return;
  const name = operation.name?.value;
  span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
  span.setAttribute(OPERATION_TYPE, operation.operation);
  if (name) span.setAttribute(OPERATION_NAME, name);
}

const inGraphQLSpan = <T>(fn: () => T): T => inSpan('graphql', { kind: SpanKind.INTERNAL }, fn);

/** Envelop wraps execution and subscription set-up in the span; its hooks, run inside, name it. */
export const useOperationSpans = (): Plugin => ({
  instrumentation: {
    execute: (_payload, wrapped) => inGraphQLSpan(wrapped),
    subscribe: (_payload, wrapped) => inGraphQLSpan(wrapped),
  },
  onExecute: ({ args }) => nameOperation(args.document, args.operationName),
  onSubscribe: ({ args }) => nameOperation(args.document, args.operationName),
});

/** Runs `fn` (a subscription's set-up) in the span of the operation `document` names. */
export const inOperationSpan = <T>(
  document: DocumentNode,
  operationName: string | undefined,
  fn: () => Promise<T>,
): Promise<T> =>
  inGraphQLSpan(() => {
    nameOperation(document, operationName);
    return fn();
  });
