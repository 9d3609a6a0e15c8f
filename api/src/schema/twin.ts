/** Twin chats, the owner's review queue, and the live events of a conversation (the owner's answers). */
import { encodeBase64 } from '@pothos/core';
import type { TwinQuestion } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError, RateLimitedError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { actorOf } from '../http/request-context.js';
import { answerInput, answerTwinQuestion, dismissTwinQuestion, listTwinQuestions } from '../twin/review.js';
import { threadChannel, type ThreadEvent } from '../twin/owner-answers.js';
import { startTwinChat } from '../twin/twin-chats.js';
import { TwinClosedError } from '../twin/twin-settings.js';
import { ErrorInterface } from './errors.js';
import { getThread } from '../chat/threads.js';
import { listen } from '../realtime/listen.js';
import { databaseId } from './ids.js';
import { builder } from './builder.js';
import { StartChatPayloadRef } from './thread.js';
import { UserRef } from './user.js';

const TwinQuestionRef = builder.objectRef<TwinQuestion>('TwinQuestion').implement({
  description: 'A visitor question your twin could not answer from public facts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.exposeString('question'),
    status: t.exposeString('status', { description: 'open, answered or dismissed' }),
    answer: t.exposeString('answer', { nullable: true }),
    threadId: t.exposeString('threadId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.objectType(TwinClosedError, {
  name: 'TwinClosedError',
  description:
    "The owner's setting keeps you out: the twin is off (twin_off), or talks with signed-in people only (sign_in_required).",
  interfaces: [ErrorInterface],
  fields: (t) => ({ reason: t.exposeString('reason') }),
});

const QuestionStatus = builder.enumType('TwinQuestionStatus', { values: ['open', 'answered', 'dismissed'] as const });

builder.objectFields(UserRef, (t) => ({
  twinQuestions: t.field({
    type: [TwinQuestionRef],
    description: 'The review queue: questions your twin could not answer.',
    args: { status: t.arg({ type: QuestionStatus, defaultValue: 'open' }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { status }, ctx) => {
      return listTwinQuestions(ctx.db, user.id, status ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  startTwinChat: t.field({
    type: StartChatPayloadRef,
    description:
      "Opens your conversation with @username's twin (anyone may; anonymous visitors get an anon-id cookie). Your own twin opens as a preview.",
    errors: { types: [NotFoundError, RateLimitedError, TwinClosedError], directResult: true },
    args: { username: t.arg.string({ required: true }), fresh: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_root, { username, fresh }, ctx) => {
      const started = await startTwinChat(ctx.services.twin, actorOf(ctx), username, {
        fresh: fresh ?? false,
        ip: ctx.client.ip,
      });
      if (started.newAnonId) {
        ctx.cookies.setAnonId(started.newAnonId);
        ctx.anonId = started.newAnonId;
      }
      return started.thread;
    },
  }),
  answerTwinQuestion: t.field({
    type: TwinQuestionRef,
    description: 'Answers a question once: the answer becomes a public memory your twin uses from now on.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), answer: t.arg.string({ required: true }) },
    resolve: (_root, { id, answer }, ctx) =>
      answerTwinQuestion(ctx.services.notifications, ctx.viewer!.id, String(id), parseInput(answerInput, { answer })),
  }),
  dismissTwinQuestion: t.field({
    type: TwinQuestionRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => dismissTwinQuestion(ctx.services.notifications, ctx.viewer!.id, String(id)),
  }),
}));

const ThreadEventRef = builder.objectRef<ThreadEvent>('ThreadEvent').implement({
  description: 'Something that happened in a conversation outside an answer.',
  fields: (t) => ({
    type: t.exposeString('type', {
      description:
        'step_added: a message was added (the owner answered a question the twin passed on); step_revised: the owner revised a reply (read the step again).',
    }),
    threadId: t.id({ resolve: (e) => encodeBase64(`Thread:${e.threadId}`) }),
    stepId: t.id({ resolve: (e) => encodeBase64(`Step:${e.stepId}`) }),
    stepDatabaseId: t.exposeString('stepId'),
  }),
});

builder.subscriptionField('threadEvents', (t) =>
  t.field({
    type: ThreadEventRef,
    description:
      "Live events of a conversation you may read: the owner's answer to a question the twin passed on arrives here while the page is open.",
    args: { threadId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const thread = await getThread(ctx.services.chat, actorOf(ctx), databaseId(String(args.threadId), 'Thread'));
      return listen<ThreadEvent>(ctx.services.broadcaster, threadChannel(thread.id), ctx.request.signal);
    },
    resolve: (e: ThreadEvent) => e,
  }),
);
