/**
 * Database refusals that are the client's input or the machine's state, not a bug: text with a
 * NUL character (PostgreSQL cannot store one) is bad input; a full disk or a database that refuses
 * to grow is StorageFullError; a database that cannot be reached (restarting, down, the network)
 * is UnavailableError. Both transports map errors through here before masking the rest.
 */
import {
  DATABASE_AWAY_MESSAGE,
  DomainError,
  StorageFullError,
  UnavailableError,
  ValidationError,
} from './domain-errors.js';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** PostgreSQL SQLSTATEs, SQLite result codes and Prisma's codes and kinds, wherever the driver or Prisma put them. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let i = 0; i < 6 && current && typeof current === 'object'; i++) {
    const e = current as {
      code?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      meta?: { driverAdapterError?: { cause?: unknown } };
      cause?: unknown;
    };
    for (const code of [e.code, e.originalCode, e.kind]) if (typeof code === 'string') codes.push(code);
    current = e.meta?.driverAdapterError?.cause ?? e.cause;
  }
  return codes;
}

/**
 * Socket errors, PostgreSQL's connection exceptions (class 08) and shutdown or start-up refusals
 * (57P01–57P03), Prisma's "can't reach", "closed" and pool time-out codes and the driver adapter's
 * kinds for them, and pg's own messages for a connection that ended.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  'P1001',
  'P1002',
  'P1017',
  'P2024',
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|Can't reach database server|connection error and is not queryable|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

const MARK = Symbol.for('duet.databaseError');

/** Marks an error of a database driver used outside Prisma (db/sql-reader.ts) as the database's. */
export function databaseError<T>(error: T): T {
  if (error && typeof error === 'object') (error as Record<symbol, unknown>)[MARK] = true;
  return error;
}

/** Prisma's errors, its driver adapters', better-sqlite3's own, and those marked by databaseError. */
function fromDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 6 && current instanceof Error; i++) {
    if (
      /^PrismaClient|^DriverAdapterError$|^SqliteError$/.test(current.name) ||
      (current as unknown as Record<symbol, unknown>)[MARK]
    )
      return true;
    current = current.cause;
  }
  return false;
}

/**
 * Whether the database could not be reached (rather than refusing what was asked). Only errors of
 * the database's own drivers count: a socket error of the AI provider or the mail server is not
 * the database's.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error) || !fromDatabase(error)) return false;
  const codes = codesOf(error);
  return (
    codes.some((c) => UNREACHABLE_CODES.has(c) || /^08[0-9A-Z]{3}$/.test(c)) || UNREACHABLE_MESSAGE.test(error.message)
  );
}

/** Prisma's "table/column does not exist", PostgreSQL's undefined table/column, the adapter's kind, SQLite's message. */
const NOT_MIGRATED_CODES = new Set(['P2021', 'P2022', '42P01', '42703', 'TableDoesNotExist', 'ColumnNotFound']);
const NOT_MIGRATED_MESSAGE = /no such (table|column)|relation "[^"]+" does not exist|table .+ does not exist/i;

/** Whether the database lacks Duet's tables or columns: its migrations have not been applied. */
export function isNotMigrated(error: unknown): boolean {
  if (!(error instanceof Error) || !fromDatabase(error)) return false;
  return codesOf(error).some((c) => NOT_MIGRATED_CODES.has(c)) || NOT_MIGRATED_MESSAGE.test(error.message);
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
  if (isDatabaseUnreachable(error)) return new UnavailableError(DATABASE_AWAY_MESSAGE);
  return undefined;
}
