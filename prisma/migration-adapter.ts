/**
 * The driver adapter the Prisma CLI (migrate, db push) uses, with the fixes
 * for the known faults of Prisma 6.19's Wasm schema-engine path
 * (docs/decisions/prisma-cli-driver-adapter.md). Only the CLI uses this; the app uses the plain adapters.
 */
import path from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

type Factory = PrismaBetterSQLite3 | PrismaPg;
type Adapter = Awaited<ReturnType<Factory['connect']>>;

/**
 * SQLite: better-sqlite3 prepares one statement per call, but the engine
 * sends a whole migration file through queryRaw/executeRaw. A call without
 * arguments that fails is retried as a script; if that fails too, the first
 * error stands (a failed prepare has run nothing, so the retry is safe).
 */
type Queryable = Pick<Adapter, 'executeRaw' | 'queryRaw'>;
function runScriptsVia<Q extends Queryable>(target: Q, adapter: Adapter): Q {
  const executeRaw = target.executeRaw.bind(target);
  const queryRaw = target.queryRaw.bind(target);
  const asScript = async <T>(args: unknown[], sql: string, error: unknown, result: T) => {
    if (args.length > 0 || !sql.includes(';')) throw error;
    try {
      await adapter.executeScript(sql);
    } catch {
      throw error;
    }
    return result;
  };
  target.executeRaw = (query) => executeRaw(query).catch((error) => asScript(query.args, query.sql, error, 0));
  target.queryRaw = (query) =>
    queryRaw(query).catch((error) =>
      asScript(query.args, query.sql, error, { columnNames: [], columnTypes: [], rows: [] }),
    );
  return target;
}

function withScripts<A extends Adapter>(adapter: A): A {
  runScriptsVia(adapter, adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (...args) => runScriptsVia(await startTransaction(...args), adapter);
  return adapter;
}

/**
 * PostgreSQL: the pg adapter cannot decode catalog types name (19) and "char" (18).
 * An idle client the server ends (DROP DATABASE ... WITH (FORCE) on the shadow
 * database races pool.end()) makes the pool emit 'error'; without a listener
 * that crashes the CLI. Queries still report their own errors.
 */
function catalogSafePool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  (pool as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const result = await query(...args);
    for (const field of result?.fields ?? []) {
      if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
    }
    return result;
  };
  return pool;
}

function pgFields(url: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
  };
}

export async function migrationAdapter(url: string) {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    const file = url.replace(/^file:/, '');
    const factory = new PrismaBetterSQLite3({ url: path.resolve(file) });
    const connect = factory.connect.bind(factory);
    const connectShadow = factory.connectToShadowDb.bind(factory);
    factory.connect = async () => withScripts(await connect());
    factory.connectToShadowDb = async () => withScripts(await connectShadow());
    return factory;
  }
  const config = pgFields(url);
  const factory = new PrismaPg(catalogSafePool(config));
  factory.connectToShadowDb = async () => {
    const admin = catalogSafePool(config);
    const database = `prisma_shadow_${crypto.randomUUID().replace(/-/g, '')}`;
    await admin.query(`CREATE DATABASE "${database}"`);
    const shadowPool = catalogSafePool({ ...config, database });
    const shadow = await new PrismaPg(shadowPool).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose().catch(() => undefined);
      await shadowPool.end().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    };
    return shadow;
  };
  return factory;
}
