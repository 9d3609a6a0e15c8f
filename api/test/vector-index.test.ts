/**
 * The vector indexes (api/src/db/vector-index/) against real databases: sqlite-vec in a
 * migrated SQLite file, pgvector in PGlite served on a loopback port, and the scan on the run's
 * database (SQLite, or PostgreSQL when DATABASE_URL says so, where Debian's server has no pgvector
 * and the factory falls back to the scan). Each index is filled the way the app fills it: the
 * *Embedding rows are written, then the index syncs from them (the scan reads them as they are).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/client.js';
import { createSqlReader, type SqlReader } from '../src/db/sql-reader.js';
import { rankBySimilarity, toBytes } from '../src/db/vector-index/vectors.js';
import { ownerScope, publicScope } from '../src/privacy/read-scope.js';
import { createVectorIndex, sqliteFile, type Space, type VectorIndex } from '../src/db/vector-index/index.js';
import { createPgvectorIndex } from '../src/db/vector-index/pgvector-index.js';
import { freshDatabase } from './support/test-app.js';
import {
  deleteSource,
  dropSqliteDatabase,
  near,
  postgresTarget,
  seedSource,
  setSourceVisibility,
  sqliteDatabase,
  sqliteTarget,
  startPglite,
  type SourceVector,
  type SqlTarget,
  vectors,
} from './support/vector-sources.js';

interface Setup {
  index: VectorIndex;
  source: SqlTarget;
  close(): Promise<void>;
}

function contract(name: string, kind: VectorIndex['kind'] | 'any', setup: () => Promise<Setup>) {
  describe(name, () => {
    let s: Setup;
    const random = vectors(7);
    beforeAll(async () => {
      s = await setup();
      if (kind !== 'any') expect(s.index.kind).toBe(kind);
    });
    afterAll(() => s?.close());

    /** Writes the source rows and syncs the index from them, as the app does at start-up. */
    const seed = async (rows: SourceVector[]) => {
      for (const row of rows) await seedSource(s.source, row);
      await s.index.sync();
    };
    const person = () => `u${randomUUID().slice(0, 8)}`;
    /** The person's nearest vectors, or (publicOnly) their public ones only, as their twin asks. */
    const ask = (
      space: Space,
      userId: string,
      vector: Float32Array,
      { publicOnly, ...more }: { publicOnly?: boolean; limit?: number; model?: string; minSimilarity?: number } = {},
    ) =>
      s.index.nearest(space, {
        scope: publicOnly ? publicScope(userId) : ownerScope(userId),
        model: 'm1',
        vector,
        limit: 10,
        minSimilarity: 0.01,
        ...more,
      });

    it("finds only the person's own vectors", async () => {
      const [ada, bob] = [person(), person()];
      const q = random(16);
      await seed([
        { space: 'memory', id: `${ada}-1`, userId: ada, model: 'm1', vector: near(q, 0.01) },
        { space: 'memory', id: `${bob}-1`, userId: bob, model: 'm1', vector: q },
      ]);
      expect((await ask('memory', ada, q)).map((h) => h.id)).toEqual([`${ada}-1`]);
    });

    it('a public search never has a private vector as a candidate, and still finds as many public ones', async () => {
      const ada = person();
      const q = random(16);
      const rows: SourceVector[] = [];
      // Twenty private chunks nearer the question than any public one.
      for (let i = 0; i < 20; i++)
        rows.push({ space: 'chunk', id: `${ada}-p${i}`, userId: ada, model: 'm1', vector: near(q, 0.001 * (i + 1)) });
      for (let i = 0; i < 3; i++)
        rows.push({
          space: 'chunk',
          id: `${ada}-pub${i}`,
          userId: ada,
          model: 'm1',
          vector: near(q, 0.2 * (i + 1)),
          visibility: 'public',
        });
      await seed(rows);
      const two = await ask('chunk', ada, q, { publicOnly: true, limit: 2 });
      expect(two.map((h) => h.id)).toEqual([`${ada}-pub0`, `${ada}-pub1`]);
      const all = await ask('chunk', ada, q, { publicOnly: true });
      expect(all.map((h) => h.id)).toEqual([`${ada}-pub0`, `${ada}-pub1`, `${ada}-pub2`]);
      expect((await ask('chunk', ada, q, { limit: 3 })).map((h) => h.id)).toEqual([
        `${ada}-p0`,
        `${ada}-p1`,
        `${ada}-p2`,
      ]);
      // Messages are never public.
      await seed([{ space: 'message', id: `${ada}-msg`, userId: ada, model: 'm1', vector: q }]);
      expect(await ask('message', ada, q, { publicOnly: true })).toEqual([]);
      expect((await ask('message', ada, q)).map((h) => h.id)).toEqual([`${ada}-msg`]);
    });

    it('a memory made public or private is found accordingly', async () => {
      const ada = person();
      const q = random(16);
      await seed([{ space: 'memory', id: `${ada}-m`, userId: ada, model: 'm1', vector: q }]);
      expect(await ask('memory', ada, q, { publicOnly: true })).toEqual([]);
      await setSourceVisibility(s.source, 'memory', `${ada}-m`, 'public');
      await s.index.setVisibility('memory', [`${ada}-m`], 'public');
      expect((await ask('memory', ada, q, { publicOnly: true })).map((h) => h.id)).toEqual([`${ada}-m`]);
      await setSourceVisibility(s.source, 'memory', `${ada}-m`, 'private');
      await s.index.sync('memory'); // the sync alone sees the change too
      expect(await ask('memory', ada, q, { publicOnly: true })).toEqual([]);
    });

    it('refresh brings a few ids in line with their rows: new, changed and gone', async () => {
      const ada = person();
      const q = random(16);
      // Written after the sync, as the embedder writes a batch: refresh alone makes them findable.
      for (const id of ['a', 'b']) {
        await seedSource(s.source, { space: 'message', id: `${ada}-${id}`, userId: ada, model: 'm1', vector: q });
      }
      await seedSource(s.source, { space: 'memory', id: `${ada}-m`, userId: ada, model: 'm1', vector: q });
      await s.index.refresh('message', [`${ada}-a`, `${ada}-b`]);
      await s.index.refresh('memory', [`${ada}-m`]);
      expect((await ask('message', ada, q)).map((h) => h.id).sort()).toEqual([`${ada}-a`, `${ada}-b`]);
      // A memory made public, then private again, is found by a public search only in between.
      await setSourceVisibility(s.source, 'memory', `${ada}-m`, 'public');
      await s.index.refresh('memory', [`${ada}-m`]);
      expect((await ask('memory', ada, q, { publicOnly: true })).map((h) => h.id)).toEqual([`${ada}-m`]);
      await setSourceVisibility(s.source, 'memory', `${ada}-m`, 'private');
      await s.index.refresh('memory', [`${ada}-m`]);
      expect(await ask('memory', ada, q, { publicOnly: true })).toEqual([]);
      // A message whose row is gone leaves the index; the other stays.
      await deleteSource(s.source, 'message', `${ada}-a`);
      await s.index.refresh('message', [`${ada}-a`]);
      expect((await ask('message', ada, q)).map((h) => h.id)).toEqual([`${ada}-b`]);
      // Nothing to do for ids nobody knows.
      await s.index.refresh('chunk', [`${ada}-nobody`]);
      // And the sync after finds nothing left to write for them.
      expect(await s.index.sync('message')).toEqual({ written: 0, removed: 0 });
    });

    it('a removed vector is not found', async () => {
      const ada = person();
      const q = random(16);
      await seed([
        { space: 'memory', id: `${ada}-a`, userId: ada, model: 'm1', vector: q },
        { space: 'memory', id: `${ada}-b`, userId: ada, model: 'm1', vector: near(q, 0.05) },
        { space: 'chunk', id: `${ada}-c`, userId: ada, model: 'm1', vector: q },
      ]);
      await deleteSource(s.source, 'memory', `${ada}-a`);
      await s.index.remove('memory', [`${ada}-a`]);
      expect((await ask('memory', ada, q)).map((h) => h.id)).toEqual([`${ada}-b`]);
      await deleteSource(s.source, 'chunk', `${ada}-c`);
      const synced = await s.index.sync('chunk'); // a source gone without remove(): the sync drops it
      if (s.index.kind !== 'scan') expect(synced.removed).toBe(1);
      expect(await ask('chunk', ada, q)).toEqual([]);
    });

    it("another model's vectors are never compared, even of the same size", async () => {
      const ada = person();
      const q = random(16);
      await seed([{ space: 'memory', id: `${ada}-x`, userId: ada, model: 'other', vector: q }]);
      expect(await ask('memory', ada, q)).toEqual([]);
      expect((await ask('memory', ada, q, { model: 'other' })).map((h) => h.id)).toEqual([`${ada}-x`]);
    });

    it('models of different sizes live side by side', async () => {
      const ada = person();
      const small = random(8);
      const large = random(24);
      await seed([
        { space: 'memory', id: `${ada}-s`, userId: ada, model: 'small', vector: small },
        { space: 'memory', id: `${ada}-l`, userId: ada, model: 'large', vector: large },
      ]);
      expect((await ask('memory', ada, small, { model: 'small' })).map((h) => h.id)).toEqual([`${ada}-s`]);
      expect((await ask('memory', ada, large, { model: 'large' })).map((h) => h.id)).toEqual([`${ada}-l`]);
      expect(await ask('memory', ada, random(12), { model: 'small' })).toEqual([]);
    });

    it('keeps only hits at least minSimilarity alike, with cosine similarity', async () => {
      const ada = person();
      const q = Float32Array.from([1, 0, 0, 0]);
      await seed([
        { space: 'memory', id: `${ada}-same`, userId: ada, model: 'm1', vector: Float32Array.from([2, 0, 0, 0]) },
        { space: 'memory', id: `${ada}-half`, userId: ada, model: 'm1', vector: Float32Array.from([1, 1, 0, 0]) },
        { space: 'memory', id: `${ada}-none`, userId: ada, model: 'm1', vector: Float32Array.from([0, 1, 0, 0]) },
      ]);
      const hits = await ask('memory', ada, q, { minSimilarity: 0.5 });
      expect(hits.map((h) => h.id)).toEqual([`${ada}-same`, `${ada}-half`]);
      expect(hits[0]!.similarity).toBeCloseTo(1, 5);
      expect(hits[1]!.similarity).toBeCloseTo(Math.SQRT1_2, 5);
    });

    it('ranks a seeded set as the scan does', async () => {
      const ada = person();
      const dims = 64;
      const rows: SourceVector[] = Array.from({ length: 300 }, (_, i) => ({
        space: 'chunk',
        id: `${ada}-${String(i).padStart(3, '0')}`,
        userId: ada,
        model: 'm1',
        vector: random(dims),
        visibility: i % 3 ? 'private' : 'public',
      }));
      await seed(rows);
      const scanRows = rows.map((r) => ({ id: r.id, vector: toBytes(r.vector), public: r.visibility === 'public' }));
      for (let n = 0; n < 20; n++) {
        const q = random(dims);
        const pub = n % 2 === 0;
        const expected = rankBySimilarity(pub ? scanRows.filter((r) => r.public) : scanRows, q, 0, 10);
        const hits = await ask('chunk', ada, q, { minSimilarity: 0, ...(pub ? { publicOnly: true } : {}) });
        expect(hits.map((h) => h.id)).toEqual(expected.map((e) => e.row.id));
        hits.forEach((h, i) => expect(h.similarity).toBeCloseTo(expected[i]!.similarity, 5));
      }
    });
  });
}

contract('sqlite-vec in a SQLite file', 'sqlite-vec', async () => {
  const file = await sqliteDatabase();
  const database = { kind: 'sqlite', url: `file:${file}`, sqlitePath: file } as const;
  const db = createDb(database);
  const sql = createSqlReader(database, db);
  const index = await createVectorIndex({ sql, kind: 'sqlite', url: `file:${file}`, mode: 'sqlite-vec' });
  const source = sqliteTarget(file);
  return {
    index,
    source,
    async close() {
      await index.close();
      await source.close();
      await sql.close();
      await db.$disconnect();
      dropSqliteDatabase(file);
    },
  };
});

contract("usearch's HNSW in memory, built from a SQLite file", 'usearch', async () => {
  const file = await sqliteDatabase();
  const database = { kind: 'sqlite', url: `file:${file}`, sqlitePath: file } as const;
  const db = createDb(database);
  const sql = createSqlReader(database, db);
  const index = await createVectorIndex({ sql, kind: 'sqlite', url: `file:${file}`, mode: 'usearch' });
  const source = sqliteTarget(file);
  return {
    index,
    source,
    async close() {
      await index.close();
      await source.close();
      await sql.close();
      await db.$disconnect();
      dropSqliteDatabase(file);
    },
  };
});

contract('pgvector in PGlite, over the PostgreSQL protocol', 'pgvector', async () => {
  const server = await startPglite();
  const index = await createPgvectorIndex(server.url, { max: 1, idleTimeoutMillis: 0 });
  const source = postgresTarget(server.url);
  return {
    index,
    source,
    async close() {
      await index.close();
      await source.close();
      await server.close();
    },
  };
});

/** The run's database: the factory picks the scan on Debian's PostgreSQL (no pgvector). */
async function runDatabase(): Promise<{ db: Db; sql: SqlReader; url: string; kind: 'sqlite' | 'postgres' }> {
  const url = await freshDatabase();
  const database = url.startsWith('file:')
    ? ({ kind: 'sqlite', url, sqlitePath: sqliteFile(url) } as const)
    : ({ kind: 'postgres', url } as const);
  const db = createDb(database);
  return { db, sql: createSqlReader(database, db), url, kind: database.kind };
}

contract('the scan of the *Embedding tables', 'scan', async () => {
  const { db, sql, url, kind } = await runDatabase();
  const index = await createVectorIndex({ sql, kind, url, mode: 'scan' });
  const source = kind === 'sqlite' ? sqliteTarget(sqliteFile(url)) : postgresTarget(url);
  return {
    index,
    source,
    async close() {
      await source.close();
      await sql.close();
      await db.$disconnect();
    },
  };
});

contract("the factory's pick on the run's database", 'any', async () => {
  const { db, sql, url, kind } = await runDatabase();
  const index = await createVectorIndex({ sql, kind, url, mode: 'auto' });
  // SQLite: usearch; PostgreSQL: pgvector where the server has it, the scan where not.
  if (kind === 'sqlite') expect(index.kind).toBe('usearch');
  else expect(['pgvector', 'scan']).toContain(index.kind);
  const source = kind === 'sqlite' ? sqliteTarget(sqliteFile(url)) : postgresTarget(url);
  return {
    index,
    source,
    async close() {
      await index.close();
      await source.close();
      await sql.close();
      await db.$disconnect();
    },
  };
});
