// Retrieval bench (issue 34): nearest() over 100,000 document chunks of one person, with other
// people's chunks as noise, on a migrated SQLite file. The same questions through sqlite-vec and the
// scan side by side in one run, in this process (no HTTP): sqlite-vec (exact KNN in vec0), the scan
// as today (the newest scanLimit = 5,000 rows, through Prisma) and the scan over every row (what the
// exact answer is; fewer questions, it is slow). Recall@10 of each against that exact answer.
// 512 dimensions: the local embedding's (its vectors, of generated passages). 1536: synthetic
// unit vectors around topics (BENCH_RETRIEVAL_DIMS=512,1536 runs both; default 512).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BENCH_DIR, load1, machine, mulberry32, quietMachine, ROOT, summarize } from './lib.mjs';
import { VOCAB } from './seed.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const CHUNKS = Number(process.env.BENCH_RETRIEVAL_CHUNKS ?? 100_000);
const NOISE_PEOPLE = 10;
const NOISE_EACH = Math.round(CHUNKS / 50); // 20,000 other chunks in all
const QUERIES = Number(process.env.BENCH_RETRIEVAL_QUERIES ?? 200);
// The scan of every row loads all the person's vectors through Prisma: ~12 s a question at 512
// dimensions; at 1536 it ran out of a 4 GB heap, so only the smaller size has that row.
const FULL_QUERIES = Number(process.env.BENCH_RETRIEVAL_FULL_QUERIES ?? 5);
const LIMIT = 10;
const USER = 'bench-retrieval-ada';
const MODEL = 'bench-embedding';

function migrated(file) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/prisma.mjs'), 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`migrate deploy failed:\n${r.stdout}\n${r.stderr}`);
}

/** Vectors of `dims`: the local embedding of generated passages (512), or unit vectors around topics. */
async function generator(dims) {
  const rand = mulberry32(34_000 + dims);
  if (dims === 512) {
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
  const topics = Array.from({ length: 2000 }, () => Float32Array.from({ length: dims }, () => rand() - 0.5));
  const around = (spread) => {
    const c = topics[Math.floor(rand() * topics.length)];
    const v = c.map((x) => x + (rand() - 0.5) * spread);
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  };
  return { passage: () => around(1.5), question: () => around(2) };
}

/** The chunks as the app writes them: Document, DocumentChunk, DocumentChunkEmbedding. */
function seedChunks(file, gen) {
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

/** The person's vectors in a vec0 table of the earlier layout (cosine metric, vectors as they are). */
function cosineTable(file, dims, mine) {
  const conn = new Database(file);
  require('sqlite-vec').load(conn);
  conn.pragma('mmap_size = 1073741824');
  conn.exec(`DROP TABLE IF EXISTS bench_cosine_${dims}`);
  conn.exec(`CREATE VIRTUAL TABLE bench_cosine_${dims} USING vec0(id TEXT PRIMARY KEY, user_id TEXT PARTITION KEY,
    model TEXT PARTITION KEY, public INTEGER, embedding FLOAT[${dims}] distance_metric=cosine, chunk_size=128)`);
  const insert = conn.prepare(
    `INSERT INTO bench_cosine_${dims} (id, user_id, model, public, embedding) VALUES (?, ?, ?, 0, ?)`,
  );
  conn.transaction(() => {
    for (const c of mine) insert.run(c.id, USER, MODEL, Buffer.from(c.vector.buffer));
  })();
  const knn = conn.prepare(
    `SELECT id, distance FROM bench_cosine_${dims} WHERE embedding MATCH ? AND k = ? AND user_id = ? AND model = ? ORDER BY distance`,
  );
  return {
    nearest: (v) =>
      knn
        .all(Buffer.from(v.buffer, v.byteOffset, v.byteLength), LIMIT, USER, MODEL)
        .map((r) => ({ id: r.id, similarity: 1 - r.distance })),
    close: () => conn.close(),
  };
}

function cosine(a, b) {
  let dot = 0, na = 0, nb = 0; // prettier-ignore
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

const recall = (answers, exact) =>
  answers.reduce((sum, hits, i) => {
    const want = new Set(exact[i].map((h) => h.id));
    return sum + (want.size ? hits.filter((h) => want.has(h.id)).length / want.size : 1);
  }, 0) / answers.length;

async function one(dims) {
  const file = path.join(BENCH_DIR, `retrieval-${dims}.db`);
  const gen = await generator(dims);
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
  const vec = await createVectorIndex({ sql, kind: 'sqlite', url });
  if (vec.kind !== 'sqlite-vec') throw new Error(`sqlite-vec did not load: ${vec.kind}`);
  t = performance.now();
  const synced = await vec.sync('chunk');
  const syncS = (performance.now() - t) / 1000;
  const today = createScanIndex(sql); // scanLimit 5,000, as recall.ts
  const everything = createScanIndex(sql, { scanLimit: CHUNKS * 2 });
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
  for (const q of questions.slice(0, 10)) await ask(vec)(q); // warm-up: pages in the cache
  const loadBefore = load1();
  // The cases take turns by halves of the questions, so a busy spell of the machine hits each.
  const half = Math.ceil(QUERIES / 2);
  const parts = [questions.slice(0, half), questions.slice(half)];
  const withMs = async (qs, f) => {
    const ms = [];
    const answers = [];
    for (const q of qs) {
      const t0 = performance.now();
      answers.push(await f(q));
      ms.push(performance.now() - t0);
    }
    return { ms, answers };
  };
  // The earlier layout beside this one (api/src/db/vector-index/README.md): the same vectors in a
  // vec0 table compared by cosine, asked as nearest() asked it, in the same file.
  const earlier = cosineTable(file, dims, mine);
  const cases = {
    vec: ask(vec),
    cosine: async (vector) => earlier.nearest(vector),
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
  const full = await withMs(questions.slice(0, dims === 512 ? FULL_QUERIES : 0), ask(everything));
  const loadAfter = load1();
  const figure = (name, r, ex) => ({
    name,
    ...summarize(r.ms),
    recall: recall(r.answers, ex.slice(0, r.answers.length)),
  });
  const result = {
    dims,
    chunks: CHUNKS,
    noise: NOISE_PEOPLE * NOISE_EACH,
    seedSeconds: seedS,
    syncSeconds: syncS,
    synced,
    fileMb: fs.statSync(file).size / 1e6,
    load: { before: loadBefore, after: loadAfter },
    vec: figure('sqlite-vec', res.vec, exact),
    cosine: figure('sqlite-vec, cosine (the earlier layout)', res.cosine, exact),
    vecPublic: figure('sqlite-vec, public only', res.vecPublic, exactPublic),
    today: figure('scan (today: newest 5,000)', res.today, exact),
    full: full.ms.length ? figure('scan of every row', full, exact) : null,
  };
  earlier.close();
  await vec.close();
  await sql.close();
  await db.$disconnect();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  return result;
}

export async function retrievalBench() {
  const dimsList = (process.env.BENCH_RETRIEVAL_DIMS ?? '512').split(',').map(Number);
  const startLoad = load1();
  const quietLoad = await quietMachine(
    Number(process.env.BENCH_MAX_LOAD ?? 1.5),
    Number(process.env.BENCH_MAX_LOAD_WAIT_S ?? 300),
  );
  const results = [];
  for (const dims of dimsList) {
    const r = await one(dims);
    console.log(
      `  retrieval ${dims}d: sqlite-vec p50 ${r.vec.p50.toFixed(1)} / p99 ${r.vec.p99.toFixed(1)} ms (recall ${r.vec.recall.toFixed(3)}); ` +
        `today's scan p50 ${r.today.p50.toFixed(1)} (recall ${r.today.recall.toFixed(3)}); ${r.full ? `full scan p50 ${r.full.p50.toFixed(0)} ms` : ''}`,
    );
    results.push(r);
  }
  return {
    machine: machine(),
    startLoad,
    quietLoad,
    results,
    pass: results.every((r) => r.vec.p50 <= 20 && r.vec.p99 <= 60),
  };
}
