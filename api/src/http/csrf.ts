/**
 * CSRF prevention for cookie-authenticated writes: a browser can send a
 * cross-site "simple" request (form or text/plain) without a preflight, so
 * state-changing requests must carry a non-simple content type (JSON) or an
 * explicit header. Multipart uploads must send `x-duet-csrf`.
 */
const SIMPLE_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

export function isCsrfSafe(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (request.headers.get('x-duet-csrf') || request.headers.get('x-graphql-yoga-csrf')) return true;
  // Bearer tokens are not sent by browsers on their own.
  if (/^bearer\s/i.test(request.headers.get('authorization') ?? '')) return true;
  const type = request.headers.get('content-type') ?? '';
  return !SIMPLE_TYPES.test(type);
}
