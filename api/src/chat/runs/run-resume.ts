/**
 * Resuming the run of a thread's latest answer from a client's cursor (the seq of the last event
 * it has). Every event it sends is numbered after the cursor, but for two snapshots (the answer as
 * stored, which replaces the client's text and sets its place to the snapshot's seq): the final
 * state sent to a cursor at or past the end, and the one sent to a cursor ahead of a live run.
 *
 * A run that is over ends with `assistant_step` at its step's lastEventSeq + 1 and `done` at + 2
 * (run-executor.ts, run-leases.ts): that `done` is its end.
 * - A cursor before the end gets what it missed: from the run's event tail when the tail reaches
 *   back to it, else the answer as stored (a snapshot, when the client is behind the stored text)
 *   and the end. An interrupted answer may have sent text it never stored: a client behind the
 *   stored text gets the snapshot and the end, one past it the final state (below).
 * - A cursor at or past the end ends the stream at once with the final state: one snapshot that
 *   holds the stored text and the answer's status, numbered as the run's last event (its `done`),
 *   never as the client's cursor (docs/decisions/api-for-clients.md).
 *
 * A live run is followed from the cursor (event-stream.ts) when the tail goes on right after it or
 * the client is caught up; a cursor the tail no longer reaches, or one ahead of every event the
 * run has sent, gets the answer as stored and then the run live from there.
 */
import type { Db } from '../../db/client.js';
import type { ChatReads } from '../read/chat-reads.js';
import type { StepRecord, ThreadRecord } from '../records.js';
import type { RunEventLog } from './event-log.js';
import { followRun, type RunEventStream } from './event-stream.js';
import type { RunEvent } from './run-events.js';

export interface ResumeDeps {
  db: Db;
  reads: ChatReads;
  log: RunEventLog;
}

type Run = { runId: string; threadId: string };

export async function resumeRun(
  deps: ResumeDeps,
  thread: ThreadRecord,
  afterSeq: number,
  signal?: AbortSignal,
): Promise<RunEventStream> {
  const latest = await deps.db.step.findFirst({
    where: { threadId: thread.id, stepType: 'ASSISTANT_MESSAGE', runId: { not: null } },
    orderBy: { seq: 'desc' },
    select: { id: true, runId: true },
  });
  const runId = thread.activeRunId ?? latest?.runId;
  if (!runId) return replay([]);
  const cursor = Math.max(0, Math.floor(afterSeq));
  const run = { runId, threadId: thread.id };
  const stored = () => (latest?.runId === runId ? deps.reads.stepById(latest.id) : Promise.resolve(null));
  if (thread.activeRunId === runId) {
    const live = await followLive(deps, run, cursor, stored, signal);
    if (live) return live;
  }
  const step = await stored();
  return replay(step ? await afterTheEnd(deps, run, step, cursor) : []);
}

/** A live run from the cursor, or null when the run turns out to be over already. */
async function followLive(
  deps: ResumeDeps,
  run: Run,
  cursor: number,
  stored: () => Promise<StepRecord | null>,
  signal?: AbortSignal,
): Promise<RunEventStream | null> {
  const tail = await deps.log.tail(run.runId, cursor);
  if (tail[0]?.seq === cursor + 1) return followRun(deps.log, run, cursor, signal);
  if (tail.length === 0) {
    // Caught up (the tail holds the cursor's own event), or ahead of everything the run has sent.
    const atCursor = cursor === 0 ? null : (await deps.log.tail(run.runId, cursor - 1))[0];
    if (atCursor?.type === 'done') return null;
    if (cursor === 0 || atCursor?.seq === cursor) return followRun(deps.log, run, cursor, signal);
  }
  const step = await stored();
  if (!step) return replay([]);
  const last = step.lastEventSeq;
  return replay([snapshot(run, step, last)], followRun(deps.log, run, last, signal));
}

/** What a client at `cursor` gets of a run that is over. */
async function afterTheEnd(deps: ResumeDeps, run: Run, step: StepRecord, cursor: number): Promise<RunEvent[]> {
  const last = step.lastEventSeq;
  const end = last + 2;
  const status = step.isError ? 'error' : 'completed';
  const final: RunEvent = { ...snapshot(run, step, end), status };
  if (cursor >= end) return [final];
  const ending: RunEvent[] = [
    { ...run, seq: last + 1, type: 'assistant_step', step },
    { ...run, seq: end, type: 'done', status },
  ];
  if (step.metadata.interrupted === true) {
    // Its tail may hold text that was never stored, and a follower whose stream was lost numbered
    // its own end (event-stream.ts): whatever the client has, the stored answer wins.
    return cursor < last ? [snapshot(run, step, last), ...ending] : [final];
  }
  // The end goes to the log after the database: the tail may stop short of it.
  const missed = contiguous(await deps.log.tail(run.runId, cursor), cursor, end);
  const reached = missed.at(-1)?.seq ?? cursor;
  if (reached >= last) return [...missed, ...ending.filter((event) => event.seq > reached)];
  return [snapshot(run, step, last), ...ending];
}

const snapshot = (run: Run, step: StepRecord, seq: number): Extract<RunEvent, { type: 'snapshot' }> => ({
  ...run,
  seq,
  type: 'snapshot',
  text: step.output ?? '',
  lastSeq: seq,
});

/** The tail's events right after `cursor`, without gaps, up to `last`. */
function contiguous(tail: RunEvent[], cursor: number, last: number): RunEvent[] {
  const out: RunEvent[] = [];
  for (const event of tail) {
    if (event.seq !== cursor + out.length + 1 || event.seq > last) break;
    out.push(event);
  }
  return out;
}

/** These events, then (if given) the rest of a live stream. */
async function* replay(first: RunEvent[], rest?: RunEventStream): RunEventStream {
  try {
    yield* first;
    if (rest) yield* rest;
  } finally {
    await rest?.return();
  }
}
