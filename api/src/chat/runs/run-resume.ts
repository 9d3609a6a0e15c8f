/**
 * Resuming the run of a thread's latest answer from a client's cursor (the seq of the last event
 * it has): what it missed from the run's event tail, then live; when the tail no longer reaches
 * back that far, the answer as stored first (a `snapshot`, which replaces the client's text and
 * sets its place to the snapshot's seq).
 *
 * A run that is over ends with `assistant_step` at its step's lastEventSeq + 1 and `done` at + 2
 * (run-executor.ts, run-leases.ts). A client whose cursor is anywhere but at the end of an
 * interrupted answer, or past the end of any, may hold text that was never saved (its process
 * died between two saves; its live stream ended when Redis went away): it gets the answer as
 * stored and its end, so what it shows is what is stored.
 */
import type { Db } from '../../db/client.js';
import type { ChatReads } from '../read/chat-reads.js';
import type { ThreadRecord } from '../records.js';
import type { RunEventLog } from './event-log.js';
import { followRun, type RunEventStream } from './event-stream.js';
import type { RunEvent } from './run-events.js';

export interface ResumeDeps {
  db: Db;
  reads: ChatReads;
  log: RunEventLog;
}

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
  const active = thread.activeRunId === runId;
  const base = { runId, threadId: thread.id };
  const tail = await deps.log.tail(runId, cursor);
  const continues = tail[0]?.seq === cursor + 1;
  // The tail continues right after the cursor, or the client is caught up with a live run.
  if (active && (continues || tail.length === 0)) return followRun(deps.log, base, cursor, signal);
  const step = latest?.runId === runId ? await deps.reads.stepById(latest.id) : null;
  if (!step) return replay([]);
  const last = step.lastEventSeq;
  const snapshot: RunEvent = {
    ...base,
    seq: last,
    type: 'snapshot',
    text: step.output ?? '',
    lastSeq: last,
  };
  // A live run whose tail no longer reaches back to the cursor: from the persisted answer on.
  if (active)
    return replay(last > cursor || tail.length > 0 ? [snapshot] : [], followRun(deps.log, base, last, signal));
  const ending: RunEvent[] = [
    { ...base, seq: last + 1, type: 'assistant_step', step },
    { ...base, seq: last + 2, type: 'done', status: step.isError ? 'error' : 'completed' },
  ];
  if (cursor === last + 2) return replay([]);
  if (cursor > last + 2 || step.metadata.interrupted === true) return replay([snapshot, ...ending]);
  // What the client missed, from the tail when it holds all of it (the end may not be there yet:
  // it goes to the log after the database), then the end; else the answer as stored and the end.
  const missed = continues ? contiguous(tail, cursor, last) : [];
  if (missed.at(-1)?.seq === last) return replay([...missed, ...ending]);
  const behind = last > cursor || tail.length > 0;
  return replay([...(behind ? [snapshot] : []), ...ending.filter((event) => event.seq > cursor)]);
}

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
