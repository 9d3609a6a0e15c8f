/**
 * REST for the twin's owner (docs/product.md §11): /api/v1/twin/conversations (list, read, revise),
 * /api/v1/twin/insights and /api/v1/twin/access. Mounted before the public /api/v1/twin/{username}
 * routes; these words are reserved usernames (auth/reserved-usernames.ts).
 */
import { checkTwinModel, modelChoice, saveTwinModel, twinModel } from '../ai-models/choices.js';
import type { ModelEntry } from '../ai-models/snapshot.js';
import { modelJson } from './ai-models.js';
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import {
  anonymousLimit,
  loadTwinAccess,
  twinAccessInput,
  updateTwinAccess,
  type TwinAccessSettings,
} from '../twin/twin-settings.js';
import {
  getTwinConversation,
  listTwinConversations,
  twinConversationSteps,
  type TwinConversation,
} from '../twin/twin-conversations.js';
import { twinInsights } from '../twin/insights.js';
import { reviseTwinReply, revisionInput } from '../twin/revise.js';
import { stepJson } from './chat-shapes.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

export const twinOwnerRoutes = restRouter();

function conversationJson(c: TwinConversation) {
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

twinOwnerRoutes.get('/conversations', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const q = parseInput(listQuery, c.req.query());
  const page = await listTwinConversations(ctx.services.twin, viewer.id, { first: q.limit, after: q.after });
  return c.json({ conversations: page.conversations.map(conversationJson), next_cursor: page.nextCursor });
});

twinOwnerRoutes.get('/conversations/:threadId', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const conversation = await getTwinConversation(ctx.services.twin, viewer.id, c.req.param('threadId'));
  const { steps, hasMore } = await twinConversationSteps(ctx.services.twin, conversation.thread);
  return c.json({ ...conversationJson(conversation), steps: steps.map(stepJson), has_more: hasMore });
});

twinOwnerRoutes.post('/conversations/:threadId/steps/:stepId/revise', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const input = parseInput(snakeBody(revisionInput), await readJsonObject(c));
  const step = await reviseTwinReply(
    ctx.services.twin,
    viewer.id,
    c.req.param('threadId'),
    c.req.param('stepId'),
    input,
  );
  return c.json({ step: stepJson(step) });
});

const insightsQuery = z.object({
  days: z.coerce.number({ error: 'days must be 7 or 30' }).int('days must be 7 or 30').default(7),
});

twinOwnerRoutes.get('/insights', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const { days } = parseInput(insightsQuery, c.req.query());
  const i = await twinInsights(ctx.db, viewer.id, days);
  return c.json({
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
  });
});

const accessJson = (a: TwinAccessSettings, serverMax: number, model: ModelEntry) => ({
  mode: a.mode,
  anonymous_daily_limit: anonymousLimit(a, serverMax),
  max_anonymous_daily_limit: serverMax,
  style: a.style,
  voice: a.voice,
  model: modelJson(model),
});

twinOwnerRoutes.get('/access', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const { settings } = await loadTwinAccess(ctx.db, viewer.id);
  const model = await twinModel(ctx.services.models, viewer.id);
  return c.json(accessJson(settings, ctx.services.twin.config.twinQuota.anonymousPerDay, model));
});

const ACCESS_FIELDS = ['mode', 'anonymous_daily_limit', 'style', 'voice'] as const;

twinOwnerRoutes.put('/access', async (c) => {
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
  return c.json(accessJson(settings, serverMax, await twinModel(models, viewer.id)));
});
