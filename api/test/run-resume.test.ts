/**
 * Resuming an answer (resumeRun, REST's stream with after_seq or Last-Event-ID), as a client on
 * graphql-sse or plain server-sent events sees it: only events numbered after its cursor; a cursor
 * at or past the end of an answer that is over ends the stream at once with its final state (one
 * snapshot numbered as the answer's last event, never as the cursor); a cursor ahead of a live
 * answer gets the answer as stored, then the rest live. docs/api.md ("An answer, streamed and resumed") says the same to clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { sseClient } from './support/sse-client.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, TestClient, type TestApp } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

const FIELDS = `__typename
  ... on RunEventBase { seq }
  ... on TextDelta { delta }
  ... on RunSnapshot { text lastSeq finalStatus }
  ... on AssistantStepEvent { step { output } }
  ... on RunDone { status }
  ... on RunRefused { reason message }`;
const SEND = `subscription ($threadId: ID!, $input: String!) { sendMessage(threadId: $threadId, input: $input) { ${FIELDS} } }`;
const RESUME = `subscription ($threadId: ID!, $afterSeq: Int!) { resumeRun(threadId: $threadId, afterSeq: $afterSeq) { ${FIELDS} } }`;

/** Every event of a subscription, through graphql-sse's own client, until the server completes it. */
async function events(client: TestClient, query: string, variables: Record<string, unknown>) {
  const out: any[] = [];
  for await (const result of sseClient(client).iterate({ query, variables })) {
    expect(result.errors).toBeUndefined();
    out.push(Object.values(result.data as object)[0]);
  }
  return out;
}

const resume = (threadId: string, afterSeq: number, client = ada) => events(client, RESUME, { threadId, afterSeq });
const seqs = (list: any[]) => list.map((e) => `${e.__typename} ${e.seq}`);
const textOf = (list: any[]) =>
  list.reduce((text, e) => (e.__typename === 'RunSnapshot' ? e.text : text + (e.delta ?? '')), '');

async function answeredThread(input = 'Tell me about the sea and the boats on it') {
  const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
  const sent = await events(ada, SEND, { threadId, input });
  expect(sent.at(-1)).toMatchObject({ __typename: 'RunDone', status: 'completed' });
  const stored = (await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps[1].output as string;
  return { threadId, sent, end: sent.at(-1).seq as number, stored };
}

describe('an answer that is over', () => {
  it('a cursor before the end gets exactly the events after it, as they were sent', async () => {
    const { threadId, sent, end } = await answeredThread();
    for (let cursor = 0; cursor < end; cursor++) {
      expect(seqs(await resume(threadId, cursor))).toEqual(seqs(sent.slice(cursor)));
    }
  });

  it('a cursor at or past the end: one snapshot of the final state, numbered as the last event, then the end', async () => {
    const { threadId, end, stored } = await answeredThread();
    for (const cursor of [end, end + 1, end + 50]) {
      const got = await resume(threadId, cursor);
      expect(got).toEqual([
        { __typename: 'RunSnapshot', seq: end, text: stored, lastSeq: end, finalStatus: 'completed' },
      ]);
    }
  });

  it('over REST too: after_seq or Last-Event-ID at or past the end gives one snapshot event with the last id', async () => {
    const { threadId, end, stored } = await answeredThread();
    for (const [query, headers] of [
      [`&after_seq=${end + 3}`, {}],
      ['', { 'last-event-id': String(end) }],
    ] as const) {
      const res = await ada.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}${query}`, { headers });
      expect(res.status).toBe(200);
      const got = [];
      for await (const m of readSse(res)) got.push({ event: m.event, id: m.id, data: JSON.parse(m.data) });
      expect(got).toEqual([
        {
          event: 'snapshot',
          id: String(end),
          data: expect.objectContaining({
            type: 'snapshot',
            seq: end,
            text: stored,
            last_seq: end,
            final_status: 'completed',
          }),
        },
      ]);
    }
  });

  it('where the event tail is gone (another process): the stored answer, and never a snapshot at the cursor', async () => {
    const { threadId, sent, end, stored } = await answeredThread();
    // A second process on the same database: its event log holds nothing of this answer.
    const other = createApp(t.config);
    try {
      const elsewhere = new TestClient(other);
      elsewhere.cookies = new Map(ada.cookies);
      const last = end - 2;
      expect(await resume(threadId, 0, elsewhere)).toEqual([
        { __typename: 'RunSnapshot', seq: last, text: stored, lastSeq: last, finalStatus: null },
        { __typename: 'AssistantStepEvent', seq: last + 1, step: { output: stored } },
        { __typename: 'RunDone', seq: end, status: 'completed' },
      ]);
      // A client that has every word: the end only, numbered after its cursor.
      expect(seqs(await resume(threadId, last, elsewhere))).toEqual(seqs(sent.slice(-2)));
      expect(seqs(await resume(threadId, last + 1, elsewhere))).toEqual(seqs(sent.slice(-1)));
      expect(seqs(await resume(threadId, end + 7, elsewhere))).toEqual([`RunSnapshot ${end}`]);
    } finally {
      await other.close();
    }
  });

  it('someone else’s thread is not found, whatever the cursor', async () => {
    const { threadId, end } = await answeredThread();
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve' });
    for (const cursor of [0, end, end + 1]) {
      expect(await resume(threadId, cursor, eve)).toEqual([
        { __typename: 'RunRefused', reason: 'not_found', message: expect.any(String) },
      ]);
    }
  });
});

describe('an answer being written', () => {
  it('a cursor ahead of everything it sent: the answer as stored, then the rest live, whole', async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    const gate = t.app.services.answerGate;
    gate.hold('lighthouses');
    const sent: any[] = [];
    const sending = (async () => {
      for await (const r of sseClient(ada).iterate({
        query: SEND,
        variables: { threadId, input: 'Say a few words about lighthouses' },
      })) {
        sent.push(Object.values(r.data as object)[0]);
      }
    })();
    await gate.whenWaiting('lighthouses');
    const cursor = 10_000;
    const resumed = sseClient(ada).iterate({ query: RESUME, variables: { threadId, afterSeq: cursor } });
    // Its first event comes while the answer is surely held, still being written.
    const first = await resumed.next();
    gate.release('lighthouses');
    const got = [Object.values(first.value!.data as object)[0] as any];
    for await (const r of resumed) got.push(Object.values(r.data as object)[0]);
    await sending;
    expect(got[0].__typename).toBe('RunSnapshot');
    expect(got[0].seq).toBeLessThan(cursor);
    expect(got[0].finalStatus).toBeNull();
    // After the snapshot, every event is numbered after it, in order, as the sender got them.
    expect(seqs(got.slice(1))).toEqual(seqs(sent.filter((e) => e.seq > got[0].seq)));
    expect(got.at(-1)).toMatchObject({ __typename: 'RunDone', status: 'completed' });
    const stored = (await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps[1].output;
    expect(textOf(got)).toBe(stored);
  });
});
