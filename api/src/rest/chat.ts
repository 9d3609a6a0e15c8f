/** REST /api/v1/chat/* (docs/product.md §7), thin over api/src/chat. */
import { chooseThreadModel, modelChoice } from '../ai-models/choices.js';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { selectStep } from '../chat/branches.js';
import { feedbackInput, rateStep } from '../chat/feedback.js';
import { sendInput } from '../chat/runs/run-service.js';
import { searchInput, searchThreads } from '../chat/search.js';
import * as threads from '../chat/threads.js';
import { profilePalProgress } from '../profile/profile-pal.js';
import { AGENT_TYPES_OF_KIND, THREAD_KINDS } from '../chat/thread-kinds.js';
import { assertMayWrite } from '../http/csrf.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import type { RunEvent } from '../chat/runs/run-events.js';
import type { RunEventStream } from '../chat/runs/event-stream.js';
import { ValidationError } from '../errors/domain-errors.js';
import {
  searchResultJson,
  sseEventJson,
  stepJson,
  stepsWithSources,
  threadJson,
  tokenInfoJson,
} from './chat-shapes.js';
import { parseClientJson } from '../limits/well-formed.js';
import { snakeBody } from './wire-input.js';
import { readJsonObject } from './http-json.js';
import { restRouter } from './router.js';

export const chatRoutes = restRouter();

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
    });

/** Pinned first, then the most recently updated; threads without a message are not listed. */
chatRoutes.get('/threads', async (c) => {
  const viewer = requireViewer(c.var.ctx);
  const { limit, offset, kind, outside_projects } = parseInput(
    z.object({
      limit: intParam('limit', 50, 1, 200),
      offset: intParam('offset', 0, 0, 1_000_000),
      kind: z.enum(THREAD_KINDS, { error: `kind must be one of: ${THREAD_KINDS.join(', ')}` }).optional(),
      // Only those in no project (a project's own: GET /api/v1/projects/{id}).
      outside_projects: z.enum(['true', 'false'], { error: 'outside_projects must be true or false' }).optional(),
    }),
    c.req.query(),
  );
  const reads = c.var.ctx.services.chat.reads;
  const page = await reads.threadsPage({
    ownerId: viewer.id,
    limit: limit + offset + 1,
    agentTypes: kind ? AGENT_TYPES_OF_KIND[kind] : undefined,
    projectId: outside_projects === 'true' ? null : undefined,
  });
  const slice = page.slice(offset, offset + limit);
  return c.json({ threads: slice.map(threadJson), has_more: page.length > offset + limit });
});

chatRoutes.post('/threads', async (c) => {
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
  const thread = await threads.createThread(ctx.services.chat, actorOf(ctx), input);
  return c.json(threadJson(thread), 201);
});

chatRoutes.get('/threads/search', async (c) => {
  const viewer = requireViewer(c.var.ctx);
  const { q, limit } = parseInput(
    z.object({ q: z.string({ error: 'q is required' }), limit: intParam('limit', 10, 1, 50) }),
    c.req.query(),
  );
  const hits = await searchThreads(
    c.var.ctx.services.chat.reads,
    viewer.id,
    parseInput(searchInput, { query: q, limit }),
  );
  return c.json({
    results: hits.map(searchResultJson),
  });
});

chatRoutes.post('/private-brain/start', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const thread = await threads.startPrivateBrainChat(ctx.services.chat, actorOf(ctx));
  return c.json({ thread_id: thread.id, thread: threadJson(thread) }, 201);
});

chatRoutes.post('/profile-pal/start', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const thread = await threads.startProfilePalChat(ctx.services.chat, actorOf(ctx));
  return c.json({ thread_id: thread.id, thread: threadJson(thread) });
});

/** How far Profile Pal is: {total, done, current, current_question, steps: [{field, label, required, status}]}. */
chatRoutes.get('/profile-pal/progress', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const { currentQuestion, ...progress } = await profilePalProgress(ctx.db, viewer.id);
  return c.json({ ...progress, current_question: currentQuestion });
});

/** One conversation (its owner only; anyone else's id is Not found). */
chatRoutes.get('/threads/:id', async (c) => {
  const ctx = c.var.ctx;
  return c.json(threadJson(await threads.getThread(ctx.services.chat, actorOf(ctx), c.req.param('id'))));
});

chatRoutes.get('/threads/:id/count', async (c) => {
  const ctx = c.var.ctx;
  const thread = await threads.getThread(ctx.services.chat, actorOf(ctx), c.req.param('id'));
  return c.json({ count: await ctx.services.chat.reads.countSteps(thread.id) });
});

/** Steps oldest first; offset counts from the oldest; has_more: older steps exist before this page. */
chatRoutes.get('/threads/:id/history', async (c) => {
  const ctx = c.var.ctx;
  const thread = await threads.getThread(ctx.services.chat, actorOf(ctx), c.req.param('id'));
  const { limit, offset } = parseInput(
    z.object({ limit: intParam('limit', 100, 1, 1000), offset: intParam('offset', 0, 0, 10_000_000) }),
    c.req.query(),
  );
  const steps = await ctx.services.chat.reads.historyOffset(thread.id, limit, offset);
  return c.json({
    steps: await stepsWithSources(ctx.db, ctx.viewer?.id ?? null, steps),
    has_more: offset > 0,
    thread: threadJson(thread),
    token_info: tokenInfoJson(steps),
  });
});

chatRoutes.post('/threads/:id/viewed', async (c) => {
  const ctx = c.var.ctx;
  const updated = await threads.markThreadViewed(ctx.services.chat, actorOf(ctx), c.req.param('id'));
  return c.json({ updated });
});

/** Thumbs up/down on an answer: {rating: "up"|"down"|null, comment?}; 200 with the step. */
chatRoutes.put('/steps/:id/feedback', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(feedbackInput), await readJsonObject(c));
  const step = await rateStep(ctx.services.chat, actorOf(ctx), c.req.param('id'), input);
  return c.json(stepJson(step));
});

/** Shows the branch through this message ("‹ 2 / 3 ›"); 200 with the step. */
chatRoutes.post('/steps/:id/select', async (c) => {
  const ctx = c.var.ctx;
  return c.json(stepJson(await selectStep(ctx.services.chat, actorOf(ctx), c.req.param('id'))));
});

/** "Stop generating": 200 {stopped: true|false} (whether an answer was running). */
chatRoutes.post('/threads/:id/stop', async (c) => {
  const ctx = c.var.ctx;
  return c.json({ stopped: await ctx.services.chat.runs.stop(actorOf(ctx), c.req.param('id')) });
});

/** Rename, pin and choose the model: {name?, pinned?, model?}; 200 with the thread. */
chatRoutes.patch('/threads/:id', async (c) => {
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
});

/** Deletes the thread; `?delete_memories=true` deletes the memories saved from it too. */
chatRoutes.delete('/threads/:id', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const { delete_memories: deleteMemories } = parseInput(
    z.object({
      delete_memories: z
        .enum(['true', 'false'], { error: 'delete_memories must be true or false' })
        .optional()
        .transform((v) => v === 'true'),
    }),
    c.req.query(),
  );
  const deleted = await threads.deleteThread(ctx.services.chat, actorOf(ctx), c.req.param('id'), { deleteMemories });
  return c.json({ success: true, id: deleted.id, deleted_memories: deleted.deletedMemories });
});

/**
 * The answer as server-sent events (docs/product.md §7). With `input` (and thread_id,
 * elements as a JSON array) it sends a message; `edit_step_id` (with input)
 * or `regenerate_step_id` make a new branch there (chat/branches.ts); with
 * `after_seq` (or the Last-Event-ID header) and no input it resumes the
 * thread's latest answer.
 */
chatRoutes.get('/stream', async (c) => {
  const ctx = c.var.ctx;
  const q = c.req.query();
  const threadId = q.thread_id;
  if (!threadId) throw ValidationError.of('thread_id', 'thread_id is required');
  const resumeFrom = q.after_seq ?? c.req.header('last-event-id');
  const runs = ctx.services.chat.runs;
  const signal = c.req.raw.signal;
  let events: RunEventStream;
  const branching = q.edit_step_id !== undefined || q.regenerate_step_id !== undefined;
  if (q.input === undefined && !branching && resumeFrom !== undefined) {
    const after = Number(resumeFrom);
    if (!Number.isInteger(after) || after < 0)
      throw ValidationError.of('after_seq', 'after_seq must be a whole number');
    events = await runs.resume(actorOf(ctx), threadId, after, signal);
  } else {
    // Sending is a write on a GET: a cross-site navigation must not be able to do it.
    assertMayWrite(ctx);
    let elements: unknown = [];
    if (q.elements) {
      try {
        elements = parseClientJson(q.elements);
      } catch {
        throw ValidationError.of('elements', 'elements must be a JSON array');
      }
    }
    // The query's names as the schema's, so a refusal names its field as it always has.
    const send = parseInput(sendInput, {
      input: q.input ?? '',
      elements,
      editStepId: q.edit_step_id,
      regenerateStepId: q.regenerate_step_id,
      model: q.model,
    });
    events = (await runs.send(actorOf(ctx), threadId, send, { signal, ip: ctx.client.ip })).events;
  }
  // Pull the first event before answering, so refusals are still plain JSON errors.
  const first = await events.next();
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => void events.return(undefined));
    const write = async (e: RunEvent) => {
      const { event, data } = sseEventJson(e);
      await stream.writeSSE({ event, data: JSON.stringify(data), id: String(e.seq) });
    };
    if (!first.done) await write(first.value);
    for await (const e of events) await write(e);
  });
});
