/**
 * What a message to send may be: text and files, or a branch (an edit, a regeneration), and the
 * model to answer with. GraphQL (schema/run.ts) and REST (rest/chat-answers.ts) read it the same way.
 */
import { z } from 'zod';
import { said } from '../../words/said.js';
import { MESSAGE_MAX_CHARS } from '../../../../common/message-limits.js';
import { elementsRule } from '../elements.js';

const stepIdRule = (field: string) =>
  z
    .string({ error: `${field} must be a message id` })
    .max(64, `${field} must be a message id`)
    .optional();

/** A message to send: text and files, or a branch (an edit, a regeneration), and the model to answer with. */
export const sendInput = z
  .object({
    input: z
      .string({ error: 'input must be text' })
      .max(
        MESSAGE_MAX_CHARS,
        said(
          /*i18n*/ { id: 'error.chat.message-too-long', message: 'A message cannot be more than {max} characters' },
          {
            max: MESSAGE_MAX_CHARS.toLocaleString('en-US'),
          },
        ),
      )
      .default(''),
    elements: elementsRule.default([]),
    /** Edit and resend this user message (a new branch beside it). */
    editStepId: stepIdRule('edit_step_id'),
    /** Answer this answer's question again (a new branch beside it). */
    regenerateStepId: stepIdRule('regenerate_step_id'),
    /** The model to answer with (a model key people may choose); it becomes the conversation's. */
    model: z.string({ error: 'model must be a model id' }).max(100, 'model must be a model id').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.editStepId && v.regenerateStepId) {
      ctx.addIssue({
        code: 'custom',
        path: ['regenerateStepId'],
        message: 'Edit a message or regenerate an answer, not both at once',
      });
    } else if (v.regenerateStepId) {
      if (v.input.trim() || v.elements.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['input'],
          message: 'A regenerated answer takes no new message: leave input empty',
        });
      }
    } else if (v.editStepId) {
      if (!v.input.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: ['input'],
          message: said(/*i18n*/ { id: 'error.chat.edit-needs-text', message: 'Type the edited message' }),
        });
      }
      if (v.elements.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['elements'],
          message: said(
            /*i18n*/ {
              id: 'error.chat.edit-keeps-attachments',
              message: 'An edited message keeps its attachments: send no new ones',
            },
          ),
        });
    } else if (!v.input.trim() && v.elements.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['input'],
        message: said(/*i18n*/ { id: 'error.chat.message-empty', message: 'Type a message or attach a file' }),
      });
    }
  });

export type SendInput = z.output<typeof sendInput>;
