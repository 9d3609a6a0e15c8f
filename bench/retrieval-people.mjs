// Retrieval at scale (issue 59): nearest() over 1,000,000 document chunks of 1,000 people (1,000 each),
// on a migrated SQLite file, usearch and sqlite-vec side by side in one run, taking turns. Each question
// is one person's, asked of their own chunks (and of their public ones). Clustered vectors shaped like
// a real model's (retrieval.mjs clusteredGenerator): a set of 1,000 is ranked exactly by component in
// usearch's sets (api/src/db/vector-index/vector-set.ts), so the vectors' shape does not change its
// answer, only its time. BENCH_RETRIEVAL_PEOPLE and BENCH_RETRIEVAL_EACH change the sizes.
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, load1, mulberry32, summarize } from './lib.mjs';
import { chunkWriter, clusteredGenerator, cosine, gc, migrated, recall, withMs } from './retrieval.mjs';

const PEOPLE = Number(process.env.BENCH_RETRIEVAL_PEOPLE ?? 1000);
const EACH = Number(process.env.BENCH_RETRIEVAL_EACH ?? 1000);
const QUERIES = Number(process.env.BENCH_RETRIEVAL_QUERIES ?? 200);
/** People whose vectors the bench keeps to compute the exact answer (two questions each). */
const ASKED = Math.min(PEOPLE, Math.ceil(QUERIES / 2));
const LIMIT = 10;
const MODEL = 'bench-embedding';
const DIMS = 512;
const person = (i) => `bench-people-${String(i).padStart(5, '0')}`;

/** Every person's chunks as the app writes them; the asked people's vectors kept. */
function seed(file, gen) {
  const { db, user, doc, chunk, emb } = chunkWriter(file);
  const now = new Date().toISOString();
  const kept = new Map();
  const pick = mulberry32(7_1000);
  const asked = new Set();
  while (asked.size < ASKED) asked.add(Math.floor(pick() * PEOPLE));
  for (let p = 0; p < PEOPLE; p++) {
    const userId = person(p);
    const mine = asked.has(p) ? [] : null;
    db.transaction(() => {
      user.run(userId, `${userId}@example.com`, userId, now);
      for (let i = 0; i < EACH; i++) {
        const d = `${userId}-d${Math.floor(i / 100)}`;
        const visibility = Math.floor(i / 100) % 10 === 0 ? 'public' : 'private';
        if (i % 100 === 0) doc.run(d, userId, visibility);
        const id = `${userId}-c${String(i).padStart(5, '0')}`;
        const v = gen.passage();
        mine?.push({ id, vector: v, visibility });
        chunk.run(id, d, userId, visibility, i % 100);
        emb.run(id, userId, visibility, MODEL, Buffer.from(v.buffer));
      }
    })();
    if (mine) kept.set(userId, mine);
  }
  db.close();
  return kept;
}

export async function retrievalPeopleBench() {
  const file = path.join(BENCH_DIR, 'retrieval-people.db');
  const gen = clusteredGenerator(DIMS);
  migrated(file);
  let t = performance.now();
  const kept = seed(file, gen);
  const seedS = (performance.now() - t) / 1000;
  const { createDb } = await import('../api/src/db/client.ts');
  const { createSqlReader } = await import('../api/src/db/sql-reader.ts');
  const { createVectorIndex } = await import('../api/src/db/vector-index/index.ts');
  const { ownerScope, publicScope } = await import('../api/src/privacy/read-scope.ts');
  const url = `file:${file}`;
  const database = { kind: 'sqlite', url, sqlitePath: file };
  const db = createDb(database);
  const sql = createSqlReader(database, db);
  const vec = await createVectorIndex({ sql, kind: 'sqlite', url, mode: 'sqlite-vec' });
  t = performance.now();
  await vec.sync('chunk');
  const vecSyncS = (performance.now() - t) / 1000;
  gc();
  const rssBefore = process.memoryUsage().rss;
  const ann = await createVectorIndex({ sql, kind: 'sqlite', url, mode: 'usearch' });
  if (ann.kind !== 'usearch' || vec.kind !== 'sqlite-vec') throw new Error(`${ann.kind}, ${vec.kind}`);
  t = performance.now();
  const annSynced = await ann.sync('chunk');
  await ann.settled();
  const annSyncS = (performance.now() - t) / 1000;
  gc();
  const annMb = (process.memoryUsage().rss - rssBefore) / 1e6;

  const who = [...kept.keys()];
  const questions = Array.from({ length: QUERIES }, (_, i) => ({
    userId: who[i % who.length],
    vector: gen.question(),
  }));
  const exactOf = (pub) =>
    questions.map(({ userId, vector }) =>
      kept
        .get(userId)
        .filter((c) => !pub || c.visibility === 'public')
        .map((c) => ({ id: c.id, s: cosine(vector, c.vector) }))
        .sort((a, b) => b.s - a.s)
        .slice(0, LIMIT),
    );
  const exact = { own: exactOf(false), pub: exactOf(true) };
  const ask = (index, pub) => (q) =>
    index.nearest('chunk', {
      scope: pub ? publicScope(q.userId) : ownerScope(q.userId),
      model: MODEL,
      vector: q.vector,
      limit: LIMIT,
      minSimilarity: 0,
    });
  const cases = { ann: ask(ann), vec: ask(vec), annPublic: ask(ann, true), vecPublic: ask(vec, true) };
  for (const f of Object.values(cases)) for (const q of questions.slice(0, 10)) await f(q); // warm-up
  const loadBefore = load1();
  const res = Object.fromEntries(Object.keys(cases).map((k) => [k, { ms: [], answers: [] }]));
  const half = Math.ceil(QUERIES / 2);
  for (const part of [questions.slice(0, half), questions.slice(half)]) {
    for (const [name, f] of Object.entries(cases)) {
      const r = await withMs(part, f);
      res[name].ms.push(...r.ms);
      res[name].answers.push(...r.answers);
    }
  }
  const figure = (name, r, ex) => ({ name, ...summarize(r.ms), recall: recall(r.answers, ex) });
  const result = {
    people: PEOPLE,
    each: EACH,
    dims: DIMS,
    seedSeconds: seedS,
    vecSyncSeconds: vecSyncS,
    annSyncSeconds: annSyncS,
    annRows: annSynced.written,
    annMb,
    fileMb: fs.statSync(file).size / 1e6,
    load: { before: loadBefore, after: load1() },
    ann: figure('usearch', res.ann, exact.own),
    vec: figure('sqlite-vec', res.vec, exact.own),
    annPublic: figure('usearch, public only', res.annPublic, exact.pub),
    vecPublic: figure('sqlite-vec, public only', res.vecPublic, exact.pub),
  };
  await ann.close();
  await vec.close();
  await sql.close();
  await db.$disconnect();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  console.log(
    `  retrieval-people ${PEOPLE} × ${EACH}: usearch p50 ${result.ann.p50.toFixed(2)} / p99 ${result.ann.p99.toFixed(2)} ms (recall ${result.ann.recall.toFixed(3)}, ${annMb.toFixed(0)} MB, ${annSyncS.toFixed(1)} s); ` +
      `sqlite-vec p50 ${result.vec.p50.toFixed(2)} / p99 ${result.vec.p99.toFixed(2)} ms (recall ${result.vec.recall.toFixed(3)})`,
  );
  return { ...result, pass: result.ann.p50 <= 20 };
}
