/**
 * sqlite-vec (the `vec0` virtual table) in Duet's SQLite file, on a better-sqlite3 connection of
 * its own: Prisma's connection is the adapter's and loads no extension. The file is in WAL mode
 * (../sql-reader.ts sets it), so this connection reads beside Prisma's and its writes wait for
 * Prisma's like any second writer (busy_timeout). README.md has the why and the figures.
 *
 * One vec0 table per (space, dimensions), `vec_<space>_<dims>`: the person and the model are its
 * partition keys and visibility an integer metadata column, so `k = ?` KNN finds the person's
 * nearest vectors of that model, and only public ones when asked, inside the one query.
 *
 * The vectors are kept scaled to length 1 and compared by L2 distance: for unit vectors it ranks as
 * cosine does (|a − b|² = 2 − 2 cos), and vec0's L2 loop is a quarter faster than its cosine one,
 * which also sums both lengths for every row (README.md, figures).
 */
import Database from 'better-sqlite3';
import { fromBytes } from './vectors.js';
import { sqliteStatements } from '../typed-sql/own-connection.js';
import { changedSources, idList, orphanIds, sourcesByIds, type SourceRow } from './sources.js';
import {
  isPublic,
  ROWS_TABLE,
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

/**
 * Rows per chunk of a vec0 table. Each partition (person and model) starts with a whole chunk, so
 * 1,024 (the default) would set aside 2 MB per person at 512 dimensions; at 128 a search over
 * 100,000 vectors took as long (README.md).
 */
export const CHUNK_SIZE = 128;
/** vec0's largest k (SQLITE_VEC_VEC0_K_MAX in sqlite-vec 0.1.9). */
const K_MAX = 4096;
/** Rows a sync writes between two turns of the event loop. */
const SYNC_PAGE = 500;
/** How a table of this layout is declared: one made before (cosine) is dropped and filled again. */
const METRIC = 'distance_metric=l2';

/** The vector scaled to length 1, as the tables keep them; null for a zero vector (like nothing). */
export function unitVector(vector: Float32Array): Float32Array | null {
  let sum = 0;
  for (const x of vector) sum += x * x;
  if (!(sum > 0) || !Number.isFinite(sum)) return null;
  const norm = Math.sqrt(sum);
  return vector.map((x) => x / norm);
}

/** Cosine similarity of two unit vectors from their L2 distance: cos = 1 − d²/2. */
export function similarityOfL2(distance: number): number {
  const s = 1 - (distance * distance) / 2;
  return Number.isFinite(s) ? s : 0;
}

const bytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

export interface SqliteVecOptions {
  /** Loads sqlite-vec into the connection; throws where it cannot (no build for the platform). */
  load: (db: Database.Database) => void;
}

export function createSqliteVecIndex(file: string, { load }: SqliteVecOptions): VectorIndex {
  const db = new Database(file, { fileMustExist: false });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    // A search reads every vector of the person: through the map, not a copy per page (README.md).
    db.pragma('mmap_size = 1073741824');
    load(db);
    db.prepare('SELECT vec_version()').get();
    db.exec(`CREATE TABLE IF NOT EXISTS ${ROWS_TABLE} (
      space TEXT NOT NULL, id TEXT NOT NULL, dims INTEGER NOT NULL, model TEXT NOT NULL,
      public INTEGER NOT NULL, stamp TEXT, PRIMARY KEY (space, id)) WITHOUT ROWID`);
  } catch (error) {
    db.close();
    throw error;
  }

  // The index's tables, read once with how each was declared. A table of an earlier layout goes,
  // with what the rows table says it held: the sync at start-up fills it again from the *Embedding
  // tables (services.ts).
  const tables = new Set<string>();
  const found = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name GLOB 'vec_*_[0-9]*'`)
    .all() as { name: string; sql: string }[];
  for (const { name, sql } of found) {
    const [, space, dims] = /^vec_(memory|message|chunk)_(\d+)$/.exec(name) ?? [];
    if (!space) continue;
    if (sql.includes(METRIC)) {
      tables.add(name);
      continue;
    }
    db.transaction(() => {
      db.exec(`DROP TABLE ${name}`);
      db.prepare(`DELETE FROM ${ROWS_TABLE} WHERE space = ? AND dims = ?`).run(space, Number(dims));
    })();
  }
  // The reads of the *Embedding tables are typed statements (sources.ts); the index's own tables
  // (made above and in ensureTable) have SQL of their own: README.md says why.
  const typed = sqliteStatements(db);
  const statements = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  /** Whether the table is there (made by this connection, or another process since). */
  const exists = (table: string) => {
    if (!tables.has(table) && statement(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(table)) tables.add(table);
    return tables.has(table);
  };
  const ensureTable = (space: Space, dims: number) => {
    const table = tableName(space, dims);
    if (!tables.has(table)) {
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING vec0(
        id TEXT PRIMARY KEY, user_id TEXT PARTITION KEY, model TEXT PARTITION KEY, public INTEGER,
        embedding FLOAT[${dims}] ${METRIC}, chunk_size=${CHUNK_SIZE})`);
      tables.add(table);
    }
    return table;
  };
  const held = (space: Space, id: string) =>
    statement(`SELECT dims FROM ${ROWS_TABLE} WHERE space = ? AND id = ?`).get(space, id) as
      { dims: number } | undefined;
  const drop = (space: Space, id: string) => {
    const old = held(space, id);
    if (!old) return false;
    const table = tableName(space, old.dims);
    if (tables.has(table)) statement(`DELETE FROM ${table} WHERE id = ?`).run(id);
    statement(`DELETE FROM ${ROWS_TABLE} WHERE space = ? AND id = ?`).run(space, id);
    return true;
  };
  const write = (space: Space, row: VectorRow, stamp: string | null) => {
    drop(space, row.id);
    const dims = row.vector.length;
    if (dims === 0) return; // a message without text: nothing to find
    const table = ensureTable(space, dims);
    const pub = isPublic(row.visibility);
    // A zero vector (a text with no keyword) is like nothing: held in the rows table, so the sync
    // counts it as written, but never a candidate.
    const unit = unitVector(row.vector);
    if (unit) {
      statement(`INSERT INTO ${table} (id, user_id, model, public, embedding) VALUES (?, ?, ?, ?, ?)`).run(
        row.id,
        row.userId,
        row.model,
        BigInt(pub),
        bytes(unit),
      );
    }
    statement(`INSERT INTO ${ROWS_TABLE} (space, id, dims, model, public, stamp) VALUES (?, ?, ?, ?, ?, ?)`).run(
      space,
      row.id,
      dims,
      row.model,
      pub,
      stamp,
    );
  };
  const upsertRows = db.transaction((space: Space, rows: readonly VectorRow[], stamps: (string | null)[]) => {
    rows.forEach((row, i) => write(space, row, stamps[i] ?? null));
  });
  const removeIds = db.transaction((space: Space, ids: readonly string[]) => {
    let n = 0;
    for (const id of ids) if (drop(space, id)) n++;
    return n;
  });
  const setPublic = db.transaction((space: Space, ids: readonly string[], pub: 0 | 1) => {
    for (const id of ids) {
      const old = held(space, id);
      if (!old) continue;
      statement(`UPDATE ${tableName(space, old.dims)} SET public = ? WHERE id = ?`).run(BigInt(pub), id);
      statement(`UPDATE ${ROWS_TABLE} SET public = ? WHERE space = ? AND id = ?`).run(pub, space, id);
    }
  });

  const toRow = (s: SourceRow): VectorRow => ({
    id: s.id,
    userId: s.userId,
    model: s.model,
    visibility: s.public ? 'public' : 'private',
    vector: fromBytes(s.vector),
  });
  /** The ids' source rows written as they are now, in one transaction; ids without one dropped. */
  const refreshIds = db.transaction((space: Space, ids: readonly string[]) => {
    const found = typed.rows(sourcesByIds(space), { ids: idList('sqlite', ids) });
    upsertRows(
      space,
      found.map(toRow),
      found.map((s) => s.stamp),
    );
    const kept = new Set(found.map((s) => s.id));
    removeIds(
      space,
      ids.filter((id) => !kept.has(id)),
    );
  });

  async function syncSpace(space: Space) {
    let written = 0;
    let after = '';
    for (;;) {
      const page = typed.rows(changedSources(space), { after, limit: SYNC_PAGE });
      if (page.length === 0) break;
      upsertRows(
        space,
        page.map(toRow),
        page.map((s) => s.stamp),
      );
      written += page.length;
      after = page.at(-1)!.id;
      await new Promise((resolve) => setImmediate(resolve)); // requests go on between pages
    }
    const orphans = typed.rows(orphanIds(space), {}).map((r) => r.id);
    return { written, removed: orphans.length ? removeIds(space, orphans) : 0 };
  }

  return {
    kind: 'sqlite-vec',
    async upsert(space, rows) {
      upsertRows(space, rows, []);
    },
    async remove(space, ids) {
      removeIds(space, ids);
    },
    async setVisibility(space, ids, visibility: Visibility) {
      setPublic(space, ids, isPublic(visibility));
    },
    async refresh(space, ids) {
      if (ids.length) refreshIds(space, ids);
    },
    async nearest(space, q: NearestQuery): Promise<VectorHit[]> {
      const table = tableName(space, q.vector.length);
      const unit = unitVector(q.vector);
      if (q.limit <= 0 || !unit || !exists(table)) return [];
      // Owner, model and visibility are constraints of the KNN itself (partition keys and a
      // metadata column): vec0 ranks only the vectors that pass them, so k hits stay k.
      const rows = statement(
        `SELECT id, distance FROM ${table} WHERE embedding MATCH ? AND k = ? AND user_id = ? AND model = ?` +
          (publicOnly(q.scope) ? ' AND public = 1' : '') +
          ' ORDER BY distance',
      ).all(bytes(unit), Math.min(q.limit, K_MAX), q.scope.userId, q.model) as { id: string; distance: number }[];
      return rows
        .map((r) => ({ id: r.id, similarity: similarityOfL2(r.distance) }))
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
      db.close();
    },
  };
}
