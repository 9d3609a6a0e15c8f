/** Steps (messages) with their elements and tool calls, as the read layer returns them. */
import type {
  ElementRecord,
  StepRecord,
  ToolCallRecord,
  ToolCallSessionRecord,
} from '../chat/records.js';
import { builder } from './builder.js';

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

export const StepRef = builder.objectRef<StepRecord>('Step');

builder.node(StepRef, {
  description: 'A message (USER_MESSAGE, ASSISTANT_MESSAGE) or tool step of a thread.',
  id: { resolve: (s) => s.id },
  // Steps are reached through their thread's history (which checks access), not by id.
  loadMany: (ids) => ids.map(() => null),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    seq: t.exposeInt('seq', { description: 'Position in the thread (stable paging order).' }),
    stepType: t.exposeString('stepType'),
    input: t.exposeString('input', { nullable: true }),
    output: t.exposeString('output', { nullable: true }),
    status: t.exposeString('status', { description: 'sent, streaming or completed' }),
    streaming: t.exposeBoolean('streaming'),
    waitForAnswer: t.exposeBoolean('waitForAnswer'),
    isError: t.exposeBoolean('isError'),
    showInput: t.exposeBoolean('showInput'),
    errors: t.expose('errors', { type: 'JSON' }),
    metadata: t.expose('metadata', { type: 'JSON' }),
    agentModel: t.string({
      nullable: true,
      resolve: (s) => (typeof s.metadata.agent_model === 'string' ? s.metadata.agent_model : null),
    }),
    tags: t.expose('tags', { type: 'JSON' }),
    indentLevel: t.exposeInt('indentLevel'),
    agentProcessingTimeMs: t.exposeInt('agentProcessingTimeMs', { nullable: true }),
    stepCreationTimeMs: t.exposeInt('stepCreationTimeMs', { nullable: true }),
    totalTimeMs: t.exposeInt('totalTimeMs', { nullable: true }),
    runId: t.exposeString('runId', { nullable: true }),
    lastEventSeq: t.exposeInt('lastEventSeq', {
      description: 'The run event seq this persisted state includes: resume a streaming answer after it.',
    }),
    viewedAt: t.expose('viewedAt', { type: 'DateTime', nullable: true }),
    startTime: t.expose('startTime', { type: 'DateTime', nullable: true }),
    endTime: t.expose('endTime', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    elements: t.field({ type: [ElementRef], resolve: (s) => s.elements }),
    toolCallSession: t.field({ type: ToolCallSessionRef, nullable: true, resolve: (s) => s.toolCallSession }),
  }),
});
