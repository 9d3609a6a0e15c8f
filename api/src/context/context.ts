/**
 * The request context: a fresh one per request (GraphQL and REST alike).
 * Nothing request-scoped lives at module level.
 */
import type { Locale } from '../../../common/locales.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Session, User } from '../db/generated/sqlite/client.js';
import type { AuthError } from '../errors/domain-errors.js';
import type { ClientInfo } from '../auth/sessions.js';
import type { AllowanceState } from '../limits/request-allowance.js';
import type { Services } from '../services.js';

/** Cookie changes a resolver asks for; the HTTP layer writes them on the response. */
export interface CookieJar {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  /** The known-device secret (auth/known-devices.ts): kept after logout, for 400 days. */
  setDevice(secret: string): void;
  /** The anonymous visitor id (public twin chats without an account). */
  setAnonId(id: string): void;
  /** The sealed single sign-on flow (auth/single-sign-on.ts), for the callback only; empty clears it. */
  setSsoFlow(sealed: string): void;
  /** Set-Cookie header values collected during the request. */
  readonly headers: string[];
}

export interface Context {
  config: Config;
  db: Db;
  services: Services;
  request: Request;
  client: ClientInfo;
  viewer: User | null;
  session: Session | null;
  /**
   * The request's language (http/request-locale.ts localeOfRequest): the viewer's choice, the
   * device's, the browser's, or English. What the request causes is in it: a mail before sign-in,
   * a model's instructions.
   */
  locale: Locale;
  /** Why there is no viewer when a token was sent (expired, invalid). */
  authError: AuthError | null;
  /** The raw session token of this request, if any. */
  token: string | null;
  /** An anonymous visitor's id (anon-id cookie), for public twin chats. */
  anonId: string | null;
  cookies: CookieJar;
  /**
   * Whether this request may change data: it comes from Duet's own pages, a trusted origin, a
   * bearer token or a client that proved its intent (http/csrf.ts). Checked by the GETs that
   * send a message; every other write is refused at the HTTP layer when it is false.
   */
  mayWrite: boolean;
  /**
   * Where the client's request allowance stands once this request was charged
   * (http/request-allowance.ts): null until then. A box, so every copy of the context shares it.
   */
  allowance: { state: AllowanceState | null };
}
