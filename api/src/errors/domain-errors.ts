/**
 * Expected failures of the domain layer. GraphQL turns them into typed
 * results (errors plugin) or coded errors; REST turns them into 4xx JSON.
 */
import { said } from '../words/said.js';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INSUFFICIENT_STORAGE'
  | 'UNAVAILABLE';

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  abstract readonly status: number;
}

export interface FieldError {
  field: string;
  message: string;
}

const INVALID_INPUT = said(/*i18n*/ { id: 'error.errors.invalid-input', message: 'Invalid input' });

/** Input that breaks a rule: the first broken rule is the message. */
export class ValidationError extends DomainError {
  readonly code = 'BAD_USER_INPUT' as const;
  readonly status: number;
  readonly field: string;
  constructor(
    public readonly fieldErrors: FieldError[],
    status = 400,
  ) {
    super(fieldErrors[0]?.message ?? INVALID_INPUT);
    this.name = 'ValidationError';
    this.field = fieldErrors[0]?.field ?? '';
    this.status = status;
  }
  static of(field: string, message: string) {
    return new ValidationError([{ field, message }]);
  }
}

/** A unique value (e-mail, username) already taken. */
export class ConflictError extends ValidationError {
  constructor(field: string, message: string) {
    super([{ field, message }], 409);
    this.name = 'ConflictError';
  }
}

/** No session, or one that is unknown or expired (message as docs/product.md §8). */
export class AuthError extends DomainError {
  readonly code = 'UNAUTHENTICATED' as const;
  readonly status = 401;
  constructor(message: AuthMessage | string = 'Not authenticated') {
    super(message);
    this.name = 'AuthError';
  }
}
/**
 * Not marked for translation (words/said.ts): the web app recognises these by their English words
 * to sign the person out without a message (web/src/relay/error-text.ts).
 */
export type AuthMessage = 'Not authenticated' | 'Token has expired' | 'Invalid token' | 'Missing authentication cookie';

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN' as const;
  readonly status = 403;
  constructor(
    message = said(/*i18n*/ { id: 'error.errors.forbidden', message: 'You do not have access to this resource' }),
  ) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND' as const;
  readonly status = 404;
  constructor(message = said(/*i18n*/ { id: 'error.errors.not-found', message: 'Not found' })) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED' as const;
  readonly status = 429;
  /** Which limit, for clients (quota_exceeded, too_many_conversations); set by the kinds that have one. */
  declare readonly reason?: string;
  constructor(
    public readonly retryAfterSeconds: number,
    message = said(
      /*i18n*/ { id: 'error.errors.too-many-attempts', message: 'Too many attempts. Try again in {seconds} seconds.' },
      { seconds: retryAfterSeconds },
    ),
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/**
 * The server cannot store what was asked (disk full, the database refuses writes, or a storage
 * quota or free-space floor is reached): 507, nothing changed. Recovers by itself once room frees.
 */
export class StorageFullError extends DomainError {
  readonly code = 'INSUFFICIENT_STORAGE' as const;
  readonly status = 507;
  constructor(
    message = said(
      /*i18n*/ {
        id: 'error.errors.storage-full',
        message: 'Duet is out of storage space right now. Nothing was saved; try again later.',
      },
    ),
  ) {
    super(message);
    this.name = 'StorageFullError';
  }
}

/** What a request that needs the database is told while it cannot be reached (errors/database-errors.ts). */
export const DATABASE_AWAY_MESSAGE = said(
  /*i18n*/ {
    id: 'error.errors.database-away',
    message: "Duet can't reach its database right now. Try again in a moment.",
  },
);
/** What a request that needs Redis (answers stream through it) is told while it cannot be reached. */
export const LIVE_AWAY_MESSAGE = said(
  /*i18n*/ {
    id: 'error.errors.live-away',
    message: "Duet can't stream answers right now. Try again in a moment.",
  },
);

/**
 * The server is briefly unable to take the request (shutting down, recovering, its database or
 * Redis away): 503 with Retry-After.
 */
export class UnavailableError extends DomainError {
  readonly code = 'UNAVAILABLE' as const;
  readonly status = 503;
  constructor(
    message = said(/*i18n*/ { id: 'error.errors.restarting', message: 'Duet is restarting. Try again in a moment.' }),
    public readonly retryAfterSeconds = 5,
  ) {
    super(message);
    this.name = 'UnavailableError';
  }
}
