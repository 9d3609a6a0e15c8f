/** GraphQL shapes of the expected failures (typed results via the errors plugin). */
import {
  AuthError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
  type FieldError,
} from '../errors/domain-errors.js';
import { builder } from './builder.js';
import { sayIn } from '../words/say-in.js';

export const ErrorInterface = builder.interfaceRef<Error>('Error').implement({
  description: 'An expected failure, with a message fit to show the user.',
  fields: (t) => ({ message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }) }),
});

const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'One broken rule: the input field and its message (docs/product.md §5 wording).',
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  description: 'Input that breaks a rule. `field` and `message` name the first broken rule.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field'),
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }),
  }),
});

builder.objectType(AuthError, {
  name: 'AuthError',
  description: 'No valid session (Not authenticated, Token has expired, Invalid token).',
  interfaces: [ErrorInterface],
});

builder.objectType(ForbiddenError, { name: 'ForbiddenError', interfaces: [ErrorInterface] });
builder.objectType(NotFoundError, { name: 'NotFoundError', interfaces: [ErrorInterface] });

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  description: 'Too many attempts; try again after retryAfterSeconds.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds'),
    reason: t.string({
      nullable: true,
      description:
        'Which limit, when it has a name: quota_exceeded (messages in a short while), usage_limit (the daily or monthly usage limit), too_many_conversations (new twin conversations).',
      resolve: (e) => e.reason ?? null,
    }),
  }),
});

/** The id of something deleted. */
export const DeletedRef = builder.objectRef<{ id: string }>('Deleted').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});
