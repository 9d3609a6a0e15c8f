/**
 * Starting a turn: in one transaction, claim the thread (one run at a time,
 * compare-and-set on activeRunId), allocate seqs, write the USER step (sent)
 * and the ASSISTANT step (streaming), and name the thread from its first
 * message. An edit writes both beside the edited message; a regeneration
 * writes only the answer, beside the one it replaces (chat/branches.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { writeTransaction, type SqlExec, type SqlValue } from '../../db/hot-writes/index.js';
import { DomainError } from '../../errors/domain-errors.js';
import { branchTip, openFork, type TurnBranch } from '../branches.js';
import type { ElementCreate } from '../elements.js';
import { nameFromMessage, preview } from '../thread-kinds.js';

/** A second send while a run is writing the thread's answer (docs/product.md §4). */
export class AlreadySendingError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  readonly reason = 'already_sending' as const;
  constructor() {
    super('A message is already being answered in this thread. Wait for it to finish.');
    this.name = 'AlreadySendingError';
  }
}

export interface StartedTurn {
  runId: string;
  threadId: string;
  userStepId: string;
  assistantStepId: string;
  assistantSeq: number;
  startedAt: number;
  stepCreationTimeMs: number;
}

export async function startTurn(
  db: Db,
  args: {
    threadId: string;
    userId: string | null;
    input: string;
    elements: ElementCreate[];
    agentModel: string;
    branch?: TurnBranch;
  },
): Promise<StartedTurn> {
  const branch = args.branch ?? { kind: 'new' };
  const startedAt = Date.now();
  const runId = randomUUID();
  const now = new Date(startedAt);
  const added = branch.kind === 'regenerate' ? 1 : 2;
  // Plain SQL: opening an answer is on every message's path, and Prisma's query building costs
  // about a millisecond of CPU per statement (db/hot-writes/README.md).
  return writeTransaction(db, async (exec) => {
    // Claim the thread (a claim whose process died is ended first, run-leases.ts, never taken
    // over here), take the seqs, and name it from its first message, in one statement.
    const [thread] = await exec.rows<{ lastSeq: number | bigint }>(
      `UPDATE "Thread" SET "activeRunId" = ?, "activeRunAt" = ?, "lastSeq" = "lastSeq" + ?, "stepCount" = "stepCount" + ?,
         "name" = CASE WHEN "name" IS NULL OR "name" = '' THEN ? ELSE "name" END,
         "firstMessagePreview" = CASE WHEN "firstMessagePreview" IS NULL OR "firstMessagePreview" = '' THEN ? ELSE "firstMessagePreview" END,
         "lastMessagePreview" = ?, "updatedAt" = ?
       WHERE "id" = ? AND "activeRunId" IS NULL
       RETURNING "lastSeq"`,
      [runId, now, added, added, nameFromMessage(args.input) ?? 'New Chat', preview(args.input), preview(args.input), now, args.threadId],
    );
    if (!thread) throw new AlreadySendingError();
    const assistantSeq = Number(thread.lastSeq);
    // Any step left streaming without a claim (cannot happen through run-leases.ts) is closed.
    await exec.run(
      `UPDATE "Step" SET "status" = 'completed', "streaming" = FALSE, "endTime" = ? WHERE "threadId" = ? AND "status" = 'streaming'`,
      [now, args.threadId],
    );
    // Where the new steps go: after the shown branch's last step, or beside the fork's step.
    const place =
      branch.kind === 'new'
        ? { parentId: await branchTip(exec, args.threadId), siblingIndex: 0, siblingCount: 1 }
        : await openFork(exec, args.threadId, branch.step);
    const userStepId = branch.kind === 'regenerate' ? branch.step.parentId! : randomUUID();
    const assistantStepId = randomUUID();
    const values: SqlValue[] = [];
    const row = (step: SqlValue[]) => {
      values.push(args.threadId, now, ...step);
      return `(?, ?, ${step.map(() => '?').join(', ')})`;
    };
    const rows = [
      ...(branch.kind === 'regenerate'
        ? []
        : [row([userStepId, args.userId, assistantSeq - 1, 'USER_MESSAGE', args.input, null, 'sent', false, null, now, '{}', place.parentId, place.siblingIndex, place.siblingCount])]),
      row([
        assistantStepId, null, assistantSeq, 'ASSISTANT_MESSAGE', null, '', 'streaming', true, runId, new Date(startedAt + 1),
        JSON.stringify({ agent_model: args.agentModel }),
        ...(branch.kind === 'regenerate' ? [place.parentId, place.siblingIndex, place.siblingCount] : [userStepId, 0, 1]),
      ]),
    ];
    await exec.run(
      `INSERT INTO "Step" ("threadId", "startTime", "id", "userId", "seq", "stepType", "input", "output", "status", "streaming",
         "runId", "createdAt", "metadata", "parentId", "siblingIndex", "siblingCount")
       VALUES ${rows.join(', ')}`,
      values,
    );
    if (branch.kind !== 'regenerate') await addElements(exec, userStepId, args.elements, now);
    return {
      runId,
      threadId: args.threadId,
      userStepId,
      assistantStepId,
      assistantSeq,
      startedAt,
      stepCreationTimeMs: Date.now() - startedAt,
    };
  });
}

/** A message's attachments. */
async function addElements(exec: SqlExec, stepId: string, elements: ElementCreate[], now: Date) {
  for (const e of elements) {
    await exec.run(
      `INSERT INTO "Element" ("id", "stepId", "position", "elementType", "name", "content", "filePath", "url", "fileSize",
         "mimeType", "uploadId", "properties", "metadata", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), stepId, e.position, e.elementType, e.name, e.content, e.filePath, e.url, e.fileSize, e.mimeType, e.uploadId,
        JSON.stringify(e.properties), JSON.stringify(e.metadata), now],
    );
  }
}
