/**
 * The batched run completer on the real database (SQLite here, PostgreSQL in
 * CI): runs finishing together are completed in one transaction — step,
 * elements, tool session and thread claim (its preview stays the person's message) — and a run whose thread
 * was deleted, or whose claim another run took, changes nothing it should not.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunCompleter, type Completion } from '../src/chat/runs/run-completer.js';
import { liveRunRows, makeUser } from './agent-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function liveRun(userId: string) {
  const runId = randomUUID();
  return { runId, ...(await liveRunRows(t, userId, runId, 'Half')) };
}

function completion(run: Awaited<ReturnType<typeof liveRun>>, over: Partial<Completion> = {}): Completion {
  return {
    stepId: run.step.id,
    threadId: run.thread.id,
    runId: run.runId,
    output: 'The whole answer.',
    isError: false,
    errors: [],
    endTime: new Date('2026-11-22T10:00:00.123Z'),
    agentProcessingTimeMs: 1200,
    stepCreationTimeMs: 7,
    totalTimeMs: 1300,
    firstTokenMs: 240,
    lastEventSeq: 42,
    sessionId: null,
    elements: [],
    ...over,
  };
}

describe('RunCompleter', () => {
  it('completes runs that finish together: step, elements, tool session, thread claim', async () => {
    const user = await makeUser(t);
    const completer = new RunCompleter({ db: t.db });
    const [a, b] = [await liveRun(user.id), await liveRun(user.id)];
    const session = await t.db.toolCallSession.create({ data: { stepId: b.step.id } });
    const written = await Promise.all([
      completer.complete(completion(a)),
      completer.complete(
        completion(b, {
          output: 'It failed.',
          isError: true,
          errors: ['The assistant did not answer in time.'],
          firstTokenMs: null,
          sessionId: session.id,
          elements: [
            {
              stepId: b.step.id,
              position: 0,
              elementType: 'tool_call',
              name: 'search_memories',
              properties: { tool_call_id: 'c1' },
            },
          ],
        }),
      ),
    ]);
    expect(written).toEqual([true, true]);

    const stepA = await t.db.step.findUniqueOrThrow({ where: { id: a.step.id } });
    expect(stepA).toMatchObject({
      output: 'The whole answer.',
      status: 'completed',
      streaming: false,
      isError: false,
      errors: [],
      agentProcessingTimeMs: 1200,
      stepCreationTimeMs: 7,
      totalTimeMs: 1300,
      firstTokenMs: 240,
      lastEventSeq: 42,
    });
    expect(stepA.endTime?.toISOString()).toBe('2026-11-22T10:00:00.123Z');
    const stepB = await t.db.step.findUniqueOrThrow({ where: { id: b.step.id } });
    expect(stepB).toMatchObject({
      isError: true,
      errors: ['The assistant did not answer in time.'],
      status: 'completed',
      firstTokenMs: null,
    });
    expect(
      await t.db.element.findMany({
        where: { stepId: b.step.id },
        select: { elementType: true, name: true, properties: true },
      }),
    ).toEqual([{ elementType: 'tool_call', name: 'search_memories', properties: { tool_call_id: 'c1' } }]);
    expect(await t.db.toolCallSession.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      completionStatus: 'completed',
    });
    for (const run of [a, b]) {
      const thread = await t.db.thread.findUniqueOrThrow({ where: { id: run.thread.id } });
      expect(thread.activeRunId).toBeNull();
      expect(thread.activeRunAt).toBeNull();
      expect(thread.updatedAt.getTime()).toBeGreaterThan(run.thread.updatedAt.getTime());
    }
    // The preview stays what the person said, not the answer (docs/decisions/first-hour.md).
    expect((await t.db.thread.findUniqueOrThrow({ where: { id: b.thread.id } })).lastMessagePreview).not.toBe(
      'It failed.',
    );
    // The read layer (the driver, not Prisma) reads what was written.
    const read = await t.app.services.chat.reads.stepById(a.step.id);
    expect(read).toMatchObject({
      output: 'The whole answer.',
      status: 'completed',
      isError: false,
      firstTokenMs: 240,
    });
    expect(read!.endTime?.toISOString()).toBe('2026-11-22T10:00:00.123Z');
    // A tool session without calls is read with an empty list (the page's sessions and calls are one LEFT JOIN).
    const readB = await t.app.services.chat.reads.stepById(b.step.id);
    expect(readB!.toolCallSession).toMatchObject({
      id: session.id,
      stepId: b.step.id,
      completionStatus: 'completed',
      toolCalls: [],
    });
  });

  it('a deleted thread is reported and skipped; a claim taken by another run is left alone', async () => {
    const user = await makeUser(t);
    const completer = new RunCompleter({ db: t.db });
    const [gone, taken, fine] = [await liveRun(user.id), await liveRun(user.id), await liveRun(user.id)];
    await t.db.thread.delete({ where: { id: gone.thread.id } });
    const other = randomUUID();
    await t.db.thread.update({ where: { id: taken.thread.id }, data: { activeRunId: other } });
    const written = await Promise.all([
      completer.complete(
        completion(gone, {
          elements: [
            {
              stepId: gone.step.id,
              position: 0,
              elementType: 'tool_call',
              name: 'remember',
              properties: {},
            },
          ],
        }),
      ),
      completer.complete(completion(taken)),
      completer.complete(completion(fine)),
    ]);
    expect(written).toEqual([false, true, true]);
    expect(await t.db.element.count({ where: { stepId: gone.step.id } })).toBe(0);
    expect((await t.db.thread.findUniqueOrThrow({ where: { id: taken.thread.id } })).activeRunId).toBe(other);
    expect((await t.db.thread.findUniqueOrThrow({ where: { id: fine.thread.id } })).activeRunId).toBeNull();
    expect((await t.db.step.findUniqueOrThrow({ where: { id: taken.step.id } })).status).toBe('completed');
  });
});
