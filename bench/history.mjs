// History page bench: the GraphQL page of the last 100 steps of the
// 1,000-step thread against the floor (bench/floor-server.mjs), 50 concurrent
// keep-alive connections, alternating rounds within one run. BENCH_HISTORY_BASELINE=<another
// checkout's api/dist/main.mjs> adds that build's server to each round, side by side.
import path from 'node:path';
import {
  cpuMs,
  DB_FILE,
  fmt,
  freePort,
  graphql,
  load,
  machine,
  median,
  readSeed,
  ROOT,
  startApi,
  startChild,
} from './lib.mjs';

export const HISTORY_QUERY = `query History($id: ID!) {
  thread(id: $id) {
    history(last: 100) {
      edges { node { id seq stepType input output status createdAt elements { id } toolCallSession { toolCalls { id } } } }
    }
  }
}`;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 8000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_MS = 3000;
/** The GraphQL page's throughput as a share of the floor's that the open issue asks for. */
export const HISTORY_TARGET = 0.75;

/** The thread as a Relay client names it (a global id), as the web app sends it. */
const threadGlobalId = (seedInfo) => Buffer.from(`Thread:${seedInfo.bigThreadId}`).toString('base64');

async function measure(target, seedInfo) {
  const before = cpuMs(target.pid);
  const r = await load({
    url: target.url,
    headers: target.headers,
    body: JSON.stringify({ query: HISTORY_QUERY, variables: { id: threadGlobalId(seedInfo) } }),
    connections: CONNECTIONS,
    durationMs: ROUND_MS,
    check: (b) => b.length > 10_000 && !b.includes('"errors"'),
  });
  const cpu = cpuMs(target.pid) - before;
  if (r.errors) console.log(`    ${target.name}: ${r.errors} failed requests, first: ${r.firstError}`);
  return { ...r, cpuMsPerReq: cpu / Math.max(1, r.requests), cpuShare: cpu / r.elapsedMs };
}

const BASELINE = process.env.BENCH_HISTORY_BASELINE;

const graphqlTarget = (name, api, seedInfo) => ({
  name,
  pid: api.pid,
  url: `${api.base}/graphql`,
  headers: {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Bearer ${seedInfo.token}`,
  },
});

export async function historyBench({ api: sharedApi } = {}) {
  const seedInfo = readSeed();
  // The seed's 100,000 steps have no embeddings, so a server embeds them in the background all
  // through the rounds, which the floor has no part of: a deployment does that once. The history
  // servers here wait an hour before they start (docs/decisions/history-page-profile.md).
  const quietEmbedder = { EMBED_INTERVAL_MS: String(3_600_000) };
  const api = sharedApi ?? (await startApi(quietEmbedder));
  const baselineApi = BASELINE ? await startApi(quietEmbedder, path.resolve(BASELINE)) : null;
  const floorPort = await freePort();
  // BENCH_SERVER_NODE_ARGS (e.g. a CPU profile) reaches the floor's server as it does npm start's.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const floor = await startChild('floor', [...nodeArgs, path.join(ROOT, 'bench/floor-server.mjs')], {
    env: { NODE_ENV: 'production', PORT: String(floorPort), DB_FILE },
    readyUrl: `http://127.0.0.1:${floorPort}/`,
  });
  try {
    const targets = {
      floor: {
        name: 'floor',
        pid: floor.pid,
        url: `http://127.0.0.1:${floorPort}/`,
        headers: { 'content-type': 'application/json' },
      },
      graphql: graphqlTarget('graphql', api, seedInfo),
      ...(baselineApi ? { baseline: graphqlTarget('baseline', baselineApi, seedInfo) } : {}),
    };
    // Same page from both: the same 100 steps in the same order.
    const g = await graphql(api.base, seedInfo.token, HISTORY_QUERY, { id: threadGlobalId(seedInfo) });
    const f = await (
      await fetch(targets.floor.url, {
        method: 'POST',
        body: JSON.stringify({ variables: { id: seedInfo.bigThreadId } }),
      })
    ).json();
    const gSeq = g.thread.history.edges.map(
      (e) => `${e.node.id}:${e.node.seq}:${e.node.elements.length}:${e.node.toolCallSession?.toolCalls.length ?? '-'}`,
    );
    const fSeq = f.data.thread.history.edges.map(
      (e) => `${e.node.id}:${e.node.seq}:${e.node.elements.length}:${e.node.toolCallSession?.toolCalls.length ?? '-'}`,
    );
    if (gSeq.length !== 100 || gSeq.join() !== fSeq.join()) {
      throw new Error(`the floor and GraphQL pages differ:\n${gSeq.slice(0, 3)}\n${fSeq.slice(0, 3)}`);
    }
    const pageBytes = { graphql: JSON.stringify({ data: g }).length, floor: JSON.stringify(f).length };

    for (const t of Object.values(targets)) {
      await load({
        url: t.url,
        headers: t.headers,
        body: JSON.stringify({ query: HISTORY_QUERY, variables: { id: threadGlobalId(seedInfo) } }),
        connections: CONNECTIONS,
        durationMs: WARMUP_MS,
      });
    }
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const fl = await measure(targets.floor, seedInfo);
      const gq = await measure(targets.graphql, seedInfo);
      const bl = targets.baseline ? await measure(targets.baseline, seedInfo) : null;
      rounds.push({
        floor: fl,
        graphql: gq,
        ratio: gq.rps / fl.rps,
        cpuRatio: fl.cpuMsPerReq / gq.cpuMsPerReq,
        ...(bl ? { baseline: bl, baselineRatio: bl.rps / fl.rps } : {}),
      });
      console.log(
        `  round ${i + 1}: floor ${fmt(fl.rps, 0)} req/s (p50 ${fmt(fl.latency.p50)} / p99 ${fmt(fl.latency.p99)} ms, ${fmt(fl.cpuMsPerReq, 2)} CPU ms/req)` +
          ` | GraphQL ${fmt(gq.rps, 0)} req/s (p50 ${fmt(gq.latency.p50)} / p99 ${fmt(gq.latency.p99)} ms, ${fmt(gq.cpuMsPerReq, 2)} CPU ms/req)` +
          ` | ratio ${fmt(gq.rps / fl.rps, 2)}×` +
          (bl
            ? ` | baseline ${fmt(bl.rps, 0)} req/s (${fmt(bl.cpuMsPerReq, 2)} CPU ms/req), ratio ${fmt(bl.rps / fl.rps, 2)}×`
            : ''),
      );
    }
    const pick = (k, f) => median(rounds.map((r) => f(r[k])));
    const result = {
      machine: machine(),
      connections: CONNECTIONS,
      roundMs: ROUND_MS,
      pageBytes,
      rounds: rounds.map((r) => ({
        floor: {
          rps: r.floor.rps,
          requests: r.floor.requests,
          p50: r.floor.latency.p50,
          p99: r.floor.latency.p99,
          cpuMsPerReq: r.floor.cpuMsPerReq,
          errors: r.floor.errors,
        },
        graphql: {
          rps: r.graphql.rps,
          requests: r.graphql.requests,
          p50: r.graphql.latency.p50,
          p99: r.graphql.latency.p99,
          cpuMsPerReq: r.graphql.cpuMsPerReq,
          errors: r.graphql.errors,
        },
        ratio: r.ratio,
        cpuRatio: r.cpuRatio,
        ...(r.baseline
          ? {
              baseline: {
                rps: r.baseline.rps,
                requests: r.baseline.requests,
                p50: r.baseline.latency.p50,
                p99: r.baseline.latency.p99,
                cpuMsPerReq: r.baseline.cpuMsPerReq,
                errors: r.baseline.errors,
              },
              baselineRatio: r.baselineRatio,
            }
          : {}),
      })),
      median: {
        floor: {
          rps: pick('floor', (x) => x.rps),
          p50: pick('floor', (x) => x.latency.p50),
          p99: pick('floor', (x) => x.latency.p99),
          cpuMsPerReq: pick('floor', (x) => x.cpuMsPerReq),
        },
        graphql: {
          rps: pick('graphql', (x) => x.rps),
          p50: pick('graphql', (x) => x.latency.p50),
          p99: pick('graphql', (x) => x.latency.p99),
          cpuMsPerReq: pick('graphql', (x) => x.cpuMsPerReq),
        },
        ratio: median(rounds.map((r) => r.ratio)),
        cpuRatio: median(rounds.map((r) => r.cpuRatio)),
        ...(baselineApi
          ? {
              baseline: {
                rps: pick('baseline', (x) => x.rps),
                p50: pick('baseline', (x) => x.latency.p50),
                p99: pick('baseline', (x) => x.latency.p99),
                cpuMsPerReq: pick('baseline', (x) => x.cpuMsPerReq),
              },
              baselineRatio: median(rounds.map((r) => r.baselineRatio)),
            }
          : {}),
      },
    };
    if (BASELINE) result.baseline = path.relative(ROOT, path.resolve(BASELINE));
    result.target = HISTORY_TARGET;
    result.pass = result.median.ratio >= HISTORY_TARGET;
    return result;
  } finally {
    await floor.stop();
    if (!sharedApi) await api.stop();
    if (baselineApi) await baselineApi.stop();
  }
}
