/**
 * Whether the database can take writes right now (readiness): a table is created, 64 KB of
 * incompressible text written to it, and the transaction rolled back, so nothing stays. Fails
 * while the disk is full or an SQLite file is at its size cap (SQLITE_MAX_BYTES) — or so nearly
 * so that a message with its answer would not fit — and succeeds again once room frees.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './client.js';

const ROLLBACK = Symbol('rollback');
const PROBE_BYTES = 64 * 1024;

export async function canWrite(db: Db): Promise<boolean> {
  const value = randomBytes((PROBE_BYTES * 3) / 4).toString('base64');
  try {
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('CREATE TABLE "_duet_write_probe" ("x" TEXT)');
      await tx.$executeRaw`INSERT INTO "_duet_write_probe" ("x") VALUES (${value})`;
      throw ROLLBACK;
    });
  } catch (error) {
    return error === ROLLBACK;
  }
  return true;
}
