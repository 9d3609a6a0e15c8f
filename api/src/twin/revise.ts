/**
 * Revise (docs/product.md §11): the owner rewrites one of their twin's replies. The revision replaces
 * the reply in the visitor's conversation (marked "Revised by {name}", live if their page is open),
 * and becomes a public memory linked to the visitor's question, so the twin answers that question
 * this way from then on (twin/agent-access.ts). Revising the same reply again updates both.
 */
import { z } from 'zod';
import { MESSAGE_NOT_FOUND } from '../chat/actor.js';
import type { ThreadDeps } from '../chat/threads.js';
import type { StepRecord } from '../chat/records.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { remember } from '../memories/memories.js';
import { nameVisitorsKnow } from '../profile/profile-rules.js';
import type { NotificationDeps } from '../notifications/notifications.js';
import { said } from '../words/said.js';
import { twinConversationThread } from './twin-conversations.js';
import { threadChannel, type ThreadEvent } from './owner-answers.js';

export const REVISION_MAX = 2000;

const WRITE_THE_REPLY = said(
  /*i18n*/ {
    id: 'error.twin.revision-required',
    message: 'Write the reply as your twin should give it',
  },
);

/** The owner's rewrite of a reply. */
export const revisionInput = z
  .object({
    output: z
      .string({ error: WRITE_THE_REPLY })
      .trim()
      .min(1, WRITE_THE_REPLY)
      .max(
        REVISION_MAX,
        said(
          /*i18n*/ { id: 'error.twin.revision-too-long', message: 'A revision can be at most {max} characters' },
          {
            max: REVISION_MAX.toLocaleString('en-US'),
          },
        ),
      ),
  })
  .strict();

export type RevisionInput = z.output<typeof revisionInput>;

export async function reviseTwinReply(
  deps: ThreadDeps & NotificationDeps,
  ownerId: string,
  threadId: string,
  stepId: string,
  { output }: RevisionInput,
): Promise<StepRecord> {
  const thread = await twinConversationThread(deps, ownerId, threadId);
  if (typeof stepId !== 'string' || stepId.length > 64) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const step = await deps.db.step.findFirst({
    where: { id: stepId, threadId: thread.id },
    select: { id: true, seq: true, stepType: true, status: true, isError: true, output: true, metadata: true },
  });
  if (!step) throw new NotFoundError(MESSAGE_NOT_FOUND);
  if (step.stepType !== 'ASSISTANT_MESSAGE' || step.isError || step.status !== 'completed') {
    throw ValidationError.of(
      'stepId',
      said(
        /*i18n*/ { id: 'error.twin.revise-finished-only', message: "Only the twin's finished replies can be revised" },
      ),
    );
  }
  const [name, asked] = await Promise.all([
    deps.db.user
      .findUniqueOrThrow({ where: { id: ownerId }, select: { username: true, displayName: true } })
      .then(nameVisitorsKnow),
    // The visitor's message this reply answered.
    deps.db.step.findFirst({
      where: { threadId: thread.id, stepType: 'USER_MESSAGE', seq: { lt: step.seq } },
      orderBy: { seq: 'desc' },
      select: { input: true },
    }),
  ]);
  const question = (asked?.input ?? '').trim().slice(0, 1000);
  const metadata = (step.metadata ?? {}) as Record<string, unknown>;

  await deps.db.$transaction(async (tx) => {
    const earlier = await tx.twinQuestion.findFirst({
      where: { ownerId, kind: 'revision', stepId: step.id },
      select: { id: true, memoryId: true },
    });
    const memoryId = earlier?.memoryId
      ? (await tx.memory.updateMany({ where: { id: earlier.memoryId, userId: ownerId }, data: { content: output } }))
          .count > 0
        ? earlier.memoryId
        : null
      : null;
    const memory =
      memoryId ??
      (
        await remember(tx, {
          userId: ownerId,
          content: output,
          visibility: 'public',
          source: 'revision',
          threadId: thread.id,
          stepId: step.id,
        })
      ).id;
    const answered = { status: 'answered', answer: output, memoryId: memory, answeredAt: new Date() };
    if (earlier) await tx.twinQuestion.update({ where: { id: earlier.id }, data: answered });
    else
      await tx.twinQuestion.create({
        data: { ownerId, threadId: thread.id, stepId: step.id, kind: 'revision', question, ...answered },
      });
    await tx.step.update({
      where: { id: step.id },
      data: {
        output,
        metadata: {
          ...metadata,
          revised_by: 'owner',
          revised_by_name: name,
          revised_at: new Date().toISOString(),
          // The twin's own words, kept for the owner (the first version, however often it is revised).
          original_output: typeof metadata.original_output === 'string' ? metadata.original_output : step.output,
        },
      },
    });
    // The thread's preview is the visitor's message, not the answer: a revision leaves it.
  });
  const event: ThreadEvent = { type: 'step_revised', threadId: thread.id, stepId: step.id };
  await deps.broadcaster.publish(threadChannel(thread.id), event);
  const record = await deps.reads.stepById(step.id);
  if (!record) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return record;
}
