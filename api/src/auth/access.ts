/**
 * What a credential may do. A browser session (signed in with the password or a sign-in link)
 * can do everything. A personal access token acts for scripts, with a scope:
 *
 *  - `data` (the default): full use of the person's data — chats, memories, profile, twin,
 *    imports and exports — but no account management: it cannot create or revoke tokens, list
 *    or sign out devices, refresh itself, or change the password or the e-mail. A leaked token
 *    can then neither make itself permanent nor lock the owner out.
 *  - `read`: reads only; it changes nothing.
 *
 * Any token may end itself (logout). GraphQL asks this module through the builder's scopes
 * (schema/builder.ts: `manageAccount`, `changeData`), REST through rest/access.ts; the two GETs
 * that send a message through http/csrf.ts `assertMayWrite`.
 */
import type { Session } from '../db/generated/sqlite/client.js';
import { ForbiddenError } from '../errors/domain-errors.js';

export const TOKEN_SCOPES = ['data', 'read'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** What a credential may do: `account` is a browser session's, never a token's. */
export type Access = 'account' | TokenScope;
/** A token made without saying (and every token made before scopes existed). */
export const DEFAULT_TOKEN_SCOPE: TokenScope = 'data';

export const ACCOUNT_REFUSED = 'An access token cannot manage your account. Sign in to Duet to do that.';
export const READ_ONLY_REFUSED = 'This access token is read-only: it cannot change anything.';

/** A token asked for something its scope does not allow: 403 on REST and GraphQL alike. */
export class TokenScopeError extends ForbiddenError {
  constructor(message: string) {
    super(message);
    this.name = 'TokenScopeError';
  }
}

type Credential = Pick<Session, 'kind' | 'scope'> | null | undefined;

/** A session's access: only a browser session manages the account, whatever a token's row says. */
export function accessOf(session: Credential): Access {
  if (!session || session.kind === 'session') return 'account';
  return session.scope === 'data' ? 'data' : 'read';
}

/** A token's scope for the lists (Settings); null for a browser session. */
export function tokenScopeOf(session: Pick<Session, 'kind' | 'scope'>): TokenScope | null {
  const access = accessOf(session);
  return access === 'account' ? null : access;
}

/**
 * Why this credential may not do what is asked, or null when it may. No credential at all
 * (a visitor) is not refused here: whether a visitor may do something is the caller's rule.
 */
export function scopeRefusal(session: Credential, need: 'manageAccount' | 'changeData'): TokenScopeError | null {
  const access = accessOf(session);
  if (access === 'read') return new TokenScopeError(need === 'manageAccount' ? ACCOUNT_REFUSED : READ_ONLY_REFUSED);
  if (access === 'data' && need === 'manageAccount') return new TokenScopeError(ACCOUNT_REFUSED);
  return null;
}

export function assertScope(session: Credential, need: 'manageAccount' | 'changeData'): void {
  const refusal = scopeRefusal(session, need);
  if (refusal) throw refusal;
}
