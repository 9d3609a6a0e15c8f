/**
 * What /graphql takes before Yoga reads anything: a POST body is JSON (or a GraphQL document)
 * of at most 1 MB, like every REST body. Anything else is answered in GraphQL's error shape: 415
 * for another content type (Yoga would answer with a 500 and a stack trace), here; 413 for a
 * larger body (Yoga would read up to its own, much larger, limit), by the body limit that runs
 * before (http/body-limit.ts).
 */
import { TOO_LARGE_MESSAGE } from './body-limit.js';

const GRAPHQL_TYPES = /^application\/(json|graphql\+json|graphql)\s*(;|$)/i;

function graphQLError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A body past the limit (http/body-limit.ts), refused as GraphQL clients read errors. */
export const graphQLTooLarge = () => graphQLError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);

/** The request to hand on, or the refusal of its content type (its size was checked before: http/body-limit.ts). */
export function guardGraphQLRequest(request: Request): Request | Response {
  if (request.method !== 'POST') return request;
  const type = request.headers.get('content-type') ?? '';
  if (!GRAPHQL_TYPES.test(type)) {
    return graphQLError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  return request;
}
