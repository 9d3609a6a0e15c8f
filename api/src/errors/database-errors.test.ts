import { describe, expect, it } from 'vitest';
import { Prisma } from '../db/client.js';
import { databaseError, fromDatabaseError, isDatabaseUnreachable } from './database-errors.js';
import { DATABASE_AWAY_MESSAGE, StorageFullError, UnavailableError } from './domain-errors.js';

/** A Prisma error as the PostgreSQL adapter gives it (meta.driverAdapterError.cause). */
const prisma = (code: string, cause: Record<string, unknown>, message = 'Invalid invocation') =>
  new Prisma.PrismaClientKnownRequestError(message, {
    code,
    clientVersion: '6',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });
const socket = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), {
    code,
    errno: -111,
    syscall: 'connect',
  });

describe('fromDatabaseError: a database that cannot be reached', () => {
  it.each([
    [
      'Prisma cannot reach the server (P1001)',
      prisma('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }),
    ],
    ['a raw query cannot reach it (P2010)', prisma('P2010', { kind: 'DatabaseNotReachable' })],
    [
      'the server shuts down under a query (57P01)',
      prisma('P2010', { kind: 'postgres', code: '57P01' }, 'Raw query failed. Code: `57P01`'),
    ],
    ['the server is still starting (57P03)', prisma('P2010', { kind: 'postgres', code: '57P03' })],
    ['the read layer cannot connect', databaseError(socket('ECONNREFUSED'))],
    ['the read layer loses its connection', databaseError(new Error('Connection terminated unexpectedly'))],
  ])('%s: 503 with the message', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    const mapped = fromDatabaseError(error);
    expect(mapped).toBeInstanceOf(UnavailableError);
    expect(mapped).toMatchObject({ status: 503, message: DATABASE_AWAY_MESSAGE });
  });

  it('leaves other services’ socket errors and the database’s refusals alone', () => {
    expect(fromDatabaseError(new TypeError('fetch failed', { cause: socket('ECONNREFUSED') }))).toBeUndefined();
    expect(fromDatabaseError(socket('ECONNRESET'))).toBeUndefined();
    expect(fromDatabaseError(prisma('P2002', { kind: 'UniqueConstraintViolation' }))).toBeUndefined();
    expect(fromDatabaseError(prisma('P2010', { kind: 'postgres', code: '53100' }))).toBeInstanceOf(StorageFullError);
  });
});
