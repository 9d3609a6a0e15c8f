/** Twin chats, the owner's review queue, and the brain's memories. */
import type { TwinQuestion } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError, RateLimitedError } from '../errors/domain-errors.js';
import { actorOf } from '../http/request-context.js';
import * as memories from '../memories/memories.js';
import { answerTwinQuestion, dismissTwinQuestion, listTwinQuestions } from '../twin/review.js';
import { startTwinChat } from '../twin/twin-chats.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { StartChatPayloadRef } from './thread.js';
import { UserRef } from './user.js';

type MemoryRecord = Awaited<ReturnType<typeof memories.remember>>;

const MemoryRef = builder.objectRef<MemoryRecord>('Memory').implement({
  description: 'A fact the brain knows about you. Public memories are what your twin may say.',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    visibility: t.exposeString('visibility', { description: 'private or public' }),
    source: t.exposeString('source', { description: 'chat, owner, review, story or profile_pal' }),
    sourceThreadId: t.string({ nullable: true, resolve: (m) => m.sourceThreadId ?? null }),
    sourceStepId: t.string({ nullable: true, resolve: (m) => m.sourceStepId ?? null }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (m) => m.updatedAt }),
  }),
});

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

const Visibility = builder.enumType('MemoryVisibility', { values: ['private', 'public'] as const });
const QuestionStatus = builder.enumType('TwinQuestionStatus', { values: ['open', 'answered', 'dismissed'] as const });

builder.objectFields(UserRef, (t) => ({
  memories: t.field({
    type: [MemoryRef],
    description: 'Your memories, newest first.',
    args: { visibility: t.arg({ type: Visibility }), first: t.arg.int({ defaultValue: 100 }), offset: t.arg.int({ defaultValue: 0 }) },
    resolve: (user, args, ctx) => {
      if (ctx.viewer?.id !== user.id) throw new NotFoundError('Not found');
      return memories.listMemories(ctx.db, user.id, {
        visibility: args.visibility ?? undefined,
        limit: Math.min(args.first ?? 100, 500),
        offset: Math.max(args.offset ?? 0, 0),
      });
    },
  }),
  twinQuestions: t.field({
    type: [TwinQuestionRef],
    description: 'The review queue: questions your twin could not answer.',
    args: { status: t.arg({ type: QuestionStatus, defaultValue: 'open' }) },
    resolve: (user, { status }, ctx) => {
      if (ctx.viewer?.id !== user.id) throw new NotFoundError('Not found');
      return listTwinQuestions(ctx.db, user.id, status ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  startTwinChat: t.field({
    type: StartChatPayloadRef,
    description:
      "Opens your conversation with @username's twin (anyone may; anonymous visitors get an anon-id cookie). Your own twin opens as a preview.",
    errors: { types: [NotFoundError, RateLimitedError], directResult: true },
    args: { username: t.arg.string({ required: true }), fresh: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_root, { username, fresh }, ctx) => {
      const started = await startTwinChat(ctx.services.twin, actorOf(ctx), username, { fresh: fresh ?? false });
      if (started.newAnonId) {
        ctx.cookies.setAnonId(started.newAnonId);
        ctx.anonId = started.newAnonId;
      }
      return started.thread;
    },
  }),
  createMemory: t.field({
    type: MemoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { content: t.arg.string({ required: true }), visibility: t.arg({ type: Visibility, defaultValue: 'private' }) },
    resolve: (_root, { content, visibility }, ctx) =>
      memories.remember(ctx.db, { userId: ctx.viewer!.id, content, visibility: visibility ?? 'private', source: 'owner' }),
  }),
  updateMemory: t.field({
    type: MemoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), content: t.arg.string(), visibility: t.arg({ type: Visibility }) },
    resolve: (_root, { id, content, visibility }, ctx) =>
      memories.updateMemory(ctx.db, ctx.viewer!.id, String(id), {
        ...(content != null ? { content } : {}),
        ...(visibility != null ? { visibility } : {}),
      }),
  }),
  setMemoryVisibility: t.field({
    type: MemoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), visibility: t.arg({ type: Visibility, required: true }) },
    resolve: (_root, { id, visibility }, ctx) => memories.setMemoryVisibility(ctx.db, ctx.viewer!.id, String(id), visibility),
  }),
  deleteMemory: t.field({
    type: DeletedRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await memories.deleteMemory(ctx.db, ctx.viewer!.id, String(id));
      return { id: String(id) };
    },
  }),
  answerTwinQuestion: t.field({
    type: TwinQuestionRef,
    description: 'Answers a question once: the answer becomes a public memory your twin uses from now on.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), answer: t.arg.string({ required: true }) },
    resolve: (_root, { id, answer }, ctx) => answerTwinQuestion(ctx.db, ctx.viewer!.id, String(id), { answer }),
  }),
  dismissTwinQuestion: t.field({
    type: TwinQuestionRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => dismissTwinQuestion(ctx.db, ctx.viewer!.id, String(id)),
  }),
}));
