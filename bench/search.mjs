// searchThreads bench: ~1,000 two-word queries (common and rare words of the
// seed's vocabulary), sent one at a time through GraphQL on the running
// server, so each latency is the server's. For comparison, the same queries
// through the read layer's SQL alone (ChatReads.searchThreads in this process).
import { createRequire } from 'node:module';
import { fmt, graphql, machine, mulberry32, readSeed, startApi, summarize, DB_FILE } from './lib.mjs';
import { VOCAB } from './seed.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const SEARCH = `query Search($q: String!) {
  viewer { searchThreads(query: $q, first: 10) { edges { snippet node { id name updatedAt } } } }
}`;

const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);

/** Common: ranks 30–300 of the vocabulary (real words in most messages); rare: ranks 3,000–20,000. */
export function buildQueries(n = QUERIES) {
  const r = mulberry32(42);
  const pick = (lo, hi) => VOCAB[lo + Math.floor(r() * (hi - lo))];
  const common = () => pick(30, 300);
  const rare = () => pick(3000, VOCAB.length);
  const kinds = [
    ['common+common', () => `${common()} ${common()}`],
    ['common+rare', () => `${common()} ${rare()}`],
    ['rare+common', () => `${rare()} ${common()}`],
    ['rare+rare', () => `${rare()} ${rare()}`],
  ];
  return Array.from({ length: n }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length];
    return { kind, q: make() };
  });
}

export async function searchBench({ api: sharedApi } = {}) {
  const seedInfo = readSeed();
  const queries = buildQueries();
  // How many messages the words match (document frequency), for the table.
  const db = new Database(DB_FILE, { readonly: true });
  const df = db.prepare(`SELECT count(*) AS n FROM "StepSearch" WHERE "StepSearch" MATCH ?`);
  const dfOf = (w) => df.get(`"${w}"`).n;
  const sampleDf = {
    common: summarize(
      VOCAB.slice(30, 300)
        .filter((_, i) => i % 27 === 0)
        .map(dfOf),
    ),
    rare: summarize(
      VOCAB.slice(3000)
        .filter((_, i) => i % 1700 === 0)
        .map(dfOf),
    ),
  };
  db.close();

  const api = sharedApi ?? (await startApi());
  try {
    // Warm-up: statements prepared, pages in cache.
    for (const { q } of buildQueries(50)) await graphql(api.base, seedInfo.token, SEARCH, { q });
    const byKind = new Map();
    const all = [];
    let hits = 0;
    let empty = 0;
    for (const { kind, q } of queries) {
      const t = performance.now();
      const data = await graphql(api.base, seedInfo.token, SEARCH, { q });
      const ms = performance.now() - t;
      if (!data?.viewer?.searchThreads) throw new Error(`search failed: ${JSON.stringify(data)}`);
      const n = data.viewer.searchThreads.edges.length;
      hits += n;
      if (n === 0) empty += 1;
      all.push(ms);
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind).push(ms);
    }
    // The same queries through the read layer alone (no HTTP, no GraphQL), in this process.
    const { createSqlReader } = await import('../api/src/db/sql-reader.ts');
    const { ChatReads } = await import('../api/src/chat/read/chat-reads.ts');
    const sql = createSqlReader({ url: `file:${DB_FILE}`, kind: 'sqlite', sqlitePath: DB_FILE });
    const reads = new ChatReads(sql);
    for (const { q } of buildQueries(50)) await reads.searchThreads(seedInfo.userId, q, 10);
    const sqlByKind = new Map();
    const sqlAll = [];
    for (const { kind, q } of queries) {
      const t = performance.now();
      await reads.searchThreads(seedInfo.userId, q, 10);
      const ms = performance.now() - t;
      sqlAll.push(ms);
      if (!sqlByKind.has(kind)) sqlByKind.set(kind, []);
      sqlByKind.get(kind).push(ms);
    }
    await sql.close();
    const result = {
      machine: machine(),
      queries: queries.length,
      examples: queries.slice(0, 4).map((x) => x.q),
      documentFrequency: sampleDf,
      avgHits: hits / queries.length,
      emptyResults: empty,
      graphql: summarize(all),
      graphqlByKind: Object.fromEntries([...byKind].map(([k, v]) => [k, summarize(v)])),
      sqlOnly: summarize(sqlAll),
      sqlOnlyByKind: Object.fromEntries([...sqlByKind].map(([k, v]) => [k, summarize(v)])),
    };
    result.pass = result.graphql.p50 < 10;
    console.log(
      `  search: ${queries.length} queries, GraphQL p50 ${fmt(result.graphql.p50, 2)} / p99 ${fmt(result.graphql.p99, 2)} ms; ` +
        `SQL alone p50 ${fmt(result.sqlOnly.p50, 2)} / p99 ${fmt(result.sqlOnly.p99, 2)} ms`,
    );
    for (const [k, v] of Object.entries(result.graphqlByKind)) {
      const s = result.sqlOnlyByKind[k];
      console.log(
        `    ${k.padEnd(14)} GraphQL p50 ${fmt(v.p50, 2)} / p99 ${fmt(v.p99, 2)} ms; SQL p50 ${fmt(s.p50, 2)} / p99 ${fmt(s.p99, 2)} ms`,
      );
    }
    return result;
  } finally {
    if (!sharedApi) await api.stop();
  }
}
