/**
 * Prisma's SQLite adapter (better-sqlite3) with transactions that always end. See README.md.
 */
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';

type Factory = PrismaBetterSQLite3;
type Adapter = Awaited<ReturnType<Factory['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;
type Query = Parameters<Transaction['executeRaw']>[0];

/** Transactions on the connection Prisma uses, for db/hot-writes/ (once Prisma has opened it). */
export interface SqliteDriver {
  connected(): boolean;
  startTransaction(): Promise<Transaction>;
}

/**
 * The adapter factory for `new PrismaClient({ adapter })`, and a way to the same connection and
 * its transaction lock: the factory's `connect` is Prisma's, called by the client's `$connect()`.
 */
export function sqliteAdapter(file: string): { factory: Factory; driver: SqliteDriver } {
  const factory = new PrismaBetterSQLite3({ url: file });
  const connect = factory.connect.bind(factory);
  let connected: Adapter | undefined;
  factory.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => endsAlways(await start(isolationLevel));
    connected = adapter;
    return adapter;
  };
  const driver: SqliteDriver = {
    connected: () => connected !== undefined,
    startTransaction: () => connected!.startTransaction(),
  };
  return { factory, driver };
}

function endsAlways(tx: Transaction): Transaction {
  // The adapter's commit() and rollback() release its connection lock; each must run once.
  let released = false;
  const release = (end: () => Promise<void>) => () => {
    if (released) return Promise.resolve();
    released = true;
    return end();
  };
  const commit = release(tx.commit.bind(tx));
  const rollback = release(tx.rollback.bind(tx));
  const executeRaw = tx.executeRaw.bind(tx);
  tx.commit = commit;
  tx.rollback = rollback;
  tx.executeRaw = async (query: Query) => {
    if (query.sql !== 'COMMIT' && query.sql !== 'ROLLBACK') return executeRaw(query);
    try {
      return await executeRaw(query);
    } catch (error) {
      // SQLite already rolled the transaction back itself (it does on SQLITE_FULL, an I/O error or
      // out of memory): there is nothing left to roll back.
      if (query.sql === 'ROLLBACK' && /no transaction is active/i.test(String((error as Error)?.message ?? error)))
        return 0;
      // A COMMIT (or ROLLBACK) that failed: end what is left of the transaction and release the
      // lock, which Prisma would not do (it calls commit() or rollback() only after success).
      if (query.sql === 'COMMIT') await executeRaw({ ...query, sql: 'ROLLBACK' }).catch(() => undefined);
      await rollback();
      throw error;
    }
  };
  return tx;
}
