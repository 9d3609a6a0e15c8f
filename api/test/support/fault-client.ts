/**
 * What the fault tests do as a person would, against server processes (server-process.ts): sign
 * up, send a message and read its stream, resume it, read the history, and wait for a state.
 */
import { expect } from 'vitest';
import { HttpClient } from './server-process.js';
import { readSse, type SseMessage } from './sse.js';
import { USER } from './test-app.js';

export const INTERRUPTED =
  'This answer was interrupted before it finished (the server restarted). Retry to get a full answer.';
// A long answer at a readable pace: the local model repeats what it remembers, a few words every
// 100 ms (about 40 chunks: 4 seconds).
export const SLOW = { AI_LOCAL_CHUNK_DELAY_MS: '100', RUN_PERSIST_MS: '50' };
export const QUESTION = `Remember that ${Array(8).fill('I love bouldering on granite walls in the mountains near Lisbon every weekend').join(', ')}`;

export async function signUp(base: string) {
  const client = new HttpClient(base);
  const res = await client.json('/api/v1/auth/register', { method: 'POST', json: USER });
  expect(res.status).toBe(201);
  const thread = await client.json('/api/v1/chat/private-brain/start', { method: 'POST' });
  return { client, threadId: thread.body.thread_id as string };
}

/** The same person signing in (on another process, say). */
export async function signIn(base: string, init: RequestInit = {}) {
  const client = new HttpClient(base);
  const res = await client.json('/api/v1/auth/login', {
    method: 'POST',
    json: { email: USER.email, password: USER.password },
    ...init,
  });
  return { client, res };
}

/** A stream being read: what came so far, a wait for a moment in it, and its end. */
export interface Reading {
  seen: SseMessage[];
  /** Resolves once `enough(seen)` holds (checked at each event); fails if the stream ends first. */
  until(enough: (seen: SseMessage[]) => boolean): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<'ended'>;
}

export async function read(client: HttpClient, path: string, timeoutMs = 20_000): Promise<Reading> {
  const res = await client.fetch(path, { signal: AbortSignal.timeout(timeoutMs) });
  expect(res.status).toBe(200);
  const seen: SseMessage[] = [];
  const waits = new Set<{
    enough: (seen: SseMessage[]) => boolean;
    resolve: () => void;
    reject: (e: Error) => void;
  }>();
  const check = () => {
    for (const w of waits) {
      if (!w.enough(seen)) continue;
      waits.delete(w);
      w.resolve();
    }
  };
  const ended = (async () => {
    for await (const message of readSse(res)) {
      seen.push(message);
      check();
    }
    for (const w of waits) w.reject(new Error(`the stream ended first: ${seen.map((m) => m.event).join(' ')}`));
    return 'ended' as const;
  })();
  ended.catch(() => undefined);
  return {
    seen,
    ended,
    until: (enough) =>
      new Promise<void>((resolve, reject) => {
        waits.add({ enough, resolve, reject });
        check();
      }),
  };
}

/** Sends a message and reads its stream until `enough` says stop (then reads no more), or it ends. */
export async function streamUntil(client: HttpClient, path: string, enough: (seen: SseMessage[]) => boolean) {
  const res = await client.fetch(path, { signal: AbortSignal.timeout(20_000) });
  expect(res.status).toBe(200);
  const seen: SseMessage[] = [];
  const stopped = (async () => {
    for await (const message of readSse(res)) {
      seen.push(message);
      if (enough(seen)) return 'enough';
    }
    return 'ended';
  })();
  return { seen, stopped };
}

export const deltas = (seen: SseMessage[]) =>
  seen
    .filter((m) => m.event === 'delta')
    .map((m) => JSON.parse(m.data).delta as string)
    .join('');
export const send = (threadId: string, input: string) =>
  `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`;
export const resume = (threadId: string, afterSeq: number | string) =>
  `/api/v1/chat/stream?thread_id=${threadId}&after_seq=${afterSeq}`;

export async function lastStep(client: HttpClient, threadId: string) {
  const history = await client.json(`/api/v1/chat/threads/${threadId}/history`);
  expect(history.status).toBe(200);
  return history.body.steps.at(-1);
}

/** A resume of the thread's answer ends by itself (within the timeout) with these events. */
export async function resumeEvents(client: HttpClient, threadId: string, afterSeq: number | string) {
  const res = await client.fetch(resume(threadId, afterSeq), {
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(200);
  const events: SseMessage[] = [];
  for await (const message of readSse(res)) events.push(message);
  return events;
}

export async function answersNormally(client: HttpClient, threadId: string) {
  const { seen, stopped } = await streamUntil(client, send(threadId, 'Hello again'), () => false);
  expect(await stopped).toBe('ended');
  expect(JSON.parse(seen.at(-1)!.data)).toMatchObject({ type: 'done', status: 'completed' });
}

/**
 * Asks `probe` until it gives a value `done` accepts, and returns that value. The deadline only
 * bounds a failure: the wait ends as soon as the state is reached.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  deadlineMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** /readyz's status and body. */
export async function readiness(base: string) {
  const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  return res ? { status: res.status, body: await res.json() } : { status: 0, body: null };
}
