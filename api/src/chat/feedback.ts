/**
 * Thumbs up or down, with an optional comment, on an assistant answer: from whoever may read the
 * thread (the owner of a private chat, a twin's visitor on its answers, which the twin's owner
 * reads later). Rating again replaces it; a null rating clears it. Only finished answers.
 */
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { MESSAGE_NOT_FOUND, type Actor } from './actor.js';
import { said } from '../words/said.js';
import type { StepRecord } from './records.js';
import { getThread, type ThreadDeps } from './threads.js';

const FEEDBACK_COMMENT_MAX = 2000;

/** A rating (null clears it) and an optional comment. */
export const feedbackInput = z
  .object({
    rating: z.enum(['up', 'down'], { error: 'rating must be "up", "down" or null' }).nullable(),
    comment: z
      .string({ error: 'comment must be text' })
      .max(
        FEEDBACK_COMMENT_MAX,
        said(
          /*i18n*/ { id: 'error.chat.comment-too-long', message: 'A comment can be at most {max} characters' },
          {
            max: FEEDBACK_COMMENT_MAX.toLocaleString('en-US'),
          },
        ),
      )
      .nullish()
      .transform((v) => (v == null || v.trim() === '' ? null : v.trim())),
  })
  .strict();

export type FeedbackInput = z.output<typeof feedbackInput>;

export async function rateStep(
  deps: ThreadDeps,
  actor: Actor,
  stepId: string,
  input: FeedbackInput,
): Promise<StepRecord> {
  if (typeof stepId !== 'string' || stepId.length > 64) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const step = await deps.db.step.findUnique({
    where: { id: stepId },
    select: { id: true, threadId: true, stepType: true, status: true },
  });
  if (!step) throw new NotFoundError(MESSAGE_NOT_FOUND);
  await getThread(deps, actor, step.threadId).catch(() => {
    throw new NotFoundError(MESSAGE_NOT_FOUND);
  });
  if (step.stepType !== 'ASSISTANT_MESSAGE') {
    throw ValidationError.of(
      'stepId',
      said(/*i18n*/ { id: 'error.chat.rate-answers-only', message: 'Only answers can be rated' }),
    );
  }
  if (step.status === 'streaming') {
    throw ValidationError.of(
      'stepId',
      said(
        /*i18n*/ {
          id: 'error.chat.rate-when-done',
          message: 'This answer is still being written: rate it once it is done',
        },
      ),
    );
  }
  await deps.db.step.update({
    where: { id: step.id },
    data: input.rating
      ? { feedbackRating: input.rating, feedbackComment: input.comment, feedbackAt: new Date() }
      : { feedbackRating: null, feedbackComment: null, feedbackAt: null },
  });
  const record = await deps.reads.stepById(step.id);
  if (!record) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return record;
}
