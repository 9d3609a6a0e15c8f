/**
 * sqlite-vec beside the scan it replaces, on one migrated SQLite file (whatever DATABASE_URL says):
 * the same hits for the same questions, upsert() on its own as the embedder will call it, and the
 * fall back to the scan where an extension cannot be had.
 */
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.js';
import { createScanIndex, createVectorIndex } from '../src/recall/vector-index/index.js';
import { dropSqliteDatabase, seedSource, sqliteDatabase, sqliteTarget, vectors } from './support/vector-sources.js';

describe('the scan and sqlite-vec on the same file', () => {
  it('give the same hits, and the scan is what the factory falls back to', async () => {
    const file = await sqliteDatabase();
    const db = createDb({ kind: 'sqlite', url: `file:${file}`, sqlitePath: file });
    const source = sqliteTarget(file);
    const vec = await createVectorIndex({ db, kind: 'sqlite', url: `file:${file}` });
    const scan = createScanIndex(db);
    const fallback = await createVectorIndex({ db, kind: 'sqlite', url: `file:${file}`, mode: 'scan' });
    try {
      expect(fallback.kind).toBe('scan');
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
        const q = { userId: 'ada', model: 'm1', vector: random(32), limit: 8, minSimilarity: 0.05 };
        const visibility = n % 2 ? ({ visibility: 'public' } as const) : {};
        const [a, b] = [
          await vec.nearest('memory', { ...q, ...visibility }),
          await scan.nearest('memory', { ...q, ...visibility }),
        ];
        expect(a.map((h) => h.id)).toEqual(b.map((h) => h.id));
      }
    } finally {
      await vec.close();
      await source.close();
      await db.$disconnect();
      dropSqliteDatabase(file);
    }
  });

  it('upsert alone keeps one vector per id, whatever its model or size', async () => {
    const file = await sqliteDatabase();
    const db = createDb({ kind: 'sqlite', url: `file:${file}`, sqlitePath: file });
    const index = await createVectorIndex({ db, kind: 'sqlite', url: `file:${file}` });
    try {
      const random = vectors(3);
      const a = random(8);
      await index.upsert('chunk', [{ id: 'c1', userId: 'ada', model: 'small', vector: a }]);
      const b = random(12);
      await index.upsert('chunk', [{ id: 'c1', userId: 'ada', model: 'large', vector: b, visibility: 'public' }]);
      const q = { userId: 'ada', limit: 5, minSimilarity: 0 };
      expect(await index.nearest('chunk', { ...q, model: 'small', vector: a })).toEqual([]);
      const hits = await index.nearest('chunk', { ...q, model: 'large', vector: b, visibility: 'public' });
      expect(hits.map((h) => h.id)).toEqual(['c1']);
    } finally {
      await index.close();
      await db.$disconnect();
      dropSqliteDatabase(file);
    }
  });

  it('falls back to the scan, saying why, when the extension cannot be had', async () => {
    const file = await sqliteDatabase();
    const db = createDb({ kind: 'sqlite', url: `file:${file}`, sqlitePath: file });
    const warnings: string[] = [];
    const logger = { info: () => undefined, warn: (_: unknown, message: string) => warnings.push(message) };
    try {
      // Nothing listens on port 1: no pgvector to be had there.
      const index = await createVectorIndex({
        db,
        kind: 'postgres',
        url: 'postgres://postgres@127.0.0.1:1/none',
        logger: logger as never,
      });
      expect(index.kind).toBe('scan');
      expect(warnings).toEqual([expect.stringContaining('pgvector is not available')]);
    } finally {
      await db.$disconnect();
      dropSqliteDatabase(file);
    }
  });
});
