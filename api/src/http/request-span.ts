/**
 * The span of one HTTP request (with traces on: monitoring/traces.ts): a server span joined to the
 * caller's trace when it sends W3C `traceparent`, named by the route it matched once the chain has
 * run, with the status and the request id of the log line (request-log.ts). Never the address
 * itself, whose query may hold a message or a token. Ends with the response's headers, as the
 * request's duration does (a stream's events go on in the spans of the work behind it).
 */
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import { failed, SPAN_ATTRIBUTES, tracer } from '../logging/spans.js';

const headerGetter = {
  keys: (headers: Headers) => [...headers.keys()],
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
};

/** Runs `next` (the rest of the chain) in the request's span; `done` names and ends it. */
export async function inRequestSpan(
  request: Request,
  requestId: string,
  next: () => Promise<void>,
): Promise<(route: string, status: number) => void> {
  const parent = propagation.extract(context.active(), request.headers, headerGetter);
  const span: Span = tracer().startSpan(
    request.method,
    {
      kind: SpanKind.SERVER,
      attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, [SPAN_ATTRIBUTES.requestId]: requestId },
    },
    parent,
  );
  try {
    await context.with(trace.setSpan(parent, span), next);
  } catch (error) {
    failed(span, error);
    span.end();
    throw error;
  }
  return (route, status) => {
    span.updateName(`${request.method} ${route}`);
    span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: status });
    // A server error is the span's failure, named by its status as the conventions ask.
    if (status >= 500) {
      span.setAttribute(ATTR_ERROR_TYPE, String(status));
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}
