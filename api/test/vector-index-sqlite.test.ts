/**
 * sqlite-vec beside the scan it replaces, on one migrated SQLite file (whatever DATABASE_URL says):
 * the same hits for the same questions, upsert() on its own as the embedder will call it, the
 * earlier layout's tables made again, zero vectors, and the fall back to the scan where an
 * extension cannot be had.
 */
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.js';
import { createSqlReader, type SqlReader } from '../src/db/sql-reader.js';
import { ownerScope, publicScope } from '../src/privacy/read-scope.js';
import { createScanIndex, createVectorIndex, type VectorIndex } from '../src/db/vector-index/index.js';
import {
  dropSqliteDatabase,
  seedSource,
  sqliteDatabase,
  sqliteTarget,
  type SqlTarget,
  vectors,
} from './support/vector-sources.js';

interface OnFile {
  file: string;
  /** The read layer on the file: the scan reads through it. */
  sql: SqlReader;
  source: SqlTarget;
  /** sqlite-vec on the file (or the scan, when asked); closed when the test ends. */
  open(mode?: 'scan'): Promise<VectorIndex>;
}

/** A migrated SQLite file for one test, and everything opened on it closed and deleted after. */
async function onFile(test: (f: OnFile) => Promise<void>) {
  const file = await sqliteDatabase();
  const database = { kind: 'sqlite', url: `file:${file}`, sqlitePath: file } as const;
  const db = createDb(database);
  const sql = createSqlReader(database, db);
  const source = sqliteTarget(file);
  const opened: VectorIndex[] = [];
  const open = async (mode?: 'scan') => {
    const index = await createVectorIndex({ sql, kind: 'sqlite', url: `file:${file}`, mode: mode ?? 'sqlite-vec' });
    opened.push(index);
    return index;
  };
  try {
    await test({ file, sql, source, open });
  } finally {
    for (const index of opened) await index.close();
    await source.close();
    await sql.close();
    await db.$disconnect();
    dropSqliteDatabase(file);
  }
}

describe('the scan and sqlite-vec on the same file', () => {
  it('give the same hits, and the scan is what the factory falls back to', () =>
    onFile(async ({ sql, source, open }) => {
      const vec = await open();
      expect(vec.kind).toBe('sqlite-vec');
      const scan = createScanIndex(sql);
      expect((await open('scan')).kind).toBe('scan');
      const random = vectors(11);
      for (let i = 0; i < 200; i++) {
        await seedSource(source, {
          space: 'memory',
          id: `m${i}`,
          userId: 'ada',
          model: 'm1',
          vector: random(32),
          visibility: i % 2 ? 'public' : 'private',
        });
      }
      expect(await vec.sync()).toEqual({ written: 200, removed: 0 });
      expect(await vec.sync()).toEqual({ written: 0, removed: 0 }); // nothing changed since
      for (let n = 0; n < 10; n++) {
        const scope = n % 2 ? publicScope('ada') : ownerScope('ada');
        const q = { scope, model: 'm1', vector: random(32), limit: 8, minSimilarity: 0.05 };
        const [a, b] = [await vec.nearest('memory', q), await scan.nearest('memory', q)];
        expect(a.map((h) => h.id)).toEqual(b.map((h) => h.id));
      }
    }));

  it('upsert alone keeps one vector per id, whatever its model or size', () =>
    onFile(async ({ open }) => {
      const index = await open();
      const random = vectors(3);
      const a = random(8);
      await index.upsert('chunk', [{ id: 'c1', userId: 'ada', model: 'small', vector: a }]);
      const b = random(12);
      await index.upsert('chunk', [{ id: 'c1', userId: 'ada', model: 'large', vector: b, visibility: 'public' }]);
      const q = { limit: 5, minSimilarity: 0 };
      expect(await index.nearest('chunk', { ...q, scope: ownerScope('ada'), model: 'small', vector: a })).toEqual([]);
      const hits = await index.nearest('chunk', { ...q, scope: publicScope('ada'), model: 'large', vector: b });
      expect(hits.map((h) => h.id)).toEqual(['c1']);
    }));

  it('drops a table of the earlier layout (cosine) and fills it again from the sources', () =>
    onFile(async ({ file, sql, source, open }) => {
      const random = vectors(5);
      for (let i = 0; i < 40; i++)
        await seedSource(source, { space: 'memory', id: `m${i}`, userId: 'ada', model: 'm1', vector: random(16) });
      const first = await open();
      expect(await first.sync()).toEqual({ written: 40, removed: 0 });
      await first.close();
      // The table as the earlier layout made it: cosine, and (as if a write had gone astray) empty,
      // while the rows table still says it holds every vector.
      const raw = new Database(file);
      sqliteVec.load(raw);
      raw.exec(`DROP TABLE vec_memory_16`);
      raw.exec(`CREATE VIRTUAL TABLE vec_memory_16 USING vec0(id TEXT PRIMARY KEY, user_id TEXT PARTITION KEY,
        model TEXT PARTITION KEY, public INTEGER, embedding FLOAT[16] distance_metric=cosine, chunk_size=128)`);
      raw.close();

      const again = await open();
      expect(await again.sync()).toEqual({ written: 40, removed: 0 });
      const q = { scope: ownerScope('ada'), model: 'm1', vector: random(16), limit: 5, minSimilarity: 0 };
      const [a, b] = [await again.nearest('memory', q), await createScanIndex(sql).nearest('memory', q)];
      expect(a.map((h) => h.id)).toEqual(b.map((h) => h.id));
      a.forEach((h, i) => expect(h.similarity).toBeCloseTo(b[i]!.similarity, 5));
    }));

  it('a zero vector (a text with no keyword) is never a hit, and a sync writes it once', () =>
    onFile(async ({ source, open }) => {
      const index = await open();
      const one = Float32Array.from([1, 0, 0, 0]);
      const zero = new Float32Array(4);
      await seedSource(source, { space: 'message', id: 's-zero', userId: 'ada', model: 'm1', vector: zero });
      await seedSource(source, { space: 'message', id: 's-one', userId: 'ada', model: 'm1', vector: one });
      expect(await index.sync()).toEqual({ written: 2, removed: 0 });
      expect(await index.sync()).toEqual({ written: 0, removed: 0 });
      const ask = (vector: Float32Array) =>
        index.nearest('message', { scope: ownerScope('ada'), model: 'm1', vector, limit: 5, minSimilarity: 0 });
      expect((await ask(one)).map((h) => h.id)).toEqual(['s-one']);
      // Nor does a zero question find anything.
      expect(await ask(zero)).toEqual([]);
    }));

  it('falls back to the scan, saying why, when the extension cannot be had', () =>
    onFile(async ({ sql }) => {
      const warnings: string[] = [];
      const logger = { info: () => undefined, warn: (_: unknown, message: string) => warnings.push(message) };
      // Nothing listens on port 1: no pgvector to be had there.
      const index = await createVectorIndex({
        sql,
        kind: 'postgres',
        url: 'postgres://postgres@127.0.0.1:1/none',
        logger: logger as never,
      });
      expect(index.kind).toBe('scan');
      expect(warnings).toEqual([expect.stringContaining('pgvector is not available')]);
    }));
});
