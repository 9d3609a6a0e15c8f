/**
 * The owner's review loop: questions the twin could not answer, answered
 * once by the owner; the answer becomes a public memory the twin uses.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { remember } from '../memories/memories.js';
import { settleNotifications, type NotificationDeps } from '../notifications/notifications.js';
import { said } from '../words/said.js';
import { answerAsMemory } from './answer-memory.js';
import { deliverOwnerAnswer, questionLink, recordAsk } from './owner-answers.js';

export const listTwinQuestions = (db: Db, ownerId: string, status: 'open' | 'answered' | 'dismissed' | null = 'open') =>
  db.twinQuestion.findMany({
    where: { ownerId, kind: 'passed_on', ...(status ? { status } : {}) },
    orderBy: { createdAt: 'desc' },
    take: 100,
  });

const WRITE_AN_ANSWER = said(/*i18n*/ { id: 'error.twin.answer-required', message: 'Write an answer' });
const QUESTION_NOT_FOUND = said(/*i18n*/ { id: 'error.twin.question-not-found', message: 'Question not found' });
const ALREADY_HANDLED = said(
  /*i18n*/ {
    id: 'error.twin.question-already-handled',
    message: 'This question was already handled',
  },
);

/** The owner's answer to a question the twin passed on. */
export const answerInput = z.object({
  answer: z
    .string({ error: WRITE_AN_ANSWER })
    .trim()
    .min(1, WRITE_AN_ANSWER)
    .max(
      2000,
      said(/*i18n*/ { id: 'error.twin.answer-too-long', message: 'An answer cannot be more than 2,000 characters' }),
    ),
});

export type AnswerInput = z.output<typeof answerInput>;

/** The answer becomes a public memory that says what it answers (answer-memory.ts), and reaches every conversation that asked (twin/owner-answers.ts). */
export async function answerTwinQuestion(deps: NotificationDeps, ownerId: string, id: string, { answer }: AnswerInput) {
  const { db } = deps;
  const question = await db.twinQuestion.findFirst({ where: { id, ownerId } });
  if (!question) throw new NotFoundError(QUESTION_NOT_FOUND);
  if (question.status !== 'open') throw ValidationError.of('id', ALREADY_HANDLED);
  // Answered once, in one transaction: a second answer (another tab) finds it no longer open,
  // and its memory is rolled back.
  await db.$transaction(async (tx) => {
    const memory = await remember(tx, {
      userId: ownerId,
      content: answerAsMemory(question.question, answer),
      visibility: 'public',
      source: 'review',
      threadId: question.threadId,
    });
    const { count } = await tx.twinQuestion.updateMany({
      where: { id, status: 'open' },
      data: { status: 'answered', answer, memoryId: memory.id, answeredAt: new Date() },
    });
    if (count === 0) throw ValidationError.of('id', ALREADY_HANDLED);
  });
  // Questions passed on before conversations were recorded with them still reach the one that asked.
  if (question.threadId) {
    await recordAsk(db, id, question.threadId).catch(() => undefined); // the conversation was deleted meanwhile
  }
  await deliverOwnerAnswer(deps, { questionId: id, question: question.question, answer, ownerId });
  // Its notification follows: read, and no longer high.
  await settleNotifications(deps, ownerId, questionLink(id));
  return db.twinQuestion.findUniqueOrThrow({ where: { id } });
}

export async function dismissTwinQuestion(deps: NotificationDeps, ownerId: string, id: string) {
  const { count } = await deps.db.twinQuestion.updateMany({
    where: { id, ownerId, status: 'open' },
    data: { status: 'dismissed' },
  });
  if (count === 0) throw new NotFoundError(QUESTION_NOT_FOUND);
  await settleNotifications(deps, ownerId, questionLink(id));
  return deps.db.twinQuestion.findUniqueOrThrow({ where: { id } });
}
