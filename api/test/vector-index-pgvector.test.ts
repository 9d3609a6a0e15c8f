/**
 * pgvector's HNSW walk with the owner and visibility filters, in PGlite over its socket: a person
 * whose few vectors are lost among many others' still gets all of them, and a public search all
 * the public ones, because each connection turns on pgvector's iterative scan (HNSW alone stops at
 * ef_search candidates and filters afterwards: it found none in the same setting).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerScope, publicScope } from '../src/privacy/read-scope.js';
import { createPgvectorIndex } from '../src/db/vector-index/pgvector-index.js';
import type { VectorIndex, VectorRow } from '../src/db/vector-index/index.js';
import { startPglite, vectors } from './support/vector-sources.js';

describe('pgvector: filters inside the HNSW search', () => {
  let server: Awaited<ReturnType<typeof startPglite>>;
  let index: VectorIndex;
  let session: pg.Client;
  const random = vectors(5);
  const dims = 32;

  beforeAll(async () => {
    server = await startPglite();
    index = await createPgvectorIndex(server.url, { max: 1, idleTimeoutMillis: 0 });
    session = new pg.Client({ connectionString: server.url });
    await session.connect();
    const rows: VectorRow[] = [];
    for (let i = 0; i < 3000; i++)
      rows.push({ id: `other-${i}`, userId: `other${i % 7}`, model: 'm1', vector: random(dims) });
    for (let i = 0; i < 6; i++) {
      rows.push({
        id: `ada-${i}`,
        userId: 'ada',
        model: 'm1',
        vector: random(dims),
        visibility: i < 2 ? 'public' : 'private',
      });
    }
    for (let i = 0; i < rows.length; i += 500) await index.upsert('chunk', rows.slice(i, i + 500));
    await session.query('ANALYZE vec_chunk_32');
  });
  afterAll(async () => {
    await session?.end();
    await index?.close();
    await server?.close();
  });

  it('walks the HNSW index and still finds every one of the few vectors that pass the filter', async () => {
    // PGlite is one session for all its connections: this makes the index's own query walk the
    // HNSW index, as it does when a person's vectors are a large part of a large table. For a few
    // rows of one person the planner reads them by the (user_id, model) index and sorts them: exact.
    await session.query('SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off');
    const plan = await session.query(
      `EXPLAIN SELECT id FROM vec_chunk_32 WHERE user_id = 'ada' AND model = 'm1' ORDER BY embedding <=> $1::vector LIMIT 10`,
      [`[${Array.from(random(dims)).join(',')}]`],
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('vec_chunk_32_hnsw');
    const ask = { scope: ownerScope('ada'), model: 'm1', limit: 10, minSimilarity: -1 };
    const all = await index.nearest('chunk', { ...ask, vector: random(dims) });
    expect(all.map((h) => h.id).sort()).toEqual(['ada-0', 'ada-1', 'ada-2', 'ada-3', 'ada-4', 'ada-5']);
    const pub = await index.nearest('chunk', { ...ask, scope: publicScope('ada'), vector: random(dims) });
    expect(pub.map((h) => h.id).sort()).toEqual(['ada-0', 'ada-1']);
    expect((await session.query('SHOW hnsw.iterative_scan')).rows[0]['hnsw.iterative_scan']).toBe('strict_order');
    // Without the iterative scan, the same walk stops at ef_search candidates, mostly other people's.
    await session.query('SET hnsw.iterative_scan = off');
    expect((await index.nearest('chunk', { ...ask, vector: random(dims) })).length).toBeLessThan(6);
    await session.query('SET hnsw.iterative_scan = strict_order');
  });
});
