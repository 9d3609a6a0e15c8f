// Retrieval bench (issues 34, 59): nearest() over 100,000 document chunks of one person, with other
// people's chunks as noise, on a migrated SQLite file. The same questions through usearch's HNSW,
// sqlite-vec and the scan side by side in one run, in this process (no HTTP): usearch (in memory,
// filled from the tables by sync(): exact from the columns, then its graph for dense questions), sqlite-vec (exact KNN in vec0), the scan as today
// (the newest scanLimit = 5,000 rows, through Prisma) and, on the local embedding's vectors, the scan
// over every row (what the exact answer is; fewer questions, it is slow). Recall@10 of each against
// the exact answer. Two sets of vectors (BENCH_RETRIEVAL_SETS=local,clustered, the default): the
// local embedding's of generated passages (512), and clustered vectors shaped like a real model's
// (clusteredGenerator below; `clustered-1536` for 1,536 dimensions).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import vm from 'node:vm';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BENCH_DIR, load1, machine, mulberry32, quietMachine, ROOT, summarize } from './lib.mjs';
import { VOCAB } from './seed.mjs';

const require = createRequire(import.meta.url);
v8.setFlagsFromString('--expose-gc');
/** A full collection, so the resident set's growth is what is held, not garbage of the fill. */
export const gc = vm.runInNewContext('gc');
const Database = require('better-sqlite3');

const CHUNKS = Number(process.env.BENCH_RETRIEVAL_CHUNKS ?? 100_000);
const NOISE_PEOPLE = 10;
const NOISE_EACH = Math.round(CHUNKS / 50); // 20,000 other chunks in all
const QUERIES = Number(process.env.BENCH_RETRIEVAL_QUERIES ?? 200);
// The scan of every row loads all the person's vectors through Prisma: ~12 s a question at 512
// dimensions; at 1536 it ran out of a 4 GB heap, so only the smaller size has that row.
const FULL_QUERIES = Number(process.env.BENCH_RETRIEVAL_FULL_QUERIES ?? 5);
const LIMIT = 10;
/** Questions asked of usearch before its graphs are whole (answered exactly, from the columns). */
const BUILDING_QUERIES = 40;
const USER = 'bench-retrieval-ada';
const MODEL = 'bench-embedding';

export function migrated(file) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/prisma.mjs'), 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migrate deploy failed:\n${r.stdout}\n${r.stderr}`);
}

/** The local embedding (512 dimensions) of generated passages and short questions. */
async function localGenerator() {
  const rand = mulberry32(34_512);
  const { localEmbedding } = await import('../api/src/recall/local-embedding.ts');
  const word = () => VOCAB[Math.floor(Math.pow(rand(), 2.5) * VOCAB.length)];
  const topics = Array.from({ length: 3000 }, () => Array.from({ length: 40 }, word));
  const text = (n) => {
    const t = topics[Math.floor(rand() * topics.length)];
    return Array.from({ length: n }, () => (rand() < 0.5 ? t[Math.floor(rand() * t.length)] : word())).join(' ');
  };
  return {
    passage: () => Float32Array.from(localEmbedding(text(60))),
    question: () => Float32Array.from(localEmbedding(text(6))),
  };
}

/**
 * Dense vectors shaped as a trained text model's are: anisotropic (a direction shared by every
 * vector, so two unrelated texts are still ~0.4 alike, and a variance that falls off as a power of
 * the component, 1/(1 + i)^0.6, as a model's principal components do), in 1,000 topics of Zipf-like
 * sizes, with questions farther from their topic than passages (they are shorter). A rotation would
 * change no cosine, so the components are the coordinates.
 */
export function clusteredGenerator(dims) {
  const rand = mulberry32(59_000 + dims);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() + 1e-12)) * Math.cos(2 * Math.PI * rand());
  const scale = Float32Array.from({ length: dims }, (_, i) => 1 / Math.pow(1 + i, 0.6));
  const shared = Float32Array.from({ length: dims }, () => gauss() * 0.08);
  const topics = Array.from({ length: 1000 }, () => Float32Array.from(scale, (s) => gauss() * s));
  const around = (spread) => {
    const c = topics[Math.floor(Math.pow(rand(), 2) * topics.length)];
    const v = c.map((x, i) => shared[i] * Math.sqrt(dims) * scale[i] + x + gauss() * spread * scale[i]);
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  };
  return { passage: () => around(0.8), question: () => around(1.1) };
}

const SETS = {
  local: { dims: 512, about: "the local embedding's vectors of generated passages", generator: localGenerator },
  clustered: {
    dims: 512,
    about: "clustered vectors shaped like a real model's",
    generator: () => clusteredGenerator(512),
  },
  'clustered-1536': {
    dims: 1536,
    about: "clustered vectors shaped like a real model's",
    generator: () => clusteredGenerator(1536),
  },
};

/** The file opened for seeding, with the statements that write chunks as the app does. */
export function chunkWriter(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const user = db.prepare(
    `INSERT INTO "User" ("id","email","username","passwordHash","updatedAt") VALUES (?,?,?,'x',?)`,
  );
  const doc = db.prepare(`INSERT INTO "Document" ("id","userId","visibility","status") VALUES (?,?,?,'ready')`);
  const chunk = db.prepare(
    `INSERT INTO "DocumentChunk" ("id","documentId","userId","visibility","ordinal","text") VALUES (?,?,?,?,?,'')`,
  );
  const emb = db.prepare(
    `INSERT INTO "DocumentChunkEmbedding" ("chunkId","userId","visibility","model","vector") VALUES (?,?,?,?,?)`,
  );
  return { db, user, doc, chunk, emb };
}

/** The chunks as the app writes them: Document, DocumentChunk, DocumentChunkEmbedding. */
function seedChunks(file, gen) {
  const { db, user, doc, chunk, emb } = chunkWriter(file);
  const now = new Date().toISOString();
  const people = [
    [USER, CHUNKS],
    ...Array.from({ length: NOISE_PEOPLE }, (_, i) => [`bench-retrieval-${i}`, NOISE_EACH]),
  ];
  const mine = [];
  db.transaction(() => {
    for (const [userId, n] of people) {
      user.run(userId, `${userId}@example.com`, userId, now);
      for (let i = 0; i < n; i++) {
        const d = `${userId}-d${Math.floor(i / 100)}`;
        // One document in ten is public: its chunks are what the twin may search.
        const visibility = Math.floor(i / 100) % 10 === 0 ? 'public' : 'private';
        if (i % 100 === 0) doc.run(d, userId, visibility);
        const id = `${userId}-c${String(i).padStart(6, '0')}`;
        const v = gen.passage();
        if (userId === USER) mine.push({ id, vector: v, visibility });
        chunk.run(id, d, userId, visibility, i % 100);
        emb.run(id, userId, visibility, MODEL, Buffer.from(v.buffer));
      }
    }
  })();
  db.close();
  return mine;
}

export function cosine(a, b) {
  let dot = 0, na = 0, nb = 0; // prettier-ignore
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export const withMs = async (qs, f) => {
  const ms = [];
  const answers = [];
  for (const q of qs) {
    const t0 = performance.now();
    answers.push(await f(q));
    ms.push(performance.now() - t0);
  }
  return { ms, answers };
};

export const recall = (answers, exact) =>
  answers.reduce((sum, hits, i) => {
    const want = new Set(exact[i].map((h) => h.id));
    return sum + (want.size ? hits.filter((h) => want.has(h.id)).length / want.size : 1);
  }, 0) / answers.length;

async function one(set) {
  const { dims, about } = SETS[set];
  const file = path.join(BENCH_DIR, `retrieval-${set}.db`);
  const gen = await SETS[set].generator();
  migrated(file);
  let t = performance.now();
  const mine = seedChunks(file, gen);
  const seedS = (performance.now() - t) / 1000;
  const { createDb } = await import('../api/src/db/client.ts');
  const { createSqlReader } = await import('../api/src/db/sql-reader.ts');
  const { createVectorIndex, createScanIndex } = await import('../api/src/db/vector-index/index.ts');
  const { ownerScope, publicScope } = await import('../api/src/privacy/read-scope.ts');
  const url = `file:${file}`;
  const database = { kind: 'sqlite', url, sqlitePath: file };
  const db = createDb(database);
  const sql = createSqlReader(database, db); // the scan reads through the read layer
  const vec = await createVectorIndex({ sql, kind: 'sqlite', url, mode: 'sqlite-vec' });
  if (vec.kind !== 'sqlite-vec') throw new Error(`sqlite-vec did not load: ${vec.kind}`);
  t = performance.now();
  const synced = await vec.sync('chunk');
  const syncS = (performance.now() - t) / 1000;
  // usearch's graphs are built in this process: its memory is the resident set's growth.
  const ann = await createVectorIndex({ sql, kind: 'sqlite', url, mode: 'usearch' });
  if (ann.kind !== 'usearch') throw new Error(`usearch did not load: ${ann.kind}`);
  gc();
  const rssBefore = process.memoryUsage().rss;
  t = performance.now();
  const annSynced = await ann.sync('chunk');
  const annSyncS = (performance.now() - t) / 1000; // searchable (exactly) from here
  const questions = Array.from({ length: QUERIES }, gen.question);
  const ask = (index, visibility) => (vector) =>
    index.nearest('chunk', {
      scope: visibility === 'public' ? publicScope(USER) : ownerScope(USER),
      model: MODEL,
      vector,
      limit: LIMIT,
      minSimilarity: 0,
    });
  // The exact answer, computed here from the seeded vectors (what a scan of every row finds).
  const exactOf = (qs, pub) =>
    qs.map((q) =>
      mine
        .filter((c) => !pub || c.visibility === 'public')
        .map((c) => ({ id: c.id, s: cosine(q, c.vector) }))
        .sort((a, b) => b.s - a.s)
        .slice(0, LIMIT),
    );
  const exact = exactOf(questions, false);
  const exactPublic = exactOf(questions, true);
  // While the graphs are built every question is answered from the columns: the build takes its
  // pages between turns of the event loop, and an awaited nearest() gives it none.
  const building = await withMs(questions.slice(0, BUILDING_QUERIES), ask(ann));
  t = performance.now();
  const stalls = monitorEventLoopDelay({ resolution: 5 }); // how long a build's page holds the loop
  stalls.enable();
  await ann.settled();
  stalls.disable();
  const annBuildS = annSyncS + (performance.now() - t) / 1000;
  gc();
  const buildStallMs = { p50: stalls.percentile(50) / 1e6, p99: stalls.percentile(99) / 1e6, max: stalls.max / 1e6 };
  const annMb = (process.memoryUsage().rss - rssBefore) / 1e6;
  const today = createScanIndex(sql); // scanLimit 5,000, as recall.ts
  const everything = createScanIndex(sql, { scanLimit: CHUNKS * 2 });
  for (const q of questions.slice(0, 10)) await ask(vec)(q); // warm-up: pages in the cache
  for (const q of questions.slice(0, 10)) await ask(ann)(q);
  const loadBefore = load1();
  // The cases take turns by halves of the questions, so a busy spell of the machine hits each.
  const half = Math.ceil(QUERIES / 2);
  const parts = [questions.slice(0, half), questions.slice(half)];
  const cases = {
    ann: ask(ann),
    vec: ask(vec),
    annPublic: ask(ann, 'public'),
    vecPublic: ask(vec, 'public'),
    today: ask(today),
  };
  const res = {};
  for (const name of Object.keys(cases)) res[name] = { ms: [], answers: [] };
  for (const p of parts) {
    for (const [name, f] of Object.entries(cases)) {
      const r = await withMs(p, f);
      res[name].ms.push(...r.ms);
      res[name].answers.push(...r.answers);
    }
  }
  const full = await withMs(questions.slice(0, set === 'local' ? FULL_QUERIES : 0), ask(everything));
  const loadAfter = load1();
  const figure = (name, r, ex) => ({
    name,
    ...summarize(r.ms),
    recall: recall(r.answers, ex.slice(0, r.answers.length)),
  });
  const result = {
    set,
    about,
    dims,
    chunks: CHUNKS,
    noise: NOISE_PEOPLE * NOISE_EACH,
    seedSeconds: seedS,
    syncSeconds: syncS,
    synced,
    annSyncSeconds: annSyncS,
    annBuildSeconds: annBuildS,
    buildStallMs,
    annSynced,
    annMb,
    fileMb: fs.statSync(file).size / 1e6,
    load: { before: loadBefore, after: loadAfter },
    ann: figure('usearch (HNSW)', res.ann, exact),
    building: figure('usearch, graph not yet built (exact)', building, exact),
    vec: figure('sqlite-vec', res.vec, exact),
    annPublic: figure('usearch, public only', res.annPublic, exactPublic),
    vecPublic: figure('sqlite-vec, public only', res.vecPublic, exactPublic),
    today: figure('scan (today: newest 5,000)', res.today, exact),
    full: full.ms.length ? figure('scan of every row', full, exact) : null,
  };
  await ann.close();
  await vec.close();
  await sql.close();
  await db.$disconnect();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  return result;
}

export async function retrievalBench() {
  const sets = (process.env.BENCH_RETRIEVAL_SETS ?? 'local,clustered').split(',');
  for (const set of sets) if (!SETS[set]) throw new Error(`unknown vector set ${set}: ${Object.keys(SETS).join(', ')}`);
  const startLoad = load1();
  const quietLoad = await quietMachine(
    Number(process.env.BENCH_MAX_LOAD ?? 1.5),
    Number(process.env.BENCH_MAX_LOAD_WAIT_S ?? 300),
  );
  const results = [];
  for (const set of sets) {
    const r = await one(set);
    console.log(
      `  retrieval ${set} ${r.dims}d: usearch p50 ${r.ann.p50.toFixed(2)} / p99 ${r.ann.p99.toFixed(2)} ms (recall ${r.ann.recall.toFixed(3)}, searchable in ${r.annSyncSeconds.toFixed(1)} s, graph in ${r.annBuildSeconds.toFixed(1)} s, ${r.annMb.toFixed(0)} MB); ` +
        `sqlite-vec p50 ${r.vec.p50.toFixed(1)} / p99 ${r.vec.p99.toFixed(1)} ms (recall ${r.vec.recall.toFixed(3)}); ` +
        `today's scan p50 ${r.today.p50.toFixed(1)} (recall ${r.today.recall.toFixed(3)}); ${r.full ? `full scan p50 ${r.full.p50.toFixed(0)} ms` : ''}`,
    );
    results.push(r);
  }
  return {
    machine: machine(),
    startLoad,
    quietLoad,
    results,
    pass: results.every((r) => r.ann.p50 <= 5 && r.ann.p99 <= 20 && r.ann.recall >= 0.95),
  };
}
