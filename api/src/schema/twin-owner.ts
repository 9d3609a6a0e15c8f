/**
 * The owner's side of the twin (docs/product.md §11): its conversations (read, revise a reply),
 * insights, and who may talk to it. Only the twin's owner reads these; anyone else gets NotFound.
 */
import { encodeBase64 } from '@pothos/core';
import type { StepRecord } from '../chat/records.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { assertMayWrite } from '../http/csrf.js';
import {
  anonymousLimit,
  loadTwinAccess,
  TWIN_ACCESS,
  TWIN_STYLES,
  TWIN_VOICES,
  twinAccessInput,
  updateTwinAccess,
  type TwinAccessSettings,
} from '../twin/twin-settings.js';
import {
  getTwinConversation,
  listTwinConversations,
  twinConversationSteps,
  type TwinConversation,
  type TwinVisitor,
} from '../twin/twin-conversations.js';
import { twinInsights, type TwinInsights } from '../twin/insights.js';
import { reviseTwinReply, revisionInput } from '../twin/revise.js';
import { checkTwinModel, saveTwinModel, twinModel } from '../ai-models/choices.js';
import { AiModelRef } from './ai-models.js';
import { builder } from './builder.js';
import { databaseId } from './ids.js';
import { StepRef } from './step.js';
import { UserRef } from './user.js';

/** A conversation's thread id, from its global id (TwinConversation or Thread) or the database id. */
const conversationId = (id: string) => databaseId(databaseId(id, 'TwinConversation'), 'Thread');

const TwinVisitorRef = builder.objectRef<TwinVisitor>('TwinVisitor').implement({
  description: 'Who talked with the twin: "Visitor 4f2a" (anonymous, never identifiable) or @username.',
  fields: (t) => ({
    label: t.exposeString('label'),
    signedIn: t.exposeBoolean('signedIn'),
    username: t.exposeString('username', { nullable: true }),
  }),
});

const TwinConversationRef = builder.objectRef<TwinConversation>('TwinConversation').implement({
  description: "A visitor's conversation with your twin, as the visitor sees it.",
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeBase64(`TwinConversation:${c.thread.id}`) }),
    databaseId: t.string({
      description: 'The thread id (/twin/conversations/{id}, REST).',
      resolve: (c) => c.thread.id,
    }),
    visitor: t.field({ type: TwinVisitorRef, resolve: (c) => c.visitor }),
    title: t.string({ nullable: true, resolve: (c) => c.thread.name }),
    preview: t.string({
      nullable: true,
      description: 'The last message.',
      resolve: (c) => c.thread.lastMessagePreview,
    }),
    messageCount: t.int({ resolve: (c) => c.thread.stepCount }),
    passedOn: t.exposeInt('passedOn', { description: 'Questions this conversation passed on to you.' }),
    thumbsUp: t.exposeInt('thumbsUp'),
    thumbsDown: t.exposeInt('thumbsDown'),
    startedAt: t.field({ type: 'DateTime', resolve: (c) => c.thread.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (c) => c.thread.updatedAt }),
    messages: t.field({
      type: [StepRef],
      description: 'The conversation as the visitor sees it now, oldest first (its newest 200 messages).',
      resolve: async (c, _args, ctx): Promise<StepRecord[]> =>
        (await twinConversationSteps(ctx.services.twin, c.thread)).steps,
    }),
  }),
});

const TwinConversationPageRef = builder
  .objectRef<{ conversations: TwinConversation[]; nextCursor: string | null }>('TwinConversationPage')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [TwinConversationRef], resolve: (p) => p.conversations }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'Pass as `after` for the next page; null on the last.',
      }),
    }),
  });

const TwinDayRef = builder.objectRef<TwinInsights['daily'][number]>('TwinInsightsDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC)' }),
    conversations: t.exposeInt('conversations'),
    messages: t.exposeInt('messages'),
  }),
});
const TwinTopicRef = builder.objectRef<TwinInsights['topics'][number]>('TwinInsightsTopic').implement({
  fields: (t) => ({ topic: t.exposeString('topic'), count: t.exposeInt('count') }),
});
const TwinInsightsRef = builder.objectRef<TwinInsights>('TwinInsights').implement({
  description: 'What happened with your twin over the last 7 or 30 days (UTC days, today included).',
  fields: (t) => ({
    days: t.exposeInt('days'),
    since: t.expose('since', { type: 'DateTime' }),
    visitors: t.exposeInt('visitors'),
    conversations: t.exposeInt('conversations'),
    messages: t.exposeInt('messages'),
    questionsPassedOn: t.exposeInt('questionsPassedOn'),
    questionsAnswered: t.exposeInt('questionsAnswered'),
    thumbsUp: t.exposeInt('thumbsUp'),
    thumbsDown: t.exposeInt('thumbsDown'),
    daily: t.field({ type: [TwinDayRef], resolve: (i) => i.daily }),
    topics: t.field({ type: [TwinTopicRef], description: 'What visitors asked about most.', resolve: (i) => i.topics }),
  }),
});

const TwinAccessModeEnum = builder.enumType('TwinAccessMode', {
  description: 'Who may talk to the twin: everyone, signed-in people only, or nobody (the page stays visible).',
  values: TWIN_ACCESS,
});

const TwinStyleEnum = builder.enumType('TwinStyle', {
  description:
    'How the twin words your public facts: strict (as written) or adaptive (phrased and combined, nothing added).',
  values: TWIN_STYLES,
});

const TwinVoiceEnum = builder.enumType('TwinVoice', {
  description:
    'Who the twin speaks as: third (about you, by your name: "Maya builds apps") or first (as you: "I build apps").',
  values: TWIN_VOICES,
});

type AccessView = TwinAccessSettings & { serverMax: number; ownerId: string };
const TwinAccessRef = builder.objectRef<AccessView>('TwinAccess').implement({
  fields: (t) => ({
    mode: t.field({ type: TwinAccessModeEnum, resolve: (a) => a.mode }),
    anonymousDailyLimit: t.int({
      description: 'Messages a day for each anonymous visitor (your limit, or the server maximum when you set none).',
      resolve: (a) => anonymousLimit(a, a.serverMax),
    }),
    maxAnonymousDailyLimit: t.int({ description: "The server's maximum.", resolve: (a) => a.serverMax }),
    style: t.field({ type: TwinStyleEnum, resolve: (a) => a.style }),
    voice: t.field({ type: TwinVoiceEnum, resolve: (a) => a.voice }),
    voiceChat: t.exposeBoolean('voiceChat', {
      description:
        "Visitors may talk to your twin by voice: their recordings written down by the server's speech model (their minutes counted to you, apart from your own). Off until you turn it on.",
    }),
    model: t.field({
      type: AiModelRef,
      description: 'The model your twin answers with (one that takes tools; by default the default chat model).',
      resolve: (a, _args, ctx) => twinModel(ctx.services.models, a.ownerId),
    }),
    chosenModel: t.id({
      nullable: true,
      description: 'The model you chose for your twin (null: the default chat model).',
      resolve: async (a, _args, ctx) =>
        (await ctx.db.profile.findUnique({ where: { userId: a.ownerId }, select: { twinModel: true } }))?.twinModel ??
        null,
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  twinConversations: t.field({
    type: TwinConversationPageRef,
    description: "Your twin's conversations with visitors, newest first.",
    args: { first: t.arg.int(), after: t.arg.string() },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { first, after }, ctx) => listTwinConversations(ctx.services.twin, user.id, { first, after }),
  }),
  twinConversation: t.field({
    type: TwinConversationRef,
    nullable: true,
    description: 'One of your twin’s conversations; null when there is no such conversation of yours.',
    args: { threadId: t.arg.id({ required: true }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { threadId }, ctx) =>
      getTwinConversation(ctx.services.twin, user.id, conversationId(String(threadId))).catch((e) =>
        e instanceof NotFoundError ? null : Promise.reject(e),
      ),
  }),
  twinInsights: t.field({
    type: TwinInsightsRef,
    args: { days: t.arg.int({ defaultValue: 7, description: '7 or 30' }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { days }, ctx) => twinInsights(ctx.db, user.id, days ?? 7),
  }),
  twinAccess: t.field({
    type: TwinAccessRef,
    authScopes: (user) => ({ self: user.id }),
    resolve: async (user, _args, ctx) => ({
      ...(await loadTwinAccess(ctx.db, user.id)).settings,
      serverMax: ctx.services.twin.config.twinQuota.anonymousPerDay,
      ownerId: user.id,
    }),
  }),
}));

builder.mutationFields((t) => ({
  reviseTwinReply: t.field({
    type: StepRef,
    description:
      'Rewrites one of your twin\'s replies: the visitor sees your revision ("Revised by …"), and your twin answers that question this way from now on.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      threadId: t.arg.id({ required: true }),
      stepId: t.arg.id({ required: true }),
      output: t.arg.string({ required: true }),
    },
    resolve: (_root, { threadId, stepId, output }, ctx) => {
      assertMayWrite(ctx);
      return reviseTwinReply(
        ctx.services.twin,
        ctx.viewer!.id,
        conversationId(String(threadId)),
        databaseId(String(stepId), 'Step'),
        parseInput(revisionInput, { output }),
      );
    },
  }),
  updateTwinAccess: t.field({
    type: TwinAccessRef,
    description:
      'Who may talk to your twin, how many messages a day each anonymous visitor may send (null: the server maximum), how strictly it keeps to your words, whether it speaks about you or as you, and whether visitors may talk to it by voice.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      mode: t.arg({ type: TwinAccessModeEnum }),
      anonymousDailyLimit: t.arg.int(),
      style: t.arg({ type: TwinStyleEnum }),
      voice: t.arg({ type: TwinVoiceEnum }),
      voiceChat: t.arg.boolean({ description: 'Visitors may talk to your twin by voice (off by default).' }),
      model: t.arg.id({ description: 'The model your twin answers with (from aiModels); null: the default.' }),
    },
    resolve: async (_root, { mode, anonymousDailyLimit, style, voice, voiceChat, model }, ctx) => {
      assertMayWrite(ctx);
      const models = ctx.services.models;
      const chosen =
        model === undefined ? undefined : await checkTwinModel(models, model === null ? null : String(model));
      const serverMax = ctx.services.twin.config.twinQuota.anonymousPerDay;
      const input = parseInput(twinAccessInput(serverMax), {
        ...(mode != null ? { mode } : {}),
        ...(anonymousDailyLimit !== undefined ? { anonymousDailyLimit } : {}),
        ...(style != null ? { style } : {}),
        ...(voice != null ? { voice } : {}),
        ...(voiceChat != null ? { voiceChat } : {}),
      });
      const settings = await updateTwinAccess(ctx.db, ctx.viewer!.id, input);
      if (chosen !== undefined) await saveTwinModel(models, ctx.viewer!.id, chosen);
      return { ...settings, serverMax, ownerId: ctx.viewer!.id };
    },
  }),
}));
