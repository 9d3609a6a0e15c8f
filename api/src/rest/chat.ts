/**
 * REST /api/v1/chat/* (docs/product.md §7), thin over api/src/chat: the conversations (list, search,
 * start, read, history, rename, delete). Answers, the stream and steps: rest/chat-answers.ts.
 */
import { chooseThreadModel, modelChoice } from '../ai-models/choices.js';
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { searchInput, searchThreads } from '../chat/search.js';
import * as threads from '../chat/threads.js';
import { AGENT_TYPES_OF_KIND, THREAD_KINDS } from '../chat/thread-kinds.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import {
  SearchResultJson,
  searchResultJson,
  stepsWithSources,
  StepWithSourcesJson,
  ThreadJson,
  threadJson,
  TokenInfoJson,
  tokenInfoJson,
} from './chat-shapes.js';
import { describer } from './openapi/describe.js';
import { snakeBody } from './wire-input.js';
import { readJsonObject } from './http-json.js';
import { restRouter } from './router.js';

export const chatRoutes = restRouter();
const describe = describer('Chat');

const intParam = (name: string, def: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return def;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `A whole number from ${min} to ${max}; ${def} when left out.` });

const threadsQuery = z.object({
  limit: intParam('limit', 50, 1, 200),
  offset: intParam('offset', 0, 0, 1_000_000),
  kind: z.enum(THREAD_KINDS, { error: `kind must be one of: ${THREAD_KINDS.join(', ')}` }).optional(),
  // Only those in no project (a project's own: GET /api/v1/projects/{id}).
  outside_projects: z.enum(['true', 'false'], { error: 'outside_projects must be true or false' }).optional(),
});

/** Pinned first, then the most recently updated; threads without a message are not listed. */
chatRoutes.get(
  '/threads',
  describe({
    summary: 'Your conversations',
    description:
      'Pinned first, then the most recently updated; a conversation without a message is not listed. `limit` 50 and `offset` 0 by default.',
    access: 'signedIn',
    query: threadsQuery,
    responses: { 200: z.object({ threads: z.array(ThreadJson), has_more: z.boolean() }) },
    errors: [400],
  }),
  async (c) => {
    const viewer = requireViewer(c.var.ctx);
    const { limit, offset, kind, outside_projects } = parseInput(threadsQuery, c.req.query());
    const reads = c.var.ctx.services.chat.reads;
    const page = await reads.threadsPage({
      ownerId: viewer.id,
      limit: limit + offset + 1,
      agentTypes: kind ? AGENT_TYPES_OF_KIND[kind] : undefined,
      projectId: outside_projects === 'true' ? null : undefined,
    });
    const slice = page.slice(offset, offset + limit);
    return c.json({ threads: slice.map(threadJson), has_more: page.length > offset + limit });
  },
);

chatRoutes.post(
  '/threads',
  describe({
    summary: 'Start a conversation',
    description:
      '`agent_type` is private_brain (the default), profile_pal or testing; a temporary chat is the private brain’s only.',
    access: 'signedIn',
    body: snakeBody(threads.threadInput),
    responses: { 201: ThreadJson },
    errors: [429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const body = await readJsonObject(c);
    // Read as it always was: a refused agent_type is named agentType, as the schema names it.
    const input = parseInput(threads.threadInput, {
      agentType: body.agent_type ?? undefined,
      name: body.name,
      metadata: body.metadata,
      temporary: body.temporary,
    });
    const thread = await threads.createThread(ctx.services.chat, actorOf(ctx), input, ctx.locale);
    return c.json(threadJson(thread), 201);
  },
);

const searchQuery = z.object({ q: z.string({ error: 'q is required' }), limit: intParam('limit', 10, 1, 50) });
const SearchJson = z.object({ results: z.array(SearchResultJson) });

chatRoutes.get(
  '/threads/search',
  describe({
    summary: 'Search your conversations',
    description: 'By name and by what was said; at least 2 characters. `limit` 10 by default.',
    access: 'signedIn',
    query: searchQuery,
    responses: { 200: SearchJson },
    errors: [400],
  }),
  async (c) => {
    const viewer = requireViewer(c.var.ctx);
    const { q, limit } = parseInput(searchQuery, c.req.query());
    const hits = await searchThreads(
      c.var.ctx.services.chat.reads,
      viewer.id,
      parseInput(searchInput, { query: q, limit }),
    );
    return c.json({
      results: hits.map(searchResultJson),
    });
  },
);

/** One conversation (its owner only; anyone else's id is Not found). */
chatRoutes.get(
  '/threads/:id',
  describe({
    summary: 'A conversation',
    description: 'Its owner’s only (a twin’s visitor’s by their anonymous id): anyone else’s id is 404.',
    access: 'optional',
    responses: { 200: ThreadJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    return c.json(threadJson(await threads.getThread(ctx.services.chat, actorOf(ctx), c.req.param('id'))));
  },
);

chatRoutes.get(
  '/threads/:id/count',
  describe({
    summary: 'How many messages a conversation has',
    access: 'optional',
    responses: { 200: z.object({ count: z.number().int() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const thread = await threads.getThread(ctx.services.chat, actorOf(ctx), c.req.param('id'));
    return c.json({ count: await ctx.services.chat.reads.countSteps(thread.id) });
  },
);

/** Steps oldest first; offset counts from the oldest; has_more: older steps exist before this page. */
const historyQuery = z.object({ limit: intParam('limit', 100, 1, 1000), offset: intParam('offset', 0, 0, 10_000_000) });

chatRoutes.get(
  '/threads/:id/history',
  describe({
    summary: 'A conversation’s messages',
    description:
      'Oldest first; `offset` counts from the oldest (100 and 0 by default); `has_more`: older messages exist before this page.',
    access: 'optional',
    query: historyQuery,
    responses: {
      200: z.object({
        steps: z.array(StepWithSourcesJson),
        has_more: z.boolean(),
        thread: ThreadJson,
        token_info: TokenInfoJson,
      }),
    },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const thread = await threads.getThread(ctx.services.chat, actorOf(ctx), c.req.param('id'));
    const { limit, offset } = parseInput(historyQuery, c.req.query());
    const steps = await ctx.services.chat.reads.historyOffset(thread.id, limit, offset);
    return c.json({
      steps: await stepsWithSources(ctx.db, ctx.viewer?.id ?? null, steps),
      has_more: offset > 0,
      thread: threadJson(thread),
      token_info: tokenInfoJson(steps),
    });
  },
);

chatRoutes.post(
  '/threads/:id/viewed',
  describe({
    summary: 'Mark a conversation’s answers seen',
    access: 'optional',
    responses: {
      200: z.object({ updated: z.number().int().meta({ description: 'How many answers were not seen yet.' }) }),
    },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const updated = await threads.markThreadViewed(ctx.services.chat, actorOf(ctx), c.req.param('id'));
    return c.json({ updated });
  },
);

/** Rename, pin and choose the model: {name?, pinned?, model?}; 200 with the thread. */
chatRoutes.patch(
  '/threads/:id',
  describe({
    summary: 'Rename, pin, or choose the model',
    description: 'A model refused leaves the name and the pin as they were.',
    access: 'signedIn',
    body: z.object({
      name: threads.threadChange.shape.name,
      pinned: threads.threadChange.shape.pinned,
      model: modelChoice.optional().meta({ description: 'A model of GET /models.' }),
    }),
    responses: { 200: ThreadJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { model, ...rest } = await readJsonObject(c);
    const id = c.req.param('id');
    // The model first: a refused one leaves the name and the pin as they were.
    if (model !== undefined) {
      const chosen = parseInput(z.object({ model: modelChoice }), { model });
      await chooseThreadModel(ctx.services.models, viewer.id, id, chosen.model);
    }
    const thread =
      model === undefined || Object.keys(rest).length > 0
        ? await threads.updateThread(
            ctx.services.chat,
            actorOf(ctx),
            id,
            parseInput(snakeBody(threads.threadChange), rest),
          )
        : await threads.getThread(ctx.services.chat, actorOf(ctx), id);
    return c.json(threadJson(thread));
  },
);

/** Deletes the thread; `?delete_memories=true` deletes the memories saved from it too. */
const deleteQuery = z.object({
  delete_memories: z
    .enum(['true', 'false'], { error: 'delete_memories must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

chatRoutes.delete(
  '/threads/:id',
  describe({
    summary: 'Delete a conversation',
    description: '`?delete_memories=true` deletes the memories saved from it too.',
    access: 'signedIn',
    query: deleteQuery,
    responses: {
      200: z.object({ success: z.literal(true), id: z.string(), deleted_memories: z.number().int() }),
    },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const { delete_memories: deleteMemories } = parseInput(deleteQuery, c.req.query());
    const deleted = await threads.deleteThread(ctx.services.chat, actorOf(ctx), c.req.param('id'), { deleteMemories });
    return c.json({ success: true as const, id: deleted.id, deleted_memories: deleted.deletedMemories });
  },
);
