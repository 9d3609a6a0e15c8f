/**
 * Statements (statement.ts) run on a connection of one's own, beside the read layer
 * (../sql-reader.ts) and the hot writes (../hot-writes/): the vector index's (../vector-index/), a
 * backup's (../applied-migrations.ts). Rows come back named and typed, as the read layer's do;
 * values are bound as it binds them.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { statementName } from '../sql-values.js';
import type { Statement } from './statement.js';

/** Statements on a better-sqlite3 connection, each prepared once (synchronous, as the driver is). */
export interface SqliteStatements {
  /** A statement's rows (its select list or RETURNING list). */
  rows<A, R>(statement: Statement<A, R>, args: A): R[];
  /** Runs a statement that returns no rows; how many rows it changed. */
  run<A, R>(statement: Statement<A, R>, args: A): number;
}

export function sqliteStatements(db: Database.Database): SqliteStatements {
  const byRows = new Map<string, Database.Statement>();
  const byRun = new Map<string, Database.Statement>();
  const prepared = (sql: string, rows: boolean) => {
    const cache = rows ? byRows : byRun;
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      // Rows as arrays in select order, decoded by the statement's own decoder.
      if (rows) stmt.raw(true);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  return {
    rows(statement, args) {
      const compiled = statement.for('sqlite');
      return (prepared(compiled.sql, true).all(...compiled.bind(args)) as unknown[][]).map(compiled.decode);
    },
    run(statement, args) {
      const compiled = statement.for('sqlite');
      return prepared(compiled.sql, false).run(...compiled.bind(args)).changes;
    },
  };
}

/** A statement's rows on a pg pool or client (a named statement, rows as arrays). */
export async function postgresRows<A, R>(
  on: pg.Pool | pg.ClientBase,
  statement: Statement<A, R>,
  args: A,
): Promise<R[]> {
  const compiled = statement.for('postgres');
  const result = await on.query({
    name: statementName(compiled.sql),
    text: compiled.sql,
    values: compiled.bind(args),
    rowMode: 'array',
  });
  return (result.rows as unknown[][]).map(compiled.decode);
}
