// Server time before the first token (issue 33): what the server adds between a person sending a
// message and the first words of the answer, with a model chosen per conversation.
//
// Two servers (npm start's bundle, each on a fresh SQLite database, both pinned to the server core)
// and one scripted OpenAI-compatible provider in this process (bench/provider.mjs, "bench-first":
// its one text chunk is written as soon as the request is read), so the client's send, the
// provider's arrival and the client's first TextDelta are read on one clock:
//   - catalog: no AI_PROVIDER; the first account (an admin) connects the provider from the app
//     (addAiConnection, tested at once, its models listed from GET /models) and allows two of its
//     models; a second account opens conversations and chooses one per conversation
//     (chooseThreadModel), alternating the two; other conversations choose the offline brain
//     ("local", AI_LOCAL_CHUNK_DELAY_MS=0);
//   - baseline: AI_PROVIDER=openai-compatible pointing at the same provider, no conversation choice.
// Messages go one after another (sendMessage over SSE, a keep-alive connection as a browser keeps),
// the three cases in turn, so each sees the same machine; WARM of each first, then MESSAGES
// measured, PER_THREAD per conversation. Latency, not throughput: nothing runs concurrently.
// Where the time goes comes from what the server keeps on each answer (startTime, stepCreationTimeMs,
// firstTokenMs: its Date.now(), read on this clock), and which SQLite statements a message runs
// before the model is asked from bench/sql-probe.mjs in each server: choosing a model should read
// none of the catalog's tables (ai-models/catalog.ts keeps them in memory).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  BENCH_DIR,
  ROOT,
  cpuMs,
  graphql,
  load1,
  machineCpuMs,
  MAX_LOAD,
  now,
  percentile,
  quietMachine,
  selfCpuMs,
  sleep,
  startApi,
  subscribeSse,
} from './lib.mjs';
import { providerEnv, startProvider } from './provider.mjs';

export const MESSAGES = Number(process.env.BENCH_FIRST_TOKEN_MESSAGES ?? 200);
export const WARM = Number(process.env.BENCH_FIRST_TOKEN_WARM ?? 20);
export const PER_THREAD = 10;
/** A pause between messages (a person reads and types; what an answer leaves going ends meanwhile). */
export const GAP_MS = 20;
export const TARGET_MS = 15;
/** What GET /models lists: the environment's model and two to allow. */
export const MODELS = ['bench', 'bench-a', 'bench-b'];
const ALLOWED = ['bench-a', 'bench-b'];
export const SECRET_KEY = 'bench-first-token-secret-key-0123456789abcdef';

const SEND = `subscription Send($threadId: ID!, $input: String!, $elements: [ElementInput!]) {
  sendMessage(threadId: $threadId, input: $input, elements: $elements) {
    __typename
    ... on TextDelta { delta }
    ... on RunDone { status }
    ... on RunErrorEvent { message }
    ... on RunRefused { reason message }
  }
}`;
const END = new Set(['RunDone', 'RunRefused', 'RunErrorEvent', 'GraphQLError']);

/** A fresh SQLite database under var/bench, migrated by the Prisma CLI as in production. */
export function freshDb(name) {
  const file = path.join(BENCH_DIR, `${name}.db`);
  for (const f of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const url = `file:${path.relative(ROOT, file)}`;
  execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  return { file, url };
}

export async function register(api, name) {
  const res = await fetch(`${api.base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${name}@example.com`,
      password: 'bench password',
      username: name,
      display_name: name,
    }),
  });
  const body = await res.json();
  if (res.status !== 201 || !body.token)
    throw new Error(`register ${name}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function newThread(api, token) {
  const res = await fetch(`${api.base}/api/v1/chat/private-brain/start`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (!body.thread_id) throw new Error(`new conversation: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.thread_id;
}

/** The admin connects the provider from the app and allows two of its models: their keys by name. */
export async function connectProvider(api, adminToken, provider) {
  const added = await graphql(
    api.base,
    adminToken,
    `
      mutation ($url: String!) {
        addAiConnection(name: "Scripted bench server", kind: openai_compatible, baseUrl: $url, apiKey: "sk-bench") {
          __typename
          ... on AiConnection {
            lastTest {
              ok
              checks {
                check
                ok
                message
              }
            }
            models {
              id
              name
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { url: provider.baseUrl },
  );
  const connection = added.addAiConnection;
  if (connection.__typename !== 'AiConnection' || !connection.lastTest?.ok) {
    throw new Error(`addAiConnection: ${JSON.stringify(connection)}`);
  }
  const keys = {};
  for (const name of ALLOWED) {
    const model = connection.models.find((m) => m.name === name);
    if (!model) throw new Error(`the connection lists no ${name}: ${JSON.stringify(connection.models)}`);
    const res = await graphql(
      api.base,
      adminToken,
      `
        mutation ($id: ID!) {
          updateAiModel(id: $id, allowed: true) {
            __typename
            ... on AiModel {
              allowed
            }
            ... on Error {
              message
            }
          }
        }
      `,
      { id: model.id },
    );
    if (!res.updateAiModel.allowed) throw new Error(`updateAiModel ${name}: ${JSON.stringify(res.updateAiModel)}`);
    keys[name] = model.id;
  }
  return keys;
}

export async function chooseModel(api, token, threadId, model) {
  const res = await graphql(
    api.base,
    token,
    `
      mutation ($t: ID!, $m: ID!) {
        chooseThreadModel(threadId: $t, model: $m) {
          __typename
          ... on Thread {
            model {
              name
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { t: threadId, m: model },
  );
  if (res.chooseThreadModel.__typename !== 'Thread') {
    throw new Error(`chooseThreadModel ${model}: ${JSON.stringify(res.chooseThreadModel)}`);
  }
  return res.chooseThreadModel.model.name;
}

/**
 * Sends one message and follows its answer to the end. sentAt: just before the request is written;
 * firstDeltaAt: when the chunk carrying the first non-empty TextDelta arrived; wallOffset: Date.now()
 * less this clock, to read the server's Date.now() times on it.
 */
export async function sendOne(api, token, threadId, input, agent, elements = null) {
  let firstDeltaAt = null;
  let text = '';
  const before = [];
  let end;
  const ended = new Promise((r) => (end = r));
  const wallOffset = Date.now() - now();
  const sentAt = now();
  const sub = subscribeSse({
    base: api.base,
    token,
    agent,
    query: SEND,
    variables: { threadId, input, elements },
    onEvent: (payload, at) => {
      const ev = payload.data?.sendMessage ?? { __typename: 'GraphQLError', errors: payload.errors };
      if (ev.__typename === 'TextDelta') text += ev.delta;
      if (firstDeltaAt === null) {
        if (ev.__typename === 'TextDelta' && ev.delta) firstDeltaAt = at;
        else before.push(ev.__typename);
      }
      if (END.has(ev.__typename)) end(ev);
    },
  });
  sub.done.then(
    () => end({ __typename: 'closed' }),
    (e) => end({ __typename: 'ClientError', message: String(e) }),
  );
  const last = await Promise.race([ended, sleep(30_000).then(() => ({ __typename: 'timeout' }))]);
  // The stream ends after RunDone: wait for it, so the keep-alive connection is free for the next message.
  await Promise.race([sub.done.catch(() => undefined), sleep(2000)]);
  sub.close();
  if (last.__typename !== 'RunDone' || last.status !== 'completed' || firstDeltaAt === null) {
    throw new Error(`message "${input}" did not get its answer: ${JSON.stringify(last)}; before the text: ${before}`);
  }
  return { sentAt, firstDeltaAt, wallOffset, before, text };
}

/** A statement that reads what a model is: the catalog's tables, or the person's last choice (User.chatModel). */
const MODEL_LOOKUP = /AiModel|AiConnection|InstanceSetting|`User`\.`chatModel`|"User"\."chatModel"/;
/** A statement's first words and table, to list the kinds a message runs. */
const kindOf = (sql) => {
  const text = sql.replace(/\s+/g, ' ').trim();
  const verb = text.split(' ', 1)[0].toUpperCase();
  const table = /(?:from|into|update)\s+[`"]?(?:main[`"]?\.[`"]?)?([A-Za-z]+)/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
};

/** The statements a server's probe noted (bench/sql-probe.mjs): between(from, to) → their texts. */
function readProbe(file) {
  const { t, sql, texts } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    between(from, to) {
      const found = [];
      for (let i = 0; i < t.length; i++) if (t[i] >= from && t[i] <= to) found.push(texts[sql[i]]);
      return found;
    },
  };
}

const stats = (xs) => {
  const s = Float64Array.from(xs).sort();
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s.length ? s[s.length - 1] : NaN };
};

/**
 * What the server kept of each answer, by thread, in order: when it began the turn (startTime, its
 * Date.now() as the turn's transaction starts), that transaction's time and the first text's
 * (firstTokenMs, from startTime).
 */
function serverTimes(dbFile, threadIds) {
  const require = createRequire(import.meta.url);
  const Database = require('better-sqlite3');
  const db = new Database(dbFile, { readonly: true });
  const read = db.prepare(
    `SELECT "startTime", "stepCreationTimeMs", "firstTokenMs" FROM "Step"
     WHERE "threadId" = ? AND "stepType" = 'ASSISTANT_MESSAGE' ORDER BY "seq"`,
  );
  const out = new Map(
    threadIds.map((id) => [
      id,
      read.all(id).map((r) => ({
        startTime: typeof r.startTime === 'number' ? r.startTime : Date.parse(r.startTime),
        transactionMs: r.stepCreationTimeMs,
        firstTokenMs: r.firstTokenMs,
      })),
    ]),
  );
  db.close();
  return out;
}

export async function firstTokenBench() {
  const catalogDb = freshDb('first-token');
  const baselineDb = freshDb('first-token-env');
  const provider = await startProvider({ models: MODELS });
  // The provider's settings without AI_PROVIDER: the catalog server's own model is the offline brain.
  const { AI_PROVIDER, AI_BASE_URL, AI_MODEL, ...common } = providerEnv(provider);
  const shared = { ...common, AI_LOCAL_CHUNK_DELAY_MS: '0', SECRET_KEY };
  // Each server notes its SQLite statements (bench/sql-probe.mjs): which ones a message runs before the model is asked.
  const probes = {
    catalog: path.join(BENCH_DIR, 'first-token-sql.json'),
    baseline: path.join(BENCH_DIR, 'first-token-env-sql.json'),
  };
  for (const file of Object.values(probes)) fs.rmSync(file, { force: true });
  const catalogApi = await startApi({ ...shared, DATABASE_URL: catalogDb.url }, undefined, {
    sqlProbe: probes.catalog,
  });
  const baselineApi = await startApi(
    { ...shared, AI_PROVIDER, AI_BASE_URL, AI_MODEL, DATABASE_URL: baselineDb.url },
    undefined,
    { sqlProbe: probes.baseline },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const adminToken = await register(catalogApi, 'bench-admin');
    const personToken = await register(catalogApi, 'bench-person');
    const baselineToken = await register(baselineApi, 'bench-person');
    const keys = await connectProvider(catalogApi, adminToken, provider);

    const total = WARM + MESSAGES;
    /** Each case: its server, who sends, and its conversations with the model each chose. */
    const cases = [
      { id: 'chosen', api: catalogApi, token: personToken, threads: [] },
      { id: 'local', api: catalogApi, token: personToken, threads: [] },
      { id: 'baseline', api: baselineApi, token: baselineToken, threads: [] },
    ];
    /**
     * A person opens a new conversation (an empty one is reused: each case's last one has messages)
     * and chooses its model: the two allowed ones in turn, or the offline brain; the baseline chooses none.
     */
    async function openConversation(c) {
      const id = await newThread(c.api, c.token);
      const name = c.id === 'chosen' ? ALLOWED[c.threads.length % 2] : c.id === 'local' ? 'local' : null;
      if (name) {
        const chosen = await chooseModel(c.api, c.token, id, name === 'local' ? 'local' : keys[name]);
        if (name !== 'local' && chosen !== name) throw new Error(`chose ${name}, the conversation has ${chosen}`);
      }
      // The model the provider should be asked for (the environment's is "bench").
      const thread = { id, model: name ?? 'bench' };
      c.threads.push(thread);
      return thread;
    }

    const startLoad = load1();
    const quietLoad = await quietMachine();
    const quiet = quietLoad < MAX_LOAD;
    console.log(
      `  1-minute load ${startLoad.toFixed(2)} → ${quietLoad.toFixed(2)}${quiet ? '' : ` (still ≥ ${MAX_LOAD}: measured anyway)`}`,
    );
    const records = [];
    let measureStart = null;
    let cpu0 = null;
    for (let k = 0; k < total; k++) {
      if (k === WARM) {
        measureStart = { at: performance.now(), machine: machineCpuMs(), self: selfCpuMs() };
        cpu0 = { catalog: cpuMs(catalogApi.pid), baseline: cpuMs(baselineApi.pid) };
      }
      for (const c of cases) {
        const thread = k % PER_THREAD === 0 ? await openConversation(c) : c.threads.at(-1);
        const tag = `${c.id}-${k}`;
        const r = await sendOne(c.api, c.token, thread.id, `bench-first ${tag}`, agent);
        const got = provider.received.get(tag);
        if (c.id === 'local' ? got : got?.model !== thread.model) {
          throw new Error(
            `${tag}: the provider was asked ${JSON.stringify(got)} for a ${thread.model} conversation; answer: ${r.text.slice(0, 200)}`,
          );
        }
        records.push({
          case: c.id,
          model: thread.model,
          threadId: thread.id,
          warm: k < WARM,
          firstInThread: k % PER_THREAD === 0,
          sentAt: r.sentAt,
          wallOffset: r.wallOffset,
          arrivedAt: got?.arrivedAt ?? null,
          firstChunkAt: got?.firstChunkAt ?? null,
          firstDeltaAt: r.firstDeltaAt,
          toProviderMs: got ? got.arrivedAt - r.sentAt : null,
          firstDeltaMs: r.firstDeltaAt - r.sentAt,
          providerOwnMs: got ? got.firstChunkAt - got.arrivedAt : 0,
          eventsBeforeText: r.before,
        });
        await sleep(GAP_MS);
      }
    }
    const elapsed = performance.now() - measureStart.at;
    const serverCpu = {
      catalog: cpuMs(catalogApi.pid) - cpu0.catalog,
      baseline: cpuMs(baselineApi.pid) - cpu0.baseline,
    };
    // What the machine's other processes took meanwhile (both servers and this process excluded), of one core.
    const othersCpuShare =
      Math.max(
        0,
        machineCpuMs() -
          measureStart.machine -
          serverCpu.catalog -
          serverCpu.baseline -
          (selfCpuMs() - measureStart.self),
      ) / elapsed;
    const endLoad = load1();
    // The servers write their statements as they exit.
    await catalogApi.stop();
    await baselineApi.stop();
    const statements = {
      catalog: readProbe(probes.catalog),
      baseline: readProbe(probes.baseline),
    };

    const serverSide = new Map([
      ...serverTimes(
        catalogDb.file,
        [...cases[0].threads, ...cases[1].threads].map((t) => t.id),
      ),
      ...serverTimes(
        baselineDb.file,
        cases[2].threads.map((t) => t.id),
      ),
    ]);
    // The k-th message of a thread is its k-th answer: what the server kept of it, on this clock.
    for (const r of records) {
      const i = records.filter((x) => x.threadId === r.threadId).indexOf(r);
      const kept = serverSide.get(r.threadId)?.[i];
      if (!kept || kept.firstTokenMs === null) throw new Error(`no firstTokenMs for answer ${i} of ${r.threadId}`);
      r.turnStartedAt = kept.startTime - r.wallOffset;
      r.transactionMs = kept.transactionMs;
      r.serverFirstTokenMs = kept.firstTokenMs;
      r.serverFirstTokenAt = r.turnStartedAt + kept.firstTokenMs;
      // The statements the server ran from the send until it asked the model (the offline brain: until its first text).
      const probe = r.case === 'baseline' ? statements.baseline : statements.catalog;
      const until = r.arrivedAt ?? r.serverFirstTokenAt;
      r.statements = probe.between(r.sentAt, until);
    }
    const measured = records.filter((r) => !r.warm);
    const summary = (rows) => {
      const asked = rows.every((r) => r.arrivedAt !== null);
      const of = (f) => stats(rows.map(f));
      return {
        n: rows.length,
        toProviderMs: asked ? of((r) => r.toProviderMs) : null,
        firstDeltaMs: of((r) => r.firstDeltaMs),
        providerOwnMs: of((r) => r.providerOwnMs),
        addedMs: of((r) => r.firstDeltaMs - r.providerOwnMs),
        serverFirstTokenMs: of((r) => r.serverFirstTokenMs),
        /** Where the time goes (the server's times are whole milliseconds, Date.now()). */
        phases: {
          /** Client send → the server begins the turn: HTTP, GraphQL, session, thread, history, the model. */
          requestIn: of((r) => r.turnStartedAt - r.sentAt),
          /** The turn's transaction (claim, steps). */
          transaction: of((r) => r.transactionMs),
          /** Turn begun → the provider has the request: the transaction, run_started, the prompt, the HTTP call. */
          turnToProvider: asked ? of((r) => r.arrivedAt - r.turnStartedAt) : null,
          /** The provider's chunk written → the server has the first text. */
          providerToServer: asked ? of((r) => r.serverFirstTokenAt - r.firstChunkAt) : null,
          /** The server has the first text → the client has parsed it: event log, SSE. */
          out: of((r) => r.firstDeltaAt - r.serverFirstTokenAt),
        },
        /** SQLite statements from the send until the model is asked (the offline brain: its first text). */
        statementsBefore: of((r) => r.statements.length),
        /** Messages that read a model's settings on the way (connections, models, instance settings, the person's last choice). */
        modelLookups: rows.filter((r) => r.statements.some((q) => MODEL_LOOKUP.test(q))).length,
        /** Each kind of statement seen on the way, and in how many of the messages. */
        statementKinds: [...new Set(rows.flatMap((r) => r.statements.map(kindOf)))].map((kind) => ({
          kind,
          messages: rows.filter((r) => r.statements.some((q) => kindOf(q) === kind)).length,
        })),
        /** The three slowest, with the statements on their way that most messages do not run (background work meanwhile). */
        slowest: [...rows]
          .sort((a, b) => b.firstDeltaMs - b.providerOwnMs - (a.firstDeltaMs - a.providerOwnMs))
          .slice(0, 3)
          .map((r) => ({
            addedMs: r.firstDeltaMs - r.providerOwnMs,
            unusual: [...new Set(r.statements.map(kindOf))].filter(
              (k) => rows.filter((x) => x.statements.some((q) => kindOf(q) === k)).length < rows.length / 2,
            ),
          })),
        firstInThreadAddedMs: stats(rows.filter((r) => r.firstInThread).map((r) => r.firstDeltaMs - r.providerOwnMs)),
        eventsBeforeText: [...new Set(rows.map((r) => r.eventsBeforeText.join(' ')))],
      };
    };
    const byCase = Object.fromEntries(cases.map((c) => [c.id, summary(measured.filter((r) => r.case === c.id))]));
    const byModel = Object.fromEntries(
      ALLOWED.map((m) => [m, summary(measured.filter((r) => r.case === 'chosen' && r.model === m))]),
    );
    const result = {
      messages: MESSAGES,
      warm: WARM,
      perThread: PER_THREAD,
      gapMs: GAP_MS,
      target: TARGET_MS,
      load: { start: startLoad, atMeasure: quietLoad, end: endLoad, maxLoad: MAX_LOAD, quiet, othersCpuShare },
      seconds: elapsed / 1000,
      serverCpuMsPerMessage: {
        catalog: serverCpu.catalog / (2 * MESSAGES),
        baseline: serverCpu.baseline / MESSAGES,
      },
      cases: byCase,
      byModel,
      pass: byCase.chosen.addedMs.p50 <= TARGET_MS && byCase.local.addedMs.p50 <= TARGET_MS,
      providerRequests: provider.stats.requests,
    };
    for (const [id, x] of Object.entries(byCase)) {
      const f = (s) => (s ? `${s.p50.toFixed(2)} / ${s.p95.toFixed(2)} / ${s.max.toFixed(1)}` : '–');
      const phases = Object.entries(x.phases)
        .map(([name, v]) => `${name} ${v ? v.p50.toFixed(1) : '–'}`)
        .join(', ');
      console.log(
        `  ${id}: ${x.n} messages; send → provider ${f(x.toProviderMs)} ms; send → first delta ${f(x.firstDeltaMs)} ms; ` +
          `added ${f(x.addedMs)} ms; server firstTokenMs ${f(x.serverFirstTokenMs)}; p50 by phase: ${phases}; ` +
          `SQL before the model is asked p50 ${x.statementsBefore.p50} (max ${x.statementsBefore.max}), ${x.modelLookups} messages read a model's settings: ${x.statementKinds.map((k) => `${k.kind} (${k.messages})`).join(', ')}; ` +
          `before the text: ${x.eventsBeforeText.join(' | ')}`,
      );
    }
    return result;
  } finally {
    agent.destroy();
    await catalogApi.stop();
    await baselineApi.stop();
    await provider.close();
  }
}
