/**
 * usearch's sets (api/src/db/vector-index/usearch-index.ts) on a migrated SQLite file: past the size
 * a set is ranked whole (EXACT_BELOW), once its graph is built, the person and public-only filters
 * still hold inside the search and a sparse question gets the exact answer; a write is found at
 * once; a restart builds the same answers from the tables; and where the native module cannot load,
 * the factory falls back to sqlite-vec, saying why.
 */
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client.js';
import { createSqlReader } from '../src/db/sql-reader.js';
import { ownerScope, publicScope } from '../src/privacy/read-scope.js';
import { createScanIndex, createVectorIndex, type VectorIndex } from '../src/db/vector-index/index.js';
import { EXACT_BELOW } from '../src/db/vector-index/vector-set.js';
import {
  deleteSource,
  dropSqliteDatabase,
  near,
  seedSource,
  setSourceVisibility,
  sqliteDatabase,
  sqliteTarget,
  type SqlTarget,
  vectors,
} from './support/vector-sources.js';

interface OnFile {
  source: SqlTarget;
  /** The factory on the file (usearch unless told otherwise); closed when the test ends. */
  open(more?: Partial<Parameters<typeof createVectorIndex>[0]>): Promise<VectorIndex>;
  scan(): VectorIndex;
}

async function onFile(test: (f: OnFile) => Promise<void>) {
  const file = await sqliteDatabase();
  const database = { kind: 'sqlite', url: `file:${file}`, sqlitePath: file } as const;
  const db = createDb(database);
  const sql = createSqlReader(database, db);
  const source = sqliteTarget(file);
  const opened: VectorIndex[] = [];
  const open = async (more: Partial<Parameters<typeof createVectorIndex>[0]> = {}) => {
    const index = await createVectorIndex({ sql, kind: 'sqlite', url: `file:${file}`, mode: 'auto', ...more });
    opened.push(index);
    return index;
  };
  try {
    await test({ source, open, scan: () => createScanIndex(sql, { scanLimit: 1_000_000 }) });
  } finally {
    for (const index of opened) await index.close();
    await source.close();
    await sql.close();
    await db.$disconnect();
    dropSqliteDatabase(file);
  }
}

const DIMS = 32;
/** More of one person's vectors than are ranked flat: the HNSW walk answers. */
const MANY = EXACT_BELOW + 1000;

/** Ada's MANY chunks (one in ten public), each near one of 50 topics, written as the app writes them. */
async function seedMany(source: SqlTarget, random: (dims: number) => Float32Array) {
  const topics = Array.from({ length: 50 }, () => random(DIMS));
  for (let i = 0; i < MANY; i++) {
    await seedSource(source, {
      space: 'chunk',
      id: `ada-${String(i).padStart(5, '0')}`,
      userId: 'ada',
      model: 'm1',
      vector: near(topics[i % 50]!, 0.05).map((x) => x + random(1)[0]! * 0.2),
      visibility: i % 10 === 0 ? 'public' : 'private',
    });
  }
  return topics;
}

const ask = (index: VectorIndex, vector: Float32Array, pub = false, limit = 10) =>
  index.nearest('chunk', {
    scope: pub ? publicScope('ada') : ownerScope('ada'),
    model: 'm1',
    vector,
    limit,
    minSimilarity: 0,
  });

describe("usearch's HNSW on a SQLite file", () => {
  it('is what the factory picks on SQLite, and answers as the exact scan does once a set is a graph', () =>
    onFile(async ({ source, open, scan }) => {
      const random = vectors(21);
      const topics = await seedMany(source, random);
      const index = await open();
      expect(index.kind).toBe('usearch');
      expect(await index.sync()).toEqual({ written: MANY, removed: 0 });
      await index.settled!(); // the graph is whole: dense questions walk it
      const exact = scan();
      let found = 0;
      let wanted = 0;
      for (let n = 0; n < 20; n++) {
        const q = near(topics[n]!, 0.1);
        for (const pub of [false, true]) {
          const [a, b] = [await ask(index, q, pub), await ask(exact, q, pub)];
          const want = new Set(b.map((h) => h.id));
          found += a.filter((h) => want.has(h.id)).length;
          wanted += want.size;
          if (pub) expect(a.every((h) => Number(h.id.slice(4)) % 10 === 0)).toBe(true);
        }
      }
      expect(found / wanted).toBeGreaterThanOrEqual(0.95);
    }));

  it('a sparse question (as the local embedding asks) gets what the exact scan finds, graph or not', () =>
    onFile(async ({ source, open, scan }) => {
      const random = vectors(26);
      // Passages with about half their components set, questions with 6 of 32: under a quarter.
      const sparse = (set: number) => {
        const v = random(DIMS);
        const from = Math.floor((v[0]! + 0.5) * DIMS);
        return v.map((x, i) => ((i - from + DIMS) % DIMS < set ? x : 0));
      };
      for (let i = 0; i < MANY; i++) {
        await seedSource(source, { space: 'chunk', id: `ada-${i}`, userId: 'ada', model: 'm1', vector: sparse(16) });
      }
      const index = await open();
      await index.sync();
      await index.settled!();
      const exact = scan();
      for (let n = 0; n < 20; n++) {
        const q = sparse(6);
        expect(q.filter((x) => x !== 0).length).toBeLessThan(DIMS / 4);
        const [a, b] = [await ask(index, q), await ask(exact, q)];
        expect(a.map((h) => h.id)).toEqual(b.map((h) => h.id));
      }
    }));

  it("never returns another person's or a private vector, even the nearest, and still finds `limit`", () =>
    onFile(async ({ source, open }) => {
      const random = vectors(22);
      const topics = await seedMany(source, random);
      const q = topics[3]!;
      // The question itself, as Bob's and as Ada's private chunk: nearer than anything public of hers.
      await seedSource(source, { space: 'chunk', id: 'bob-same', userId: 'bob', model: 'm1', vector: q });
      await seedSource(source, { space: 'chunk', id: 'ada-same', userId: 'ada', model: 'm1', vector: q });
      const index = await open();
      await index.sync();
      const mine = await ask(index, q, false, 10);
      expect(mine[0]!.id).toBe('ada-same');
      expect(mine.map((h) => h.id)).not.toContain('bob-same');
      const pub = await ask(index, q, true, 10);
      expect(pub).toHaveLength(10);
      expect(pub.map((h) => h.id)).not.toContain('ada-same');
      expect(pub.every((h) => Number(h.id.slice(4)) % 10 === 0)).toBe(true);
      const bobs = await index.nearest('chunk', {
        scope: ownerScope('bob'),
        model: 'm1',
        vector: q,
        limit: 10,
        minSimilarity: 0,
      });
      expect(bobs.map((h) => h.id)).toEqual(['bob-same']);
    }));

  it('finds a write at once: refresh, visibility both ways, and a removal', () =>
    onFile(async ({ source, open }) => {
      const random = vectors(23);
      await seedMany(source, random);
      const index = await open();
      await index.sync();
      const q = random(DIMS);
      await seedSource(source, { space: 'chunk', id: 'ada-new', userId: 'ada', model: 'm1', vector: q });
      expect((await ask(index, q))[0]?.id).not.toBe('ada-new'); // not told yet
      await index.refresh('chunk', ['ada-new']);
      expect((await ask(index, q))[0]?.id).toBe('ada-new');
      expect((await ask(index, q, true)).map((h) => h.id)).not.toContain('ada-new');
      await setSourceVisibility(source, 'chunk', 'ada-new', 'public');
      await index.setVisibility('chunk', ['ada-new'], 'public');
      expect((await ask(index, q, true))[0]?.id).toBe('ada-new');
      await setSourceVisibility(source, 'chunk', 'ada-new', 'private');
      await index.setVisibility('chunk', ['ada-new'], 'private');
      expect((await ask(index, q, true)).map((h) => h.id)).not.toContain('ada-new');
      expect((await ask(index, q))[0]?.id).toBe('ada-new');
      await deleteSource(source, 'chunk', 'ada-new');
      await index.remove('chunk', ['ada-new']);
      expect((await ask(index, q)).map((h) => h.id)).not.toContain('ada-new');
      expect(await index.sync('chunk')).toEqual({ written: 0, removed: 0 });
    }));

  it('an id written twice in one upsert keeps its last vector only', () =>
    onFile(async ({ open }) => {
      const index = await open();
      const random = vectors(27);
      const [a, b] = [random(DIMS), random(DIMS)];
      await index.upsert('memory', [
        { id: 'twice', userId: 'ada', model: 'm1', vector: a },
        { id: 'twice', userId: 'ada', model: 'm1', vector: b },
      ]);
      const ask = (vector: Float32Array) =>
        index.nearest('memory', { scope: ownerScope('ada'), model: 'm1', vector, limit: 5, minSimilarity: -1 });
      const [byB, byA] = [await ask(b), await ask(a)];
      expect(byB.map((h) => h.id)).toEqual(['twice']);
      expect(byB[0]!.similarity).toBeCloseTo(1, 5);
      expect(byA.map((h) => h.id)).toEqual(['twice']); // once, and as b: a is not held
      expect(byA[0]!.similarity).toBeLessThan(0.9);
    }));

  it('after a restart (or a crash) builds the same answers again from the tables, nothing lost', () =>
    onFile(async ({ source, open, scan }) => {
      const random = vectors(24);
      const topics = await seedMany(source, random);
      const first = await open();
      await first.sync();
      // Written while it ran: known to the tables and, through refresh, to the sets.
      await seedSource(source, { space: 'chunk', id: 'ada-late', userId: 'ada', model: 'm1', vector: topics[7]! });
      await first.refresh('chunk', ['ada-late']);
      await first.close(); // nothing of it is kept: the next one starts from the tables alone

      const again = await open();
      expect(await again.sync('chunk')).toEqual({ written: MANY + 1, removed: 0 });
      await again.settled!();
      const exact = scan();
      const questions = topics.slice(0, 10).map((t) => near(t, 0.02));
      let found = 0;
      for (const q of questions) {
        const want = new Set((await ask(exact, q)).map((h) => h.id));
        found += (await ask(again, q)).filter((h) => want.has(h.id)).length;
      }
      expect(found / (10 * questions.length)).toBeGreaterThanOrEqual(0.95);
      expect((await ask(again, topics[7]!))[0]!.id).toBe('ada-late');
    }));

  it('falls back to sqlite-vec, saying why, when the native module cannot load; VECTOR_INDEX names one', () =>
    onFile(async ({ source, open }) => {
      const warnings: string[] = [];
      const logger = { info: () => undefined, warn: (_: unknown, message: string) => warnings.push(message) };
      const noBuild = async () => {
        throw new Error('No native build was found for platform=linux arch=x64');
      };
      const fallback = await open({ loadUsearch: noBuild, logger: logger as never });
      expect(fallback.kind).toBe('sqlite-vec');
      expect(warnings).toEqual([expect.stringContaining('usearch did not load')]);
      // It answers as usearch would have.
      const q = vectors(25)(8);
      await seedSource(source, { space: 'memory', id: 'm1', userId: 'ada', model: 'm1', vector: q });
      await fallback.sync();
      const hits = await fallback.nearest('memory', {
        scope: ownerScope('ada'),
        model: 'm1',
        vector: q,
        limit: 5,
        minSimilarity: 0,
      });
      expect(hits.map((h) => h.id)).toEqual(['m1']);
      expect((await open({ mode: 'sqlite-vec' })).kind).toBe('sqlite-vec');
      expect((await open({ mode: 'scan' })).kind).toBe('scan');
      expect((await open({ mode: 'usearch' })).kind).toBe('usearch');
    }));
});
