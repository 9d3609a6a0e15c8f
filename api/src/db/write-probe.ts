/**
 * Whether the database can take a write that needs new space right now (readiness): a table is
 * created and the transaction rolled back, so nothing stays. Fails while the disk is full or an
 * SQLite file is at its size cap (SQLITE_MAX_BYTES), succeeds again once room frees.
 */
import type { Db } from './client.js';

const ROLLBACK = Symbol('rollback');

export async function canWrite(db: Db): Promise<boolean> {
  try {
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('CREATE TABLE "_duet_write_probe" ("x" INTEGER)');
      await tx.$executeRawUnsafe('INSERT INTO "_duet_write_probe" ("x") VALUES (1)');
      throw ROLLBACK;
    });
  } catch (error) {
    return error === ROLLBACK;
  }
  return true;
}
