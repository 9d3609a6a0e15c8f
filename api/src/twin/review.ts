/**
 * The owner's review loop: questions the twin could not answer, answered
 * once by the owner; the answer becomes a public memory the twin uses.
 */
import { z } from 'zod';
import { parseInput } from '../auth/parse.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { remember } from '../memories/memories.js';

export const listTwinQuestions = (db: Db, ownerId: string, status: 'open' | 'answered' | 'dismissed' | null = 'open') =>
  db.twinQuestion.findMany({
    where: { ownerId, ...(status ? { status } : {}) },
    orderBy: { createdAt: 'desc' },
    take: 100,
  });

const answerInput = z.object({
  answer: z.string({ error: 'Write an answer' }).trim().min(1, 'Write an answer').max(2000, 'An answer cannot be more than 2,000 characters'),
});

export async function answerTwinQuestion(db: Db, ownerId: string, id: string, raw: unknown) {
  const { answer } = parseInput(answerInput, raw);
  const question = await db.twinQuestion.findFirst({ where: { id, ownerId } });
  if (!question) throw new NotFoundError('Question not found');
  if (question.status !== 'open') throw ValidationError.of('id', 'This question was already handled');
  const memory = await remember(db, {
    userId: ownerId,
    content: answer,
    visibility: 'public',
    source: 'review',
    threadId: question.threadId ?? undefined,
  });
  return db.twinQuestion.update({
    where: { id },
    data: { status: 'answered', answer, memoryId: memory.id, answeredAt: new Date() },
  });
}

export async function dismissTwinQuestion(db: Db, ownerId: string, id: string) {
  const { count } = await db.twinQuestion.updateMany({ where: { id, ownerId, status: 'open' }, data: { status: 'dismissed' } });
  if (count === 0) throw new NotFoundError('Question not found');
  return db.twinQuestion.findUniqueOrThrow({ where: { id } });
}
