/**
 * Database refusals that are the client's input or the machine's state, not a bug: text with a
 * NUL character (PostgreSQL cannot store one) is bad input; a full disk or a database that refuses
 * to grow is StorageFullError. Both transports map errors through here before masking the rest.
 */
import { DomainError, StorageFullError, ValidationError } from './domain-errors.js';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** PostgreSQL SQLSTATEs and SQLite result codes, wherever the driver or Prisma put them. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let i = 0; i < 6 && current && typeof current === 'object'; i++) {
    const e = current as {
      code?: unknown;
      originalCode?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
      cause?: unknown;
    };
    for (const code of [e.code, e.originalCode]) if (typeof code === 'string') codes.push(code);
    current = e.meta?.driverAdapterError?.cause ?? e.cause;
  }
  return codes;
}

export function fromDatabaseError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError || !(error instanceof Error)) return undefined;
  const codes = codesOf(error);
  // 22021: invalid byte sequence (a NUL in text); 22P05: \u0000 in a JSON value.
  if (codes.includes('22021') || codes.includes('22P05')) return ValidationError.of('', NUL_MESSAGE);
  // 53100: disk full; 53xxx: out of resources; SQLITE_FULL: the file cannot grow.
  if (codes.some((c) => c === '53100' || c === 'SQLITE_FULL') || /database or disk is full/i.test(error.message)) {
    return new StorageFullError();
  }
  return undefined;
}
