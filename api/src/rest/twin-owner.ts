/**
 * REST for the twin's owner (docs/product.md §11): /api/v1/twin/conversations (list, read, revise),
 * /api/v1/twin/insights and /api/v1/twin/access. Mounted before the public /api/v1/twin/{username}
 * routes; these words are reserved usernames (auth/reserved-usernames.ts).
 */
import type { Locale } from '../../../common/locales.js';
import { checkTwinModel, modelChoice, saveTwinModel, twinModel } from '../ai-models/choices.js';
import type { ModelEntry } from '../ai-models/snapshot.js';
import { ModelJson, modelJson } from './ai-models.js';
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
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
import { isoTime } from '../limits/dates.js';
import {
  getTwinConversation,
  listTwinConversations,
  twinConversationSteps,
  type TwinConversation,
} from '../twin/twin-conversations.js';
import { twinInsights } from '../twin/insights.js';
import { reviseTwinReply, revisionInput } from '../twin/revise.js';
import { StepJson, stepJson } from './chat-shapes.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

export const twinOwnerRoutes = restRouter();
const describe = describer('Twin');
const int = z.number().int();

const TwinConversationJson = z
  .object({
    thread_id: z.string(),
    visitor: z.object({ label: z.string(), signed_in: z.boolean(), username: z.string().nullable() }),
    title: z.string().nullable(),
    preview: z.string().nullable(),
    message_count: int,
    passed_on: int.meta({ description: 'Questions it passed on to you.' }),
    thumbs_up: int,
    thumbs_down: int,
    started_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'TwinConversation' });

const TwinAccessJson = z.object({
  mode: z.enum(TWIN_ACCESS),
  anonymous_daily_limit: int.meta({ description: 'Messages a day for each visitor without an account.' }),
  max_anonymous_daily_limit: int.meta({ description: 'The most this server allows.' }),
  style: z.enum(TWIN_STYLES),
  voice: z.enum(TWIN_VOICES),
  voice_chat: z.boolean().meta({
    description: 'Visitors may talk to your twin by voice (their minutes counted to you, apart from your own).',
  }),
  model: ModelJson,
});

function conversationJson(c: TwinConversation): z.output<typeof TwinConversationJson> {
  return {
    thread_id: c.thread.id,
    visitor: { label: c.visitor.label, signed_in: c.visitor.signedIn, username: c.visitor.username },
    title: c.thread.name,
    preview: c.thread.lastMessagePreview,
    message_count: c.thread.stepCount,
    passed_on: c.passedOn,
    thumbs_up: c.thumbsUp,
    thumbs_down: c.thumbsDown,
    started_at: c.thread.createdAt.toISOString(),
    updated_at: c.thread.updatedAt.toISOString(),
  };
}

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be from 1 to 100')
    .max(100, 'limit must be from 1 to 100')
    .default(20),
  after: z.string().max(200).optional(),
});

twinOwnerRoutes.get(
  '/conversations',
  describe({
    summary: 'Your twin’s conversations with visitors',
    description: 'Newest first; `limit` 20 by default; `after`: the `next_cursor` of the page before.',
    access: 'signedIn',
    query: listQuery,
    responses: {
      200: z.object({ conversations: z.array(TwinConversationJson), next_cursor: z.string().nullable() }),
    },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const q = parseInput(listQuery, c.req.query());
    const page = await listTwinConversations(ctx.services.twin, viewer.id, { first: q.limit, after: q.after });
    return c.json({ conversations: page.conversations.map(conversationJson), next_cursor: page.nextCursor });
  },
);

twinOwnerRoutes.get(
  '/conversations/:threadId',
  describe({
    summary: 'A conversation of your twin, with its messages',
    access: 'signedIn',
    responses: { 200: TwinConversationJson.extend({ steps: z.array(StepJson), has_more: z.boolean() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const conversation = await getTwinConversation(ctx.services.twin, viewer.id, c.req.param('threadId'));
    const { steps, hasMore } = await twinConversationSteps(ctx.services.twin, conversation.thread);
    return c.json({ ...conversationJson(conversation), steps: steps.map(stepJson), has_more: hasMore });
  },
);

const revisionBody = snakeBody(revisionInput);

twinOwnerRoutes.post(
  '/conversations/:threadId/steps/:stepId/revise',
  describe({
    summary: 'Revise a reply of your twin',
    description: 'Your words replace the reply; the twin answers the same question with them from now on.',
    access: 'signedIn',
    body: revisionBody,
    responses: { 200: z.object({ step: StepJson }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const input = parseInput(revisionBody, await readJsonObject(c));
    const step = await reviseTwinReply(
      ctx.services.twin,
      viewer.id,
      c.req.param('threadId'),
      c.req.param('stepId'),
      input,
    );
    return c.json({ step: stepJson(step) });
  },
);

const insightsQuery = z.object({
  days: z.coerce.number({ error: 'days must be 7 or 30' }).int('days must be 7 or 30').default(7),
});

const InsightsJson = z.object({
  days: int,
  since: isoTime,
  visitors: int,
  conversations: int,
  messages: int,
  questions_passed_on: int,
  questions_answered: int,
  thumbs_up: int,
  thumbs_down: int,
  daily: z
    .array(z.object({ date: z.string(), conversations: int, messages: int }))
    .meta({ description: 'One entry a day, oldest first (date: YYYY-MM-DD).' }),
  topics: z.array(z.object({ topic: z.string(), count: int })).meta({ description: 'Most asked about first.' }),
});

twinOwnerRoutes.get(
  '/insights',
  describe({
    summary: 'What visitors asked your twin',
    description: 'Over the last 7 (the default) or 30 days.',
    access: 'signedIn',
    query: insightsQuery,
    responses: { 200: InsightsJson },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { days } = parseInput(insightsQuery, c.req.query());
    const i = await twinInsights(ctx.db, viewer.id, days);
    const answer: z.output<typeof InsightsJson> = {
      days: i.days,
      since: i.since.toISOString(),
      visitors: i.visitors,
      conversations: i.conversations,
      messages: i.messages,
      questions_passed_on: i.questionsPassedOn,
      questions_answered: i.questionsAnswered,
      thumbs_up: i.thumbsUp,
      thumbs_down: i.thumbsDown,
      daily: i.daily,
      topics: i.topics,
    };
    return c.json(answer);
  },
);

const accessJson = (
  a: TwinAccessSettings,
  serverMax: number,
  model: ModelEntry,
  locale: Locale,
): z.output<typeof TwinAccessJson> => ({
  mode: a.mode,
  anonymous_daily_limit: anonymousLimit(a, serverMax),
  max_anonymous_daily_limit: serverMax,
  style: a.style,
  voice: a.voice,
  voice_chat: a.voiceChat,
  model: modelJson(model, locale),
});

twinOwnerRoutes.get(
  '/access',
  describe({
    summary: 'Who may talk to your twin, and how it speaks',
    access: 'signedIn',
    responses: { 200: TwinAccessJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { settings } = await loadTwinAccess(ctx.db, viewer.id);
    const model = await twinModel(ctx.services.models, viewer.id);
    return c.json(accessJson(settings, ctx.services.twin.config.twinQuota.anonymousPerDay, model, ctx.locale));
  },
);

const ACCESS_FIELDS = ['mode', 'anonymous_daily_limit', 'style', 'voice', 'voice_chat'] as const;

/** The body PUT /access reads: the settings (the server's own maximum applies: 400 above it) and the model. */
const accessShape = twinAccessInput(Number.MAX_SAFE_INTEGER).shape;
const accessBody = z.object({
  mode: accessShape.mode,
  anonymous_daily_limit: accessShape.anonymousDailyLimit.meta({
    description: 'At most `max_anonymous_daily_limit`; null: the server’s maximum.',
  }),
  style: accessShape.style,
  voice: accessShape.voice,
  voice_chat: accessShape.voiceChat.meta({ description: 'Visitors may talk to your twin by voice (off by default).' }),
  model: modelChoice.nullable().optional().meta({ description: 'A model of GET /models; null: the default.' }),
});

twinOwnerRoutes.put(
  '/access',
  describe({
    summary: 'Change who may talk to your twin, and how it speaks',
    description: 'What is left out stays; the model is checked first.',
    access: 'signedIn',
    body: accessBody,
    responses: { 200: TwinAccessJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const body = await readJsonObject(c);
    const serverMax = ctx.services.twin.config.twinQuota.anonymousPerDay;
    const models = ctx.services.models;
    const chosen =
      body.model === undefined
        ? undefined
        : await checkTwinModel(
            models,
            parseInput(z.object({ model: modelChoice.nullable() }), { model: body.model }).model,
          );
    // The settings the body gives (`model` is the conversation's choice, above); the model is checked first.
    const given = ACCESS_FIELDS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]);
    const input = parseInput(snakeBody(twinAccessInput(serverMax)), Object.fromEntries(given));
    const settings = await updateTwinAccess(ctx.db, viewer.id, input);
    if (chosen !== undefined) await saveTwinModel(models, viewer.id, chosen);
    return c.json(accessJson(settings, serverMax, await twinModel(models, viewer.id), ctx.locale));
  },
);
