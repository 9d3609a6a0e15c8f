/**
 * Streaming answers: `sendMessage` and `resumeRun` subscriptions (graphql-sse)
 * yielding the RunEvent union. The run belongs to the server: closing the
 * subscription does not stop it; resumeRun picks it up again.
 */
import { sendInput } from '../chat/runs/send-input.js';
import { parseInput } from '../errors/parse-input.js';
import { z } from 'zod';
import type { RunEvent } from '../chat/runs/run-events.js';
import { AlreadySendingError } from '../chat/runs/turn.js';
import { assertMayWrite } from '../http/csrf.js';
import type { StepRecord } from '../chat/records.js';
import { DomainError, NotFoundError, RateLimitedError, UnavailableError } from '../errors/domain-errors.js';
import { actorOf } from '../http/request-context.js';
import { builder } from './builder.js';
import { databaseId } from './ids.js';
import { StepRef } from './step.js';
import { sayIn } from '../words/say-in.js';

type Of<T extends RunEvent['type']> = Extract<RunEvent, { type: T }>;

const EventInterface = builder.interfaceRef<RunEvent>('RunEventBase').implement({
  description: 'Every run event is numbered: resume after the last seq you saw.',
  fields: (t) => ({
    seq: t.exposeInt('seq'),
    runId: t.exposeString('runId'),
    threadId: t.exposeString('threadId', { description: 'Database id of the thread.' }),
  }),
});

type EventFields<T extends RunEvent['type']> = NonNullable<
  Parameters<ReturnType<typeof builder.objectRef<Of<T>>>['implement']>[0]['fields']
>;

function eventType<T extends RunEvent['type']>(name: string, type: T, fields?: EventFields<T>) {
  return builder.objectRef<Of<T>>(name).implement({
    interfaces: [EventInterface],
    isTypeOf: (e) => (e as RunEvent).type === type,
    ...(fields ? { fields } : {}),
  });
}

const RunStarted = eventType('RunStarted', 'run_started', (t) => ({
  userStepId: t.exposeString('userStepId'),
  assistantStepId: t.exposeString('assistantStepId'),
  agentModel: t.exposeString('agentModel'),
}));
const TextDelta = eventType('TextDelta', 'text_delta', (t) => ({ delta: t.exposeString('delta') }));
const ToolCalled = eventType('ToolCalled', 'tool_called', (t) => ({
  toolCallId: t.string({ resolve: (e: Of<'tool_called'>) => e.toolCall.id }),
  name: t.string({ resolve: (e: Of<'tool_called'>) => e.toolCall.name }),
  displayName: t.string({ resolve: (e: Of<'tool_called'>) => e.toolCall.displayName }),
  toolType: t.string({ resolve: (e: Of<'tool_called'>) => e.toolCall.type }),
  args: t.field({ type: 'JSON', resolve: (e: Of<'tool_called'>) => e.toolCall.args ?? {} }),
}));
const ToolStatusUpdate = eventType('ToolStatusUpdate', 'tool_status_update', (t) => ({
  toolCallId: t.exposeString('id'),
  oldId: t.exposeString('oldId', { nullable: true }),
  name: t.exposeString('name'),
  status: t.exposeString('status'),
  toolType: t.exposeString('toolType'),
  inputParams: t.expose('inputParams', { type: 'JSON', nullable: true }),
  displayName: t.exposeString('displayName'),
  approvalId: t.exposeString('approvalId', {
    nullable: true,
    description: 'With status awaiting_approval: the request to decide on (decideToolCall).',
  }),
}));
const ToolOutput = eventType('ToolOutput', 'tool_output', (t) => ({
  toolCallId: t.exposeString('id'),
  status: t.exposeString('status'),
  output: t.expose('output', { type: 'JSON', nullable: true }),
  durationMs: t.exposeInt('durationMs'),
  isError: t.exposeBoolean('isError'),
}));
const CompactingStarted = eventType('CompactingStarted', 'compacting_started');
const CompactingCompleted = eventType('CompactingCompleted', 'compacting_completed');
const TokenInfoEvent = eventType('TokenInfoEvent', 'token_info', (t) => ({
  estimatedTokens: t.exposeInt('estimatedTokens'),
  totalTokens: t.exposeInt('totalTokens'),
  totalChars: t.exposeInt('totalChars'),
  messageCount: t.exposeInt('messageCount'),
}));
const RunSnapshot = eventType('RunSnapshot', 'snapshot', (t) => ({
  text: t.exposeString('text', { description: 'The whole answer so far: replace what you have.' }),
  lastSeq: t.exposeInt('lastSeq'),
  finalStatus: t.string({
    nullable: true,
    description:
      'completed or error: the answer is over and this is its final state, the last event of the stream (a resume at or past its end). Null while it is being written.',
    resolve: (e) => e.status ?? null,
  }),
}));
const AssistantStep = eventType('AssistantStepEvent', 'assistant_step', (t) => ({
  step: t.field({ type: StepRef, resolve: (e: Of<'assistant_step'>) => reviveStep(e.step) }),
}));
const RunError = eventType('RunErrorEvent', 'error', (t) => ({
  message: t.string({ resolve: (e: Of<'error'>, _args, ctx) => sayIn(ctx.locale, e.message) }),
  errorType: t.exposeString('errorType'),
}));
const RunDone = eventType('RunDone', 'done', (t) => ({ status: t.exposeString('status') }));

/** A send that was not started (docs/product.md §4: one message at a time). */
interface Refusal {
  reason: string;
  message: string;
  /** A limit's refusal: when it frees (Retry-After over REST). */
  retryAfterSeconds?: number | null;
}
const RunRefused = builder.objectRef<Refusal>('RunRefused').implement({
  isTypeOf: (e) => typeof (e as Refusal).reason === 'string' && !('seq' in (e as object)),
  fields: (t) => ({
    reason: t.exposeString('reason', {
      description:
        "already_sending, quota_exceeded (too many messages in a short while), usage_limit (the person's daily or monthly usage limit; a twin's replies count against its owner's), twin_off or sign_in_required (the twin owner's setting), not_found, invalid_input, unauthenticated, forbidden (a cross-site request), unavailable (the server is restarting, or its database or Redis is away) or storage_full",
    }),
    message: t.string({ resolve: (e, _args, ctx) => sayIn(ctx.locale, e.message) }),
    retryAfterSeconds: t.int({
      nullable: true,
      description:
        'Past a limit (quota_exceeded, usage_limit: when the day or month resets) or while the server restarts: seconds until trying again can work.',
      resolve: (r) => r.retryAfterSeconds ?? null,
    }),
  }),
});

/** The GraphQL type of each run event (one lookup per event, instead of asking each type in turn). */
const TYPE_NAMES: Record<RunEvent['type'], string> = {
  run_started: 'RunStarted',
  text_delta: 'TextDelta',
  tool_called: 'ToolCalled',
  tool_status_update: 'ToolStatusUpdate',
  tool_output: 'ToolOutput',
  compacting_started: 'CompactingStarted',
  compacting_completed: 'CompactingCompleted',
  token_info: 'TokenInfoEvent',
  snapshot: 'RunSnapshot',
  assistant_step: 'AssistantStepEvent',
  error: 'RunErrorEvent',
  done: 'RunDone',
};

const RunEventUnion = builder.unionType('RunEvent', {
  types: [
    RunStarted,
    TextDelta,
    ToolCalled,
    ToolStatusUpdate,
    ToolOutput,
    CompactingStarted,
    CompactingCompleted,
    TokenInfoEvent,
    RunSnapshot,
    AssistantStep,
    RunError,
    RunDone,
    RunRefused,
  ],
  resolveType: (event) => ('seq' in event ? TYPE_NAMES[(event as RunEvent).type] : 'RunRefused'),
});

/** Steps that crossed Redis come back with ISO strings for dates. */
function reviveStep(step: StepRecord): StepRecord {
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    ...step,
    viewedAt: date(step.viewedAt),
    startTime: date(step.startTime),
    endTime: date(step.endTime),
    createdAt: date(step.createdAt)!,
  };
}

/** The refusal reason of each kind of expected failure (a reason of the error's own wins). */
const REASONS: Partial<Record<DomainError['code'], string>> = {
  NOT_FOUND: 'not_found',
  UNAUTHENTICATED: 'unauthenticated',
  RATE_LIMITED: 'quota_exceeded',
  FORBIDDEN: 'forbidden',
  UNAVAILABLE: 'unavailable',
  INSUFFICIENT_STORAGE: 'storage_full',
};

function refusal(error: unknown): Refusal {
  if (error instanceof AlreadySendingError) return { reason: error.reason, message: error.message };
  if (error instanceof DomainError) {
    const reason =
      'reason' in error && typeof error.reason === 'string' ? error.reason : (REASONS[error.code] ?? 'invalid_input');
    const retryAfterSeconds =
      error instanceof RateLimitedError || error instanceof UnavailableError ? error.retryAfterSeconds : null;
    return { reason, message: error.message, retryAfterSeconds };
  }
  throw error;
}

const ElementInput = builder.inputType('ElementInput', {
  fields: (t) => ({
    type: t.string({ required: true }),
    name: t.string(),
    content: t.string(),
    url: t.string(),
    filePath: t.string(),
    mimeType: t.string(),
    fileSize: t.int(),
    uploadId: t.string(),
    properties: t.field({ type: 'JSON' }),
  }),
});

builder.subscriptionType({});

/** A refusal as a stream of one event. */
async function* once(event: Refusal): AsyncGenerator<Refusal> {
  yield event;
}

builder.subscriptionFields((t) => ({
  sendMessage: t.field({
    type: RunEventUnion,
    description: 'Sends a message and streams the answer. The answer goes on if you disconnect (see resumeRun).',
    args: {
      threadId: t.arg.id({ required: true }),
      input: t.arg.string({
        defaultValue: '',
        description: 'The message; with editStepId the edited text; left out (or empty) with regenerateStepId.',
      }),
      elements: t.arg({ type: [ElementInput] }),
      editStepId: t.arg.id({
        description: 'Edit and resend this user message: a new branch beside it (its attachments are kept).',
      }),
      regenerateStepId: t.arg.id({ description: 'Answer this answer’s question again: a new branch beside it.' }),
      model: t.arg.id({
        description: 'The model to answer with (an AiModel id from aiModels); it becomes the conversation’s model.',
      }),
    },
    // Not async generators: the stream of the run is handed to GraphQL as it is, so events do
    // not pass through another generator (and its promises) on the way out.
    subscribe: async (_root, args, ctx) => {
      const elements = (args.elements ?? []).map((e) => ({
        type: e.type,
        name: e.name,
        content: e.content,
        url: e.url,
        file_path: e.filePath,
        mime_type: e.mimeType,
        file_size: e.fileSize,
        upload_id: e.uploadId,
        properties: e.properties,
      }));
      try {
        // A GET can carry this subscription: only Duet's own pages (or a token) may send.
        assertMayWrite(ctx);
        const input = parseInput(sendInput, {
          input: args.input ?? '',
          elements,
          editStepId: args.editStepId == null ? undefined : databaseId(String(args.editStepId), 'Step'),
          regenerateStepId:
            args.regenerateStepId == null ? undefined : databaseId(String(args.regenerateStepId), 'Step'),
          model: args.model == null ? undefined : String(args.model),
        });
        const result = await ctx.services.chat.runs.send(
          actorOf(ctx),
          databaseId(String(args.threadId), 'Thread'),
          input,
          { signal: ctx.request.signal, ip: ctx.client.ip, locale: ctx.locale },
        );
        return result.events;
      } catch (error) {
        return once(refusal(error));
      }
    },
    resolve: (event: RunEvent | Refusal) => event,
  }),
  resumeRun: t.field({
    type: RunEventUnion,
    description:
      'The events of the thread’s latest answer after `afterSeq`, then live. Past or at the end of an answer that is over: one RunSnapshot with its final state, then the stream ends.',
    args: {
      threadId: t.arg.id({ required: true }),
      afterSeq: t.arg.int({ required: true, validate: z.number().int().min(0) }),
    },
    subscribe: async (_root, args, ctx) => {
      try {
        return await ctx.services.chat.runs.resume(
          actorOf(ctx),
          databaseId(String(args.threadId), 'Thread'),
          args.afterSeq,
          ctx.request.signal,
        );
      } catch (error) {
        return once(refusal(error));
      }
    },
    resolve: (event: RunEvent | Refusal) => event,
  }),
}));

const StopRunPayload = builder.objectRef<{ stopped: boolean }>('StopRunPayload').implement({
  fields: (t) => ({
    stopped: t.exposeBoolean('stopped', { description: 'Whether an answer was running (and is now stopped).' }),
  }),
});

builder.mutationFields((t) => ({
  stopRun: t.field({
    type: StopRunPayload,
    description:
      '"Stop generating": ends the live answer of the thread where it is. It keeps its text (status completed, metadata.stopped) and its stream ends with done.',
    errors: { types: [NotFoundError], directResult: true },
    args: { threadId: t.arg.id({ required: true }) },
    resolve: async (_root, { threadId }, ctx) => {
      assertMayWrite(ctx);
      return { stopped: await ctx.services.chat.runs.stop(actorOf(ctx), databaseId(String(threadId), 'Thread')) };
    },
  }),
}));
