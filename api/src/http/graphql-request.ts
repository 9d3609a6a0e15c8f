/**
 * What /graphql takes before Yoga reads anything: a POST body is JSON (or a GraphQL document)
 * of at most 1 MB, like every REST body. Anything else is answered here, in GraphQL's error
 * shape: 415 for another content type (Yoga would answer with a 500 and a stack trace), 413 for
 * a larger body (Yoga would read up to its own, much larger, limit).
 */
import { declaredLength, JSON_BODY_LIMIT, readLimitedText } from './body-limit.js';

const GRAPHQL_TYPES = /^application\/(json|graphql\+json|graphql)\s*(;|$)/i;

function graphQLError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const tooLarge = () =>
  graphQLError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large (limit 1 MB)');

/** The request to hand on (the same one, or a copy whose body was counted), or the refusal. */
export async function guardGraphQLRequest(request: Request): Promise<Request | Response> {
  if (request.method !== 'POST') return request;
  const type = request.headers.get('content-type') ?? '';
  if (!GRAPHQL_TYPES.test(type)) {
    return graphQLError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  const length = declaredLength(request);
  if (length !== null) return length > JSON_BODY_LIMIT ? tooLarge() : request;
  // No declared length (a chunked body): count it as it comes.
  const text = await readLimitedText(request, JSON_BODY_LIMIT);
  if (text === null) return tooLarge();
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: text,
    signal: request.signal,
  });
}
