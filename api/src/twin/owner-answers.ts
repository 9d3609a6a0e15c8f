/**
 * The visitor gets the owner's answer (docs/product.md §11): when the owner answers a question the
 * twin passed on, the answer is added to every twin conversation that asked it, as an assistant
 * message marked `metadata.answered_by: "owner"` that quotes the question it answers (`metadata.question`:
 * it may come after other messages, so it must not read as their reply). A visitor whose page is open sees it at once
 * (threadChannel, the threadEvents subscription); a signed-in visitor also gets a notification.
 */
import type { Db } from '../db/client.js';
import { notify, type NotificationDeps } from '../notifications/notifications.js';
import { preview } from '../chat/thread-kinds.js';
import { publicProfileOfUser } from '../profile/public-profile.js';
import { said } from '../words/said.js';

/** Live events of one conversation, for whoever may read it. */
export const threadChannel = (threadId: string) => `thread:${threadId}`;

export interface ThreadEvent {
  /** step_added: the owner answered a passed-on question; step_revised: the owner revised a reply. */
  type: 'step_added' | 'step_revised';
  threadId: string;
  stepId: string;
}

/** Where the owner answers a passed-on question: the link its notifications open. */
export const questionLink = (questionId: string) => `/twin?question=${questionId}`;

/** Records that this conversation asked the question, once: the owner's answer will reach it. */
export const recordAsk = (db: Pick<Db, 'twinQuestionAsk'>, questionId: string, threadId: string) =>
  db.twinQuestionAsk.upsert({
    where: { questionId_threadId: { questionId, threadId } },
    create: { questionId, threadId },
    update: {},
  });

export interface AnsweredQuestion {
  questionId: string;
  question: string;
  answer: string;
  ownerId: string;
}

/** Adds the answer after the shown branch's last message of one conversation. Returns the new step's id. */
async function addAnswer(db: Db, threadId: string, a: AnsweredQuestion, ownerName: string): Promise<string> {
  return db.$transaction(async (tx) => {
    // The shown branch's last message (chat/branches.ts): the answer follows it.
    const tip = await tx.step.findFirst({
      where: { threadId, onBranch: true },
      orderBy: { seq: 'desc' },
      select: { id: true },
    });
    const parentId = tip?.id ?? null;
    const thread = await tx.thread.update({
      where: { id: threadId },
      data: { lastSeq: { increment: 1 }, stepCount: { increment: 1 }, lastMessagePreview: preview(a.answer) },
      select: { lastSeq: true },
    });
    const now = new Date();
    const step = await tx.step.create({
      data: {
        threadId,
        seq: thread.lastSeq,
        stepType: 'ASSISTANT_MESSAGE',
        output: a.answer,
        status: 'completed',
        startTime: now,
        endTime: now,
        createdAt: now,
        parentId,
        metadata: {
          answered_by: 'owner',
          answered_by_name: ownerName,
          question_id: a.questionId,
          question: a.question,
        },
      },
      select: { id: true },
    });
    return step.id;
  });
}

/** Delivers an answered question to the conversations that asked it (those still there). */
export async function deliverOwnerAnswer(deps: NotificationDeps, a: AnsweredQuestion): Promise<number> {
  const [owner, profile, asks] = await Promise.all([
    deps.db.user.findUnique({ where: { id: a.ownerId }, select: { username: true, displayName: true } }),
    publicProfileOfUser(deps.db, a.ownerId),
    deps.db.twinQuestionAsk.findMany({
      where: { questionId: a.questionId, thread: { twinOwnerId: a.ownerId } },
      select: { thread: { select: { id: true, userId: true } } },
    }),
  ]);
  if (!owner) return 0;
  // The name visitors know from the twin's page.
  const name = profile?.display_name ?? owner.displayName ?? owner.username;
  for (const { thread } of asks) {
    const stepId = await addAnswer(deps.db, thread.id, a, name);
    const event: ThreadEvent = { type: 'step_added', threadId: thread.id, stepId };
    await deps.broadcaster.publish(threadChannel(thread.id), event);
    // A signed-in visitor hears of it wherever they are (the owner previewing their own twin does not).
    if (thread.userId && thread.userId !== a.ownerId) {
      await notify(deps, thread.userId, {
        type: 'update',
        channel: 'twin',
        title: said(/*i18n*/ { id: 'notice.twin.owner-answered', message: '{name} answered your question' }, { name }),
        // The question it answers, quoted, like the thread does.
        summary: said(
          /*i18n*/ { id: 'notice.twin.you-asked', message: 'You asked: “{question}”' },
          {
            question: preview(a.question, 80) ?? '',
          },
        ),
        message: a.answer,
        actionUrl: `/twin/${owner.username}/chat`,
      });
    }
  }
  return asks.length;
}
