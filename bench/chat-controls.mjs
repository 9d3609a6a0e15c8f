// Chat controls (issue 13): what opening an answer costs the server (send, edit, regenerate:
// server CPU per open, from /proc around a batch of opens until the scripted provider holds every
// one, so none of the answering is counted), and how fast "Stop generating" takes effect (POST
// stop → the last delta the client receives). Scripted OpenAI-compatible provider
// (bench/provider.mjs), fresh SQLite database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, ROOT, cpuMs, now, percentile, sleep, startApi } from './lib.mjs';
import { providerEnv, startProvider } from './provider.mjs';

const DB = path.join(BENCH_DIR, 'chat-controls.db');
const OPENS = 40;
const STOPS = 10;

async function json(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

/** Streams one answer; resolves when `until(event)` says so (or the stream ends). */
async function stream(base, token, query, until = () => false) {
  const res = await fetch(`${base}/api/v1/chat/stream?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const seen = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffered.indexOf('\n\n')) >= 0) {
      const frame = buffered.slice(0, cut);
      buffered = buffered.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      if (!event) continue;
      const at = now();
      seen.push({ event, at });
      if (until({ event, at, seen })) {
        void reader.cancel();
        return seen;
      }
    }
  }
  return seen;
}

const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

export async function chatControlsBench() {
  fs.rmSync(DB, { force: true });
  const url = `file:${path.relative(ROOT, DB)}`;
  execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  const provider = await startProvider();
  const api = await startApi({ DATABASE_URL: url, ...providerEnv(provider) });
  try {
    const reg = await fetch(`${api.base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'controls@example.com',
        password: 'bench password',
        username: 'bench-controls',
        display_name: 'Bench',
      }),
    }).then((r) => r.json());
    const token = reg.token;
    const threadId = (await json(api.base, token, 'POST', '/api/v1/chat/private-brain/start')).thread_id;
    const opened = (e) => e.event === 'run_started';
    const say = (text) => encodeURIComponent(text);

    // Opening answers: a batch of OPENS at once (one per thread), server CPU from the first request
    // to the last run_started, divided by OPENS (the /proc clock counts in 10 ms ticks: a batch
    // makes that fine enough). Each thread already holds one exchange, to edit or regenerate.
    const threads = [];
    for (let i = 0; i < OPENS; i++) {
      const id = (await json(api.base, token, 'POST', '/api/v1/chat/private-brain/start')).thread_id;
      await stream(api.base, token, `thread_id=${id}&input=${say(`bench-stream first${i} 2 1`)}`);
      threads.push(id);
    }
    const cpu = {};
    // The first batch warms the server up (JIT, statement caches) and is not counted.
    for (const [n, kind] of ['send', 'send', 'edit', 'regenerate'].entries()) {
      const queries = [];
      for (const id of threads) {
        const steps = (await json(api.base, token, 'GET', `/api/v1/chat/threads/${id}/history?limit=4`)).steps;
        const lastUser = steps.findLast((x) => x.step_type === 'USER_MESSAGE');
        queries.push(
          kind === 'send'
            ? `thread_id=${id}&input=${say(`bench-stall send`)}`
            : kind === 'edit'
              ? `thread_id=${id}&edit_step_id=${lastUser.id}&input=${say('bench-stall edit')}`
              : `thread_id=${id}&regenerate_step_id=${steps.at(-1).id}`,
        );
      }
      await sleep(200);
      const c0 = cpuMs(api.pid);
      const answers = queries.map((q) => stream(api.base, token, q));
      for (let i = 0; provider.stalledCount() < OPENS; i++) {
        if (i > 600)
          throw new Error(`${kind}: only ${provider.stalledCount()} of ${OPENS} answers reached the provider`);
        await sleep(5);
      }
      if (n > 0) cpu[kind] = (cpuMs(api.pid) - c0) / OPENS;
      provider.releaseStalled();
      const seen = await Promise.all(answers);
      if (!seen.every((events) => events.some(opened))) throw new Error(`${kind}: not every run opened`);
    }

    // Stop: a long answer, stopped after a few deltas; time to its last delta and to done.
    const long = say('bench-stream stop 300 20');
    const stops = [];
    for (let i = 0; i < STOPS; i++) {
      let stopAt = 0;
      const seen = await stream(api.base, token, `thread_id=${threadId}&input=${long}`, ({ event, seen: s }) => {
        if (event === 'delta' && !stopAt && s.filter((e) => e.event === 'delta').length === 5) {
          stopAt = now();
          void json(api.base, token, 'POST', `/api/v1/chat/threads/${threadId}/stop`);
        }
        return event === 'done';
      });
      const lastDelta = seen.filter((e) => e.event === 'delta').at(-1).at;
      const done = seen.find((e) => e.event === 'done').at;
      stops.push({ lastDeltaMs: Math.max(0, lastDelta - stopAt), doneMs: done - stopAt });
    }
    return {
      opens: OPENS,
      cpuMsPerOpen: cpu,
      stop: {
        runs: STOPS,
        lastDeltaMedianMs: median(stops.map((s) => s.lastDeltaMs)),
        lastDeltaMaxMs: Math.max(...stops.map((s) => s.lastDeltaMs)),
        doneMedianMs: median(stops.map((s) => s.doneMs)),
      },
    };
  } finally {
    await api.stop();
    await provider.close();
  }
}
