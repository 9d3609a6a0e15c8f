/**
 * pgvector in Duet's PostgreSQL database, on a pg pool of its own. One table per (space,
 * dimensions), `vec_<space>_<dims>`, with a `vector(n)` column and an HNSW index (cosine); the
 * owner, model and visibility filters are in the query that walks the index. With a filter, HNSW
 * alone stops after ef_search candidates and can return fewer than asked, none when the person's
 * vectors are a small part of the table: each connection turns on pgvector's iterative scan
 * (0.8+, strict order), which keeps walking until the limit is met. README.md has the figures.
 */
import pg from 'pg';
import type { Logger } from '../../logging/logger.js';
import { fromBytes } from './vectors.js';
import { postgresRows } from '../typed-sql/own-connection.js';
import { changedSources, idList, orphanIds, sourcesByIds, type SourceRow } from './sources.js';
import {
  isPublic,
  ROWS_TABLE,
  similarityOf,
  SPACES,
  tableName,
  type NearestQuery,
  type Space,
  type VectorHit,
  type VectorIndex,
  type VectorRow,
  type Visibility,
} from './types.js';
import { publicOnly } from '../../privacy/read-scope.js';

/** HNSW indexes `vector` columns of at most 2,000 dimensions; larger ones are searched exactly. */
const HNSW_MAX_DIMS = 2000;
const SYNC_PAGE = 500;
/** Candidates HNSW keeps while it searches (pgvector's default is 40); at most 1,000. */
const EF_SEARCH = 100;

export interface PgvectorOptions {
  logger?: Logger;
  /** Connections of the pool (PGlite serves one session: its tests use 1). */
  max?: number;
  /**
   * How long an idle connection stays open (pg's 10 s by default); 0 keeps it. PGlite over its
   * socket is one session for every connection, so its named statements outlive a closed one and a
   * new connection preparing them again is refused: its tests keep the one connection.
   */
  idleTimeoutMillis?: number;
}

const literal = (v: Float32Array) => `[${Array.from(v).join(',')}]`;

/** Connects, creates the extension if it can; throws when the server has no pgvector. */
export async function createPgvectorIndex(
  url: string,
  { logger, max = 4, idleTimeoutMillis }: PgvectorOptions = {},
): Promise<VectorIndex> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(idleTimeoutMillis !== undefined ? { idleTimeoutMillis } : {}),
  });
  pool.on('error', (error) => logger?.warn({ err: error }, 'vector index: a PostgreSQL connection was lost'));
  let settings = '';
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS vector');
    const { rows } = await pool.query<{ v: string }>(
      `SELECT extversion AS v FROM pg_extension WHERE extname = 'vector'`,
    );
    const [major = 0, minor = 0] = (rows[0]?.v ?? '0').split('.').map(Number);
    const iterative = major > 0 || minor >= 8;
    if (!iterative) logger?.warn({ version: rows[0]?.v }, 'pgvector before 0.8: a filtered search may find fewer');
    settings = `SET hnsw.ef_search = ${EF_SEARCH}${iterative ? '; SET hnsw.iterative_scan = strict_order' : ''}`;
    await pool.query(`CREATE TABLE IF NOT EXISTS ${ROWS_TABLE} (
      space text NOT NULL, id text NOT NULL, dims integer NOT NULL, model text NOT NULL,
      public integer NOT NULL, stamp text, PRIMARY KEY (space, id))`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Each new connection gets the search settings before its first query (queries queue in order).
  pool.on('connect', (client) => void client.query(settings).catch(() => undefined));
  await pool.query(settings); // the connection already open

  const tables = new Set<string>();
  /** Whether the table is there (made by this process, or another since). */
  const exists = async (table: string, on: pg.Pool | pg.PoolClient = pool) => {
    if (tables.has(table)) return true;
    const { rows } = await on.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
    if (rows[0]?.t) tables.add(table);
    return tables.has(table);
  };
  const ensureTable = async (client: pg.PoolClient, space: Space, dims: number) => {
    const table = tableName(space, dims);
    if (await exists(table, client)) return table;
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
      id text PRIMARY KEY, user_id text NOT NULL, model text NOT NULL, public boolean NOT NULL,
      embedding vector(${dims}) NOT NULL)`);
    await client.query(`CREATE INDEX IF NOT EXISTS ${table}_owner ON ${table} (user_id, model)`);
    if (dims <= HNSW_MAX_DIMS) {
      await client.query(
        `CREATE INDEX IF NOT EXISTS ${table}_hnsw ON ${table} USING hnsw (embedding vector_cosine_ops)`,
      );
    }
    tables.add(table);
    return table;
  };
  const transaction = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  /** Deletes the ids' vectors from the tables that hold them; how many were held. */
  const drop = async (client: pg.PoolClient, space: Space, ids: readonly string[]) => {
    const { rows } = await client.query<{ id: string; dims: number }>(
      `DELETE FROM ${ROWS_TABLE} WHERE space = $1 AND id = ANY($2::text[]) RETURNING id, dims`,
      [space, ids],
    );
    const byDims = new Map<number, string[]>();
    for (const r of rows) byDims.set(r.dims, [...(byDims.get(r.dims) ?? []), r.id]);
    for (const [dims, held] of byDims) {
      const table = tableName(space, dims);
      if (await exists(table, client)) await client.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [held]);
    }
    return rows.length;
  };
  const write = (space: Space, rows: readonly VectorRow[], stamps: (string | null)[] = []) =>
    transaction(async (client) => {
      await drop(
        client,
        space,
        rows.map((r) => r.id),
      );
      const byDims = new Map<number, number[]>();
      rows.forEach((r, i) => {
        if (r.vector.length > 0) byDims.set(r.vector.length, [...(byDims.get(r.vector.length) ?? []), i]);
      });
      for (const [dims, at] of byDims) {
        const table = await ensureTable(client, space, dims);
        const pick = <T>(f: (r: VectorRow, i: number) => T) => at.map((i) => f(rows[i]!, i));
        await client.query(
          `INSERT INTO ${table} (id, user_id, model, public, embedding)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[], $5::text[]::vector[])`,
          [
            pick((r) => r.id),
            pick((r) => r.userId),
            pick((r) => r.model),
            pick((r) => isPublic(r.visibility) === 1),
            pick((r) => literal(r.vector)),
          ],
        );
        await client.query(
          `INSERT INTO ${ROWS_TABLE} (space, id, dims, model, public, stamp)
           SELECT $1, * FROM unnest($2::text[], $3::int[], $4::text[], $5::int[], $6::text[])`,
          [
            space,
            pick((r) => r.id),
            pick(() => dims),
            pick((r) => r.model),
            pick((r) => isPublic(r.visibility)),
            pick((_, i) => stamps[i] ?? null),
          ],
        );
      }
    });

  const toRow = (s: SourceRow): VectorRow => ({
    id: s.id,
    userId: s.userId,
    model: s.model,
    visibility: Number(s.public) ? 'public' : 'private',
    vector: fromBytes(s.vector),
  });

  async function syncSpace(space: Space) {
    let written = 0;
    let after = '';
    for (;;) {
      const page = await postgresRows(pool, changedSources(space), { after, limit: SYNC_PAGE });
      if (page.length === 0) break;
      await write(
        space,
        page.map(toRow),
        page.map((s) => s.stamp),
      );
      written += page.length;
      after = page.at(-1)!.id;
    }
    const rows = await postgresRows(pool, orphanIds(space), {});
    const removed = rows.length
      ? await transaction((c) =>
          drop(
            c,
            space,
            rows.map((r) => r.id),
          ),
        )
      : 0;
    return { written, removed };
  }

  return {
    kind: 'pgvector',
    async upsert(space, rows) {
      if (rows.length) await write(space, rows);
    },
    async remove(space, ids) {
      if (ids.length) await transaction((client) => drop(client, space, ids));
    },
    async refresh(space, ids) {
      if (!ids.length) return;
      const found = await postgresRows(pool, sourcesByIds(space), { ids: idList('postgres', ids) });
      const kept = new Set(found.map((s) => s.id));
      const gone = ids.filter((id) => !kept.has(id));
      if (found.length)
        await write(
          space,
          found.map(toRow),
          found.map((s) => s.stamp),
        );
      if (gone.length) await transaction((client) => drop(client, space, gone));
    },
    async setVisibility(space, ids, visibility: Visibility) {
      if (!ids.length) return;
      await transaction(async (client) => {
        const { rows } = await client.query<{ dims: number }>(
          `UPDATE ${ROWS_TABLE} SET public = $1 WHERE space = $2 AND id = ANY($3::text[]) RETURNING dims`,
          [isPublic(visibility), space, ids],
        );
        for (const dims of new Set(rows.map((r) => r.dims))) {
          await client.query(`UPDATE ${tableName(space, dims)} SET public = $1 WHERE id = ANY($2::text[])`, [
            visibility === 'public',
            ids,
          ]);
        }
      });
    },
    async nearest(space, q: NearestQuery): Promise<VectorHit[]> {
      const table = tableName(space, q.vector.length);
      if (q.limit <= 0 || !(await exists(table))) return [];
      const { rows } = await pool.query<{ id: string; distance: number }>(
        `SELECT id, embedding <=> $1::vector AS distance FROM ${table}
         WHERE user_id = $2 AND model = $3${publicOnly(q.scope) ? ' AND public' : ''}
         ORDER BY embedding <=> $1::vector LIMIT $4`,
        [literal(q.vector), q.scope.userId, q.model, q.limit],
      );
      return rows
        .map((r) => ({ id: r.id, similarity: similarityOf(Number(r.distance)) }))
        .filter((hit) => hit.similarity >= q.minSimilarity);
    },
    async sync(space) {
      let written = 0;
      let removed = 0;
      for (const s of space ? [space] : SPACES) {
        const r = await syncSpace(s);
        written += r.written;
        removed += r.removed;
      }
      return { written, removed };
    },
    async close() {
      await pool.end();
    },
  };
}
