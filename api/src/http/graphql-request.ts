/**
 * What /graphql takes before Yoga reads anything: a POST body is JSON (or a GraphQL document)
 * of at most 1 MB, like every REST body. Anything else is answered in GraphQL's error shape: 415
 * for another content type (Yoga would answer with a 500 and a stack trace), here; 413 for a
 * larger body (Yoga would read up to its own, much larger, limit), by the body limit that runs
 * before (http/body-limit.ts).
 */
import type { Context } from '../context/context.js';
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

/**
 * The request to hand on, or its refusal: a bearer token that opens no session (bad, expired,
 * revoked: 401, UNAUTHENTICATED, never read as anonymous), or a content type other than JSON (its
 * size was checked before: http/body-limit.ts). A cookie that no longer works reads as signed out
 * instead (`viewer: null`): that is how the web app learns to show its sign-in page.
 */
export function guardGraphQLRequest(request: Request, ctx?: Pick<Context, 'authError'>): Request | Response {
  if (ctx?.authError && /^bearer\s/i.test(request.headers.get('authorization') ?? '')) {
    const refusal = graphQLError(401, 'UNAUTHENTICATED', ctx.authError.message);
    refusal.headers.set('www-authenticate', 'Bearer error="invalid_token"');
    return refusal;
  }
  if (request.method !== 'POST') return request;
  const type = request.headers.get('content-type') ?? '';
  if (!GRAPHQL_TYPES.test(type)) {
    return graphQLError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  return request;
}
