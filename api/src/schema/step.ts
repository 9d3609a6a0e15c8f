/**
 * Steps (messages) with their elements and tool calls, as the read layer returns them, and what
 * a reader does to one: rate an answer, show the branch through it.
 */
import type {
  ElementRecord,
  StepFeedback,
  StepRecord,
  ToolCallRecord,
  ToolCallSessionRecord,
} from '../chat/records.js';
import { basedOn } from '../chat/based-on.js';
import { selectStep } from '../chat/branches.js';
import { feedbackInput, rateStep } from '../chat/feedback.js';
import { parseInput } from '../errors/parse-input.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { assertMayWrite } from '../http/csrf.js';
import { actorOf } from '../http/request-context.js';
import { ownsThread } from '../chat/actor.js';
import { sourcesOfSteps, type ShownSource } from '../documents/cited-sources.js';
import { readingsOf, type DocumentReading } from '../documents/documents.js';
import { builder } from './builder.js';
import { databaseId } from './ids.js';
import { sayIn } from '../words/say-in.js';

export const DocumentStatusEnum = builder.enumType('DocumentStatus', {
  values: {
    queued: { description: 'Waiting to be read.' },
    reading: { description: 'Being read now.' },
    ready: { description: 'Read: the brain can use its text.' },
    failed: { description: 'It could not be read (failure says why).' },
  } as const,
});

const DocumentReadingRef = builder.objectRef<DocumentReading>('DocumentReading').implement({
  description: 'Whether Duet has read a PDF or Word file for the brain, and what it found.',
  fields: (t) => ({
    status: t.field({ type: DocumentStatusEnum, resolve: (d) => d.status }),
    pages: t.exposeInt('pages', { nullable: true, description: 'A PDF’s number of pages.' }),
    failure: t.string({
      nullable: true,
      description: 'Why it could not be read, in plain words.',
      resolve: (d, _args, ctx) => (d.failure == null ? null : sayIn(ctx.locale, d.failure)),
    }),
  }),
});

export const ElementRef = builder.objectRef<ElementRecord>('Element').implement({
  description: 'An attachment of a step: text, file, tool_call or other.',
  fields: (t) => ({
    id: t.exposeID('id'),
    elementType: t.exposeString('elementType'),
    name: t.exposeString('name', { nullable: true }),
    content: t.exposeString('content', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    filePath: t.exposeString('filePath', { nullable: true }),
    fileSize: t.exposeInt('fileSize', { nullable: true }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
    properties: t.expose('properties', { type: 'JSON' }),
    metadata: t.expose('metadata', { type: 'JSON' }),
    document: t.loadable({
      type: DocumentReadingRef,
      nullable: true,
      description:
        'An attached PDF or Word file of yours: whether Duet has read it for the brain (null for anything else).',
      load: (uploadIds: string[], ctx) => readingsOf(ctx.db, ctx.viewer?.id ?? null, uploadIds),
      resolve: (e) => e.uploadId,
    }),
  }),
});

export const ToolCallRef = builder.objectRef<ToolCallRecord>('ToolCall').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    displayName: t.string({ resolve: (c) => c.displayName ?? c.name }),
    type: t.exposeString('type'),
    status: t.exposeString('status', { description: 'running or completed' }),
    isError: t.exposeBoolean('isError'),
    inputParams: t.expose('inputParams', { type: 'JSON' }),
    outputResult: t.expose('outputResult', { type: 'JSON', nullable: true }),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime', nullable: true }),
    durationMs: t.exposeInt('durationMs', { nullable: true }),
  }),
});

export const ToolCallSessionRef = builder.objectRef<ToolCallSessionRecord>('ToolCallSession').implement({
  description: 'The tool calls of one assistant step.',
  fields: (t) => ({
    sessionId: t.exposeID('id'),
    totalToolsCalled: t.exposeInt('totalToolsCalled'),
    completedCalls: t.exposeInt('completedCalls'),
    completionStatus: t.exposeString('completionStatus', { description: 'in_progress or completed' }),
    agentHandoffs: t.expose('agentHandoffs', { type: 'JSON' }),
    sessionStart: t.expose('sessionStart', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    toolCalls: t.field({ type: [ToolCallRef], resolve: (s) => s.toolCalls }),
  }),
});

export const FeedbackRating = builder.enumType('FeedbackRating', { values: ['up', 'down'] as const });

const StepFeedbackRef = builder.objectRef<StepFeedback>('StepFeedback').implement({
  fields: (t) => ({
    rating: t.field({ type: FeedbackRating, resolve: (f) => f.rating }),
    comment: t.exposeString('comment', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const AnswerSourceRef = builder.objectRef<ShownSource>('AnswerSource').implement({
  description: 'A passage of a document an answer was written from.',
  fields: (t) => ({
    documentId: t.exposeID('documentId'),
    title: t.exposeString('title'),
    where: t.exposeString('where', { nullable: true, description: '"page 12", "section: Pricing", or null.' }),
    href: t.exposeString('href', { description: 'Where it opens, at the passage.' }),
    public: t.exposeBoolean('public', { description: 'Anyone may open it (the owner made it public).' }),
  }),
});

export const StepRef = builder.objectRef<StepRecord>('Step');

builder.node(StepRef, {
  description: 'A message (USER_MESSAGE, ASSISTANT_MESSAGE) or tool step of a thread.',
  id: { resolve: (s) => s.id },
  // By id only for whoever may read its thread (e.g. a twin's visitor re-reading a revised reply).
  loadMany: async (ids, ctx) => {
    const reads = ctx.services.chat.reads;
    const steps = await Promise.all(ids.map((id) => (id.length > 64 ? null : reads.stepById(id))));
    const threads = await reads.threadsByIds([...new Set(steps.flatMap((s) => (s ? [s.threadId] : [])))]);
    const actor = actorOf(ctx);
    return steps.map((s) => {
      const thread = s ? threads.get(s.threadId) : undefined;
      return s && thread && ownsThread(actor, thread) ? s : null;
    });
  },
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    seq: t.exposeInt('seq', { description: 'Position in the thread (stable paging order).' }),
    parentId: t.exposeString('parentId', {
      nullable: true,
      description:
        'Database id of the message this one follows (null for the first). Edits and regenerations share it with the message they replace.',
    }),
    siblingIndex: t.exposeInt('siblingIndex', {
      description:
        'Place among the messages that follow the same one, from 0 (an edit or regeneration adds one): shown as "2 / 3".',
    }),
    siblingCount: t.exposeInt('siblingCount', {
      description: 'How many messages follow the same one (1 without edits or regenerations).',
    }),
    siblingIds: t.exposeStringList('siblingIds', {
      description:
        'Database ids of those messages, in order (this one at siblingIndex): select one to show its branch.',
    }),
    stepType: t.exposeString('stepType'),
    input: t.exposeString('input', { nullable: true }),
    output: t.string({
      nullable: true,
      // A failed answer's output is the server's sentence of what went wrong: in the reader's language.
      resolve: (s, _args, ctx) => (s.isError && s.output != null ? sayIn(ctx.locale, s.output) : s.output),
    }),
    status: t.exposeString('status', { description: 'sent, streaming or completed' }),
    streaming: t.exposeBoolean('streaming'),
    waitForAnswer: t.exposeBoolean('waitForAnswer'),
    isError: t.exposeBoolean('isError'),
    showInput: t.exposeBoolean('showInput'),
    errors: t.field({
      type: 'JSON',
      resolve: (s, _args, ctx) =>
        Array.isArray(s.errors)
          ? s.errors.map((e: unknown) => (typeof e === 'string' ? sayIn(ctx.locale, e) : e))
          : s.errors,
    }),
    metadata: t.expose('metadata', { type: 'JSON' }),
    agentModel: t.string({
      nullable: true,
      description: 'The model that wrote this answer (its name on its server).',
      resolve: (s) => (typeof s.metadata.agent_model === 'string' ? s.metadata.agent_model : null),
    }),
    answeredOffline: t.boolean({
      description: "Written by Duet's offline brain, which remembers, finds and organises but cannot write or reason.",
      resolve: (s) => s.metadata.offline === true,
    }),
    answeredWithoutTools: t.boolean({
      description:
        'Its model takes no tools: it answered from the conversation alone (no memories, search or calculator).',
      resolve: (s) => s.metadata.without_tools === true,
    }),
    tags: t.expose('tags', { type: 'JSON' }),
    indentLevel: t.exposeInt('indentLevel'),
    agentProcessingTimeMs: t.exposeInt('agentProcessingTimeMs', { nullable: true }),
    stepCreationTimeMs: t.exposeInt('stepCreationTimeMs', { nullable: true }),
    totalTimeMs: t.exposeInt('totalTimeMs', { nullable: true }),
    firstTokenMs: t.exposeInt('firstTokenMs', {
      nullable: true,
      description:
        "An answer's time to its first text: milliseconds from the message being sent (null: no text came, or not an answer).",
    }),
    runId: t.exposeString('runId', { nullable: true }),
    lastEventSeq: t.exposeInt('lastEventSeq', {
      description: 'The run event seq this persisted state includes: resume a streaming answer after it.',
    }),
    viewedAt: t.expose('viewedAt', { type: 'DateTime', nullable: true }),
    feedback: t.field({
      type: StepFeedbackRef,
      nullable: true,
      description: 'Thumbs up/down (and a comment) from whoever asked; null when not rated.',
      resolve: (s) => s.feedback,
    }),
    startTime: t.expose('startTime', { type: 'DateTime', nullable: true }),
    endTime: t.expose('endTime', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    elements: t.field({ type: [ElementRef], resolve: (s) => s.elements }),
    toolCallSession: t.field({ type: ToolCallSessionRef, nullable: true, resolve: (s) => s.toolCallSession }),
    sources: t.loadableList({
      type: AnswerSourceRef,
      description:
        'The passages of documents an answer was written from, each with where it opens for you: your own in your library, a public one for anyone. Empty when there are none.',
      // One query for every answer of the page (a loader per request).
      load: (steps: StepRecord[], ctx) => sourcesOfSteps(ctx.db, ctx.viewer?.id ?? null, steps),
      loaderOptions: { cacheKeyFn: (s: StepRecord) => s.id },
      resolve: (s) => s,
    }),
    basedOn: t.stringList({
      description:
        'A twin\'s answer: the public facts it was written from (shown as "Based on"); empty otherwise, and once the owner revised it.',
      resolve: (s) => basedOn(s.toolCallSession, s.metadata),
    }),
  }),
});

builder.mutationFields((t) => ({
  rateStep: t.field({
    type: StepRef,
    description:
      'Thumbs up or down (rating null clears it), with an optional comment, on a finished answer you may read.',
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      stepId: t.arg.id({ required: true }),
      rating: t.arg({ type: FeedbackRating }),
      comment: t.arg.string(),
    },
    resolve: (_root, { stepId, rating, comment }, ctx) => {
      assertMayWrite(ctx);
      const input = parseInput(feedbackInput, { rating: rating ?? null, comment });
      return rateStep(ctx.services.chat, actorOf(ctx), databaseId(String(stepId), 'Step'), input);
    },
  }),
  selectStep: t.field({
    type: StepRef,
    description:
      'Shows the branch through this message ("‹ 2 / 3 ›"): it becomes the chosen one among its siblings, and the choice is kept. Refused while an answer is being written. Read the history again after it.',
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { stepId: t.arg.id({ required: true }) },
    resolve: (_root, { stepId }, ctx) => {
      assertMayWrite(ctx);
      return selectStep(ctx.services.chat, actorOf(ctx), databaseId(String(stepId), 'Step'));
    },
  }),
}));
