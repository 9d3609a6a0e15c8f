/**
 * docs/product.md §8: turning an answer or a thrown value into the text a person reads, and recognising
 * authentication failures (which trigger the forced logout instead of an error message).
 */
import { t } from '@lingui/core/macro';

/**
 * The fallback in English, as the code writes it (tests compare with it): a person reads it in
 * their language, from errorText.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English source of errorText's t`…` fallback
export const UNKNOWN_ERROR = 'An unknown error occurred';
/**
 * The message of a request refused for want of a session (session/forced-logout.ts): matched, not
 * read, since the page goes to sign-in at once.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a signal matched by isAuthMessage and isSwallowedError
export const AUTH_REQUIRED = 'Authentication required - redirecting to login';

/** The server's messages that mean "no valid session" (docs/product.md §8), matched anywhere in the text. */
const AUTH_MESSAGES = /Missing authentication cookie|Token has expired|Invalid token|Not authenticated|UNAUTHORIZED/;
/** Plain unauthenticated states, shown to nobody (docs/product.md §8). */
const QUIET_AUTH_MESSAGES = /Not authenticated|Token has expired|Invalid token|Missing authentication|UNAUTHORIZED/;
/** Failures the global handlers swallow: the session's end, a dropped fetch or stream (docs/product.md §8). */
const SWALLOWED_MESSAGES = /Authentication required|Failed to fetch|streaming|EventSource/;

type Detail = string | { msg?: unknown; message?: unknown };

function fromDetail(detail: unknown): string | null {
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const parts = (detail as Detail[])
      .map((d) =>
        typeof d === 'string'
          ? d
          : typeof d?.msg === 'string'
            ? d.msg
            : typeof d?.message === 'string'
              ? d.message
              : null,
      )
      .filter((d): d is string => !!d);
    if (parts.length) return parts.join(', ');
  }
  return null;
}

/**
 * The general extractor of docs/product.md §8: a JSON array with messages, `error.message`, `detail` (string or
 * array of {msg}), `message`, `error`; else the fallback.
 */
export function errorText(value: unknown, fallback?: string): string {
  fallback ??= t`An unknown error occurred`;
  if (value == null) return fallback;
  if (typeof value === 'string') return value || fallback;
  if (Array.isArray(value)) {
    const parts = value.map((v) => errorText(v, '')).filter(Boolean);
    return parts.length ? parts.join(', ') : fallback;
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const error = v.error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message || fallback;
    }
    const detail = fromDetail(v.detail);
    if (detail) return detail;
    if (typeof v.message === 'string' && v.message) return v.message;
    if (typeof error === 'string' && error) return error;
    if (Array.isArray(v.errors)) return errorText(v.errors, fallback);
  }
  return fallback;
}

/** The text of docs/product.md §8's auth-failure list is in the message. */
export function isAuthMessage(message: string | null | undefined): boolean {
  if (!message) return false;
  return AUTH_MESSAGES.test(message) || message.includes(AUTH_REQUIRED);
}

/** A message that should not be shown to the user at all (plain unauthenticated). */
export function isQuietAuthMessage(message: string | null | undefined): boolean {
  if (!message) return false;
  return QUIET_AUTH_MESSAGES.test(message);
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: string };
}

/** A GraphQL answer whose errors say the session is missing or dead. */
export function isUnauthenticatedResponse(errors: readonly GraphQLErrorLike[] | undefined): boolean {
  return !!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || isAuthMessage(e.message));
}

/** Errors the global handlers swallow instead of letting the page fail (docs/product.md §8). */
export function isSwallowedError(reason: unknown): boolean {
  const message =
    typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : errorText(reason, '');
  const type = (reason as { type?: unknown } | null)?.type;
  return type === 'auth' || SWALLOWED_MESSAGES.test(message);
}
