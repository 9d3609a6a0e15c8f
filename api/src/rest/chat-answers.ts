/**
 * REST /api/v1/chat/* for answers (docs/product.md §7): the stream that sends a message and follows
 * its answer, stopping it, a step's feedback and branch, and the conversations Duet starts itself
 * (private brain, Profile Pal). Thin over api/src/chat; the threads themselves: rest/chat.ts.
 */
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { selectStep } from '../chat/branches.js';
import { feedbackInput, rateStep } from '../chat/feedback.js';
import type { RunEventStream } from '../chat/runs/event-stream.js';
import type { RunEvent } from '../chat/runs/run-events.js';
import { sendInput } from '../chat/runs/send-input.js';
import * as threads from '../chat/threads.js';
import { ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { assertMayWrite } from '../http/csrf.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { parseClientJson } from '../limits/well-formed.js';
import { profilePalProgress } from '../profile/profile-pal.js';
import { sseEventJson } from './chat-events.js';
import { StartedThreadJson, StepJson, stepJson, threadJson } from './chat-shapes.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';
import { snakeBody } from './wire-input.js';

/** Mounted under /chat, beside rest/chat.ts. */
export const chatAnswerRoutes = restRouter();
const describe = describer('Chat');

chatAnswerRoutes.post(
  '/private-brain/start',
  describe({ summary: 'Start a private conversation', access: 'signedIn', responses: { 201: StartedThreadJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const thread = await threads.startPrivateBrainChat(ctx.services.chat, actorOf(ctx));
    return c.json({ thread_id: thread.id, thread: threadJson(thread) }, 201);
  },
);

chatAnswerRoutes.post(
  '/profile-pal/start',
  describe({
    summary: 'Open the Profile Pal conversation',
    description: 'The one conversation where Profile Pal asks about the profile: made the first time.',
    access: 'signedIn',
    responses: { 200: StartedThreadJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const thread = await threads.startProfilePalChat(ctx.services.chat, actorOf(ctx), ctx.locale);
    return c.json({ thread_id: thread.id, thread: threadJson(thread) });
  },
);

const ProfilePalProgressJson = z.object({
  total: z.number().int(),
  done: z.number().int().meta({ description: 'Answered, or skipped and not needed.' }),
  current: z.string().nullable().meta({ description: 'The field asked about now; null when none is left.' }),
  current_question: z.string().nullable(),
  steps: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      required: z.boolean(),
      status: z.enum(['answered', 'skipped', 'current', 'todo']),
    }),
  ),
});

/** How far Profile Pal is: {total, done, current, current_question, steps: [{field, label, required, status}]}. */
chatAnswerRoutes.get(
  '/profile-pal/progress',
  describe({ summary: 'How far Profile Pal is', access: 'signedIn', responses: { 200: ProfilePalProgressJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { currentQuestion, ...progress } = await profilePalProgress(ctx.db, viewer.id, ctx.locale);
    const answer: z.output<typeof ProfilePalProgressJson> = { ...progress, current_question: currentQuestion };
    return c.json(answer);
  },
);

/** Thumbs up/down on an answer: {rating: "up"|"down"|null, comment?}; 200 with the step. */
const feedbackBody = snakeBody(feedbackInput);

chatAnswerRoutes.put(
  '/steps/:id/feedback',
  describe({
    summary: 'Thumbs up or down on an answer',
    description: '`rating` null takes it back.',
    access: 'optional',
    body: feedbackBody,
    responses: { 200: StepJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(feedbackBody, await readJsonObject(c));
    const step = await rateStep(ctx.services.chat, actorOf(ctx), c.req.param('id'), input);
    return c.json(stepJson(step));
  },
);

/** Shows the branch through this message ("‹ 2 / 3 ›"); 200 with the step. */
chatAnswerRoutes.post(
  '/steps/:id/select',
  describe({
    summary: 'Show the branch through this message',
    description: 'Of a message edited or an answer regenerated ("‹ 2 / 3 ›").',
    access: 'optional',
    responses: { 200: StepJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    return c.json(stepJson(await selectStep(ctx.services.chat, actorOf(ctx), c.req.param('id'))));
  },
);

/** "Stop generating": 200 {stopped: true|false} (whether an answer was running). */
chatAnswerRoutes.post(
  '/threads/:id/stop',
  describe({
    summary: 'Stop the answer being written',
    access: 'optional',
    responses: { 200: z.object({ stopped: z.boolean().meta({ description: 'Whether an answer was running.' }) }) },
    errors: [503],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    return c.json({ stopped: await ctx.services.chat.runs.stop(actorOf(ctx), c.req.param('id')) });
  },
);

/**
 * The answer as server-sent events (docs/product.md §7). With `input` (and thread_id,
 * elements as a JSON array) it sends a message; `edit_step_id` (with input)
 * or `regenerate_step_id` make a new branch there (chat/branches.ts); with
 * `after_seq` (or the Last-Event-ID header) and no input it resumes the
 * thread's latest answer.
 */
const STREAM_EVENTS = [
  'run_started',
  'delta',
  'tool_called',
  'tool_status_update',
  'tool_output',
  'assistant_step',
  'token_info',
  'compacting_started',
  'compacting_completed',
  'snapshot',
  'error',
  'done',
];

chatAnswerRoutes.get(
  '/stream',
  describe({
    summary: 'Send a message and stream the answer, or follow it again',
    description: [
      'Server-sent events. With `input` (and `elements`) it sends a message in `thread_id`; `edit_step_id` (with `input`) or `regenerate_step_id` make a new branch there; with `after_seq` (or the `Last-Event-ID` header) and no input it resumes the conversation’s latest answer after that event.',
      `Each event has an \`id\` (its \`seq\`), a name (${STREAM_EVENTS.map((e) => `\`${e}\``).join(', ')}) and JSON data: \`{type, seq, run_id, thread_id, …}\`. A refusal before the first event is a JSON error.`,
      'Sending changes data on a GET: it follows the CSRF rule of the session cookie (see Authentication).',
    ].join('\n\n'),
    access: 'optional',
    query: z.object({
      thread_id: z.string(),
      input: sendInput.shape.input.meta({ description: 'The message.' }),
      elements: z
        .string()
        .optional()
        .meta({ description: 'A JSON array of elements (files from POST /upload/files).' }),
      edit_step_id: sendInput.shape.editStepId,
      regenerate_step_id: sendInput.shape.regenerateStepId,
      model: sendInput.shape.model,
      after_seq: z.string().optional().meta({ description: 'Resume after this event (a whole number).' }),
    }),
    responses: { 200: { description: 'The answer, as server-sent events.', media: 'text/event-stream' } },
    errors: [400, 401, 403, 404, 429, 503],
  }),
  async (c) => {
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
      events = (await runs.send(actorOf(ctx), threadId, send, { signal, ip: ctx.client.ip, locale: ctx.locale }))
        .events;
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
  },
);
