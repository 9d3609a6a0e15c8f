/**
 * Who may change data. A browser sends the session cookie (SameSite=Lax) on requests from any
 * page of the same *site* — a sibling origin such as another port or subdomain — and on top-level
 * cross-site navigations (GET). So a request that changes data must prove it comes from Duet's
 * own pages, from an origin the operator trusts (CORS_ORIGINS), or from a script that holds a
 * bearer token:
 *
 *  1. `Authorization: Bearer …`: browsers never add it on their own.
 *  2. `Sec-Fetch-Site` (every current browser sends it): `same-origin`, or `none` (the person
 *     typed the address), passes; `same-site` / `cross-site` passes only for a trusted origin.
 *  3. Otherwise `Origin`: Duet's own origin (PUBLIC_URL or the request's) or a trusted one.
 *  4. No browser marks at all (curl, scripts, very old browsers): a non-simple content type
 *     (JSON, which a cross-site page cannot send without a preflight we never grant) or the
 *     `x-duet-csrf` header. A body-less POST without either is refused.
 *
 * Safe methods pass at the HTTP layer; the two GETs that send a message (the REST stream with
 * `input`, the GraphQL `sendMessage` subscription) check `ctx.mayWrite` themselves.
 */
import { assertScope } from '../auth/access.js';
import type { Session } from '../db/generated/sqlite/client.js';
import { ForbiddenError } from '../errors/domain-errors.js';

export interface OriginPolicy {
  /** Duet's own origin (from PUBLIC_URL). */
  publicOrigin: string;
  /** Origins the operator opted in (CORS_ORIGINS): API consumers' pages. */
  trusted: ReadonlySet<string>;
}

export const CSRF_MESSAGE =
  'Cross-site request refused: send it from Duet itself, with a bearer token, or with an x-duet-csrf header';

const SIMPLE_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originPolicy(config: { publicUrl: string; corsOrigins: readonly string[] }): OriginPolicy {
  return { publicOrigin: new URL(config.publicUrl).origin, trusted: new Set(config.corsOrigins) };
}

function ownOrigin(request: Request): string | null {
  try {
    return new URL(request.url).origin;
  } catch {
    return null;
  }
}

/** Whether this request may change data (see the rules above), whatever its method. */
export function mayWrite(request: Request, policy: OriginPolicy): boolean {
  const headers = request.headers;
  if (/^bearer\s/i.test(headers.get('authorization') ?? '')) return true;
  const origin = headers.get('origin');
  const trustedOrigin = origin !== null && policy.trusted.has(origin);
  const site = headers.get('sec-fetch-site')?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return true;
  if (site === 'same-site' || site === 'cross-site') return trustedOrigin;
  if (origin !== null) {
    return trustedOrigin || origin === policy.publicOrigin || origin === ownOrigin(request);
  }
  if (headers.get('x-duet-csrf')) return true;
  const type = headers.get('content-type');
  return type !== null && type.trim() !== '' && !SIMPLE_TYPES.test(type);
}

/** Whether the HTTP layer lets the request through: safe methods, or a proven intent to write. */
export function passesCsrf(request: Request, policy: OriginPolicy): boolean {
  return SAFE_METHODS.has(request.method.toUpperCase()) || mayWrite(request, policy);
}

/**
 * For the GETs that change data: refuses unless the request may write, and unless its credential
 * may change data (a read-only access token may not: auth/access.ts).
 */
export function assertMayWrite(ctx: { mayWrite: boolean; session: Pick<Session, 'kind' | 'scope'> | null }): void {
  if (!ctx.mayWrite) throw new ForbiddenError(CSRF_MESSAGE);
  assertScope(ctx.session, 'changeData');
}
