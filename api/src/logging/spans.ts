/**
 * Spans of Duet's own edges (HTTP, GraphQL, the read layer's SQL, an answer and its model calls),
 * through @opentelemetry/api only: with no SDK started (monitoring/traces.ts, OTEL_* unset), every
 * call here is the API's no-op. What a span may carry: ids, names, counts and statuses; never a
 * message, a prompt, a model's words, a query's values or a secret (docs/decisions/traces.md).
 */
import { context, SpanStatusCode, trace, type Attributes, type Span, type SpanOptions } from '@opentelemetry/api';
import { ATTR_ERROR_TYPE } from '@opentelemetry/semantic-conventions';

/** The ids Duet adds, beside the semantic conventions' own names. */
export const SPAN_ATTRIBUTES = {
  requestId: 'duet.request_id',
  runId: 'duet.run_id',
  threadId: 'duet.thread_id',
} as const;

/**
 * Duet's tracer: asked of the global provider each time, so spans go to the SDK an app started
 * even when this module was loaded before it (and nowhere once it has stopped).
 */
export const tracer = () => trace.getTracer('duet');

/**
 * Marks a span failed by the error's kind only (its message can quote what a person sent).
 */
export function failed(span: Span, error: unknown): void {
  const kind = error instanceof Error ? error.name : typeof error;
  span.setAttribute(ATTR_ERROR_TYPE, kind);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs `fn` in an active span that ends when it settles (failed on a throw or a rejection). */
export function inSpan<T>(name: string, options: SpanOptions, fn: (span: Span) => T): T {
  return tracer().startActiveSpan(name, options, (span) => {
    let result: T;
    try {
      result = fn(span);
    } catch (error) {
      failed(span, error);
      span.end();
      throw error;
    }
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          span.end();
          return value;
        },
        (error: unknown) => {
          failed(span, error);
          span.end();
          throw error;
        },
      ) as T;
    }
    span.end();
    return result;
  });
}

/** Sets attributes on the active span, if one records (a no-op with tracing off). */
export function noteOnActiveSpan(attributes: Attributes): void {
  trace.getSpan(context.active())?.setAttributes(attributes);
}
