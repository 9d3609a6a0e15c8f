/**
 * The batched answer writer on the real database (SQLite here, PostgreSQL in
 * CI): every changed answer lands in one statement, a completed step is never
 * overwritten, and the threads' run claims are refreshed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerFlusher, type FlushableAnswer } from '../src/chat/runs/answer-flusher.js';
import { liveRunRows, makeUser } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function streamingAnswer(userId: string, runId: string) {
  const { thread, step } = await liveRunRows(t, userId, runId);
  let text = '';
  let seq = 0;
  const answer: FlushableAnswer & { grow(s: string): void } = {
    stepId: step.id,
    threadId: thread.id,
    runId,
    snapshot: () => ({ text, seq }),
    grow(s: string) {
      text += s;
      seq += 1;
    },
  };
  return answer;
}

describe('AnswerFlusher', () => {
  it('writes every changed answer with its seq, never a completed step, and refreshes run claims', async () => {
    const user = await makeUser(t);
    const flusher = new AnswerFlusher({
      db: t.db,
      logger: t.app.services.logger,
      intervalMs: 60_000,
      heartbeatMs: 0,
    });
    const a = await streamingAnswer(user.id, 'run-a');
    const b = await streamingAnswer(user.id, 'run-b');
    const done = await streamingAnswer(user.id, 'run-c');
    a.grow('Hello, ');
    a.grow("it’s “quoted” and 'single'");
    b.grow('Second answer');
    done.grow('partial');
    for (const x of [a, b, done]) flusher.mark(x);
    // The third run completed meanwhile: its final text must stay.
    await t.db.step.update({
      where: { id: done.stepId },
      data: { status: 'completed', streaming: false, output: 'final', lastEventSeq: 9 },
    });
    await flusher.flush();

    const rows = await t.db.step.findMany({
      where: { id: { in: [a.stepId, b.stepId, done.stepId] } },
    });
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.stepId)).toMatchObject({
      output: "Hello, it’s “quoted” and 'single'",
      lastEventSeq: 2,
      status: 'streaming',
    });
    expect(byId.get(b.stepId)).toMatchObject({ output: 'Second answer', lastEventSeq: 1 });
    expect(byId.get(done.stepId)).toMatchObject({
      output: 'final',
      lastEventSeq: 9,
      status: 'completed',
    });

    const threads = await t.db.thread.findMany({ where: { id: { in: [a.threadId, b.threadId] } } });
    for (const th of threads) expect(Date.now() - th.activeRunAt!.getTime()).toBeLessThan(10_000);

    // Nothing changed: nothing is written; a forgotten run is never written again.
    flusher.forget(a);
    a.grow(' more');
    await flusher.flush();
    expect((await t.db.step.findUniqueOrThrow({ where: { id: a.stepId } })).output).toBe(
      "Hello, it’s “quoted” and 'single'",
    );
    await flusher.close();
  });
});
