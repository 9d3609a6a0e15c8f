/**
 * JSON shapes of docs/product.md §3 for threads, steps, elements and tool calls (REST), each typed by
 * its schema, which the OpenAPI document shows (rest/openapi/). The stream's events: chat-events.ts.
 */
import { z } from 'zod';
import type { ElementRecord, SearchHit, StepRecord, ThreadRecord, ToolCallRecord } from '../chat/records.js';
import { basedOn } from '../chat/based-on.js';
import type { Db } from '../db/client.js';
import { sourcesOfSteps, type ShownSource } from '../documents/cited-sources.js';
import { AGENT_TYPES, preview } from '../chat/thread-kinds.js';
import { isoTime } from '../limits/dates.js';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
const isoOf = (d: Date | string) => new Date(d).toISOString();

const int = z.number().int();
const object = z.record(z.string(), z.unknown());

export const ThreadJson = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    created_at: isoTime,
    updated_at: isoTime,
    step_count: int,
    first_message_preview: z.string().nullable(),
    last_message_preview: z.string().nullable(),
    agent_type: z.string().meta({ description: `One of ${AGENT_TYPES.join(', ')}.` }),
    thread_type: z.string(),
    metadata: object,
    is_running: z.boolean().meta({ description: 'An answer is being written.' }),
    pinned: z.boolean(),
    temporary: z
      .boolean()
      .meta({ description: 'In no list, search, memory or export; DELETE it when done (or it goes within a day).' }),
    model_id: z
      .string()
      .nullable()
      .meta({ description: "The conversation's model (GET /models); null: its person's last choice, or the default." }),
    project_id: z.string().nullable().meta({ description: 'The project it is in (GET /projects/{id}); null: none.' }),
  })
  .meta({ id: 'Thread' });
export type ThreadJson = z.output<typeof ThreadJson>;

export function threadJson(t: ThreadRecord): ThreadJson {
  return {
    id: t.id,
    name: t.name,
    created_at: isoOf(t.createdAt),
    updated_at: isoOf(t.updatedAt),
    step_count: t.stepCount,
    // Plain text, also for previews saved before they were (chat/plain-text.ts).
    first_message_preview: preview(t.firstMessagePreview),
    last_message_preview: preview(t.lastMessagePreview),
    agent_type: t.agentType,
    thread_type: t.threadType,
    metadata: t.metadata,
    is_running: t.activeRunId !== null,
    pinned: t.pinned,
    temporary: t.temporary,
    model_id: t.chatModel,
    project_id: t.projectId,
  };
}

/** A conversation just started: the thread, and its id again. */
export const StartedThreadJson = z.object({ thread_id: z.string(), thread: ThreadJson });

export const ElementJson = z
  .object({
    id: z.string(),
    element_type: z.string(),
    name: z.string().nullable(),
    content: z.string().nullable(),
    file_path: z.string().nullable(),
    url: z.string().nullable(),
    file_size: int.nullable(),
    mime_type: z.string().nullable(),
    properties: object,
    metadata: object,
  })
  .meta({ id: 'Element', description: 'What a message carries: a file, an image, a link.' });

export function elementJson(e: ElementRecord): z.output<typeof ElementJson> {
  return {
    id: e.id,
    element_type: e.elementType,
    name: e.name,
    content: e.content,
    file_path: e.filePath,
    url: e.url,
    file_size: e.fileSize,
    mime_type: e.mimeType,
    properties: e.properties,
    metadata: e.metadata,
  };
}

export const ToolCallJson = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    status: z.string(),
    start_time: isoTime,
    end_time: isoTime.nullable(),
    input_params: z.unknown(),
    output_result: z.unknown(),
    duration_ms: int.nullable(),
    display_name: z.string(),
    is_error: z.boolean(),
  })
  .meta({ id: 'ToolCall' });

export function toolCallJson(c: ToolCallRecord): z.output<typeof ToolCallJson> {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    status: c.status,
    start_time: isoOf(c.startTime),
    end_time: iso(c.endTime),
    input_params: c.inputParams,
    output_result: c.outputResult,
    duration_ms: c.durationMs,
    display_name: c.displayName ?? c.name,
    is_error: c.isError,
  };
}

const ToolCallSessionJson = z.object({
  session_id: z.string(),
  total_tools_called: int,
  completed_calls: int,
  session_start: isoTime,
  tool_calls: z.array(ToolCallJson),
  agent_handoffs: z.array(z.unknown()),
  completion_status: z.string(),
  created_at: isoTime,
});

export const StepJson = z
  .object({
    id: z.string(),
    thread_id: z.string(),
    user_id: z.string().nullable(),
    seq: int,
    step_type: z.string().meta({ description: 'user_message, assistant_message, …' }),
    input: z.string().nullable(),
    output: z.string().nullable(),
    created_at: isoTime,
    start_time: isoTime.nullable(),
    end_time: isoTime.nullable(),
    viewed_at: isoTime.nullable(),
    status: z.string(),
    streaming: z.boolean(),
    wait_for_answer: z.boolean(),
    is_error: z.boolean(),
    show_input: z.boolean(),
    elements: z.array(ElementJson),
    errors: z.array(z.unknown()),
    metadata: z.looseObject({ expanded: z.unknown(), tool_call_session: ToolCallSessionJson.nullable() }),
    tags: z.array(z.unknown()),
    parent_id: z.string().nullable(),
    sibling_index: int,
    sibling_count: int,
    sibling_ids: z.array(z.string()).meta({ description: "The message's branches, this one included, in order." }),
    based_on: z.array(z.string()),
    feedback: z
      .object({ rating: z.enum(['up', 'down']), comment: z.string().nullable(), updated_at: isoTime.nullable() })
      .nullable(),
    indent_level: int,
    agent_processing_time_ms: int.nullable(),
    step_creation_time_ms: int.nullable(),
    total_time_ms: int.nullable(),
    first_token_ms: int.nullable(),
    last_event_seq: int,
  })
  .meta({ id: 'Step', description: 'A message of a conversation: the person’s, or an answer.' });
export type StepJson = z.output<typeof StepJson>;

export function stepJson(s: StepRecord): StepJson {
  const session = s.toolCallSession;
  return {
    id: s.id,
    thread_id: s.threadId,
    user_id: s.userId,
    seq: s.seq,
    step_type: s.stepType,
    input: s.input,
    output: s.output,
    created_at: isoOf(s.createdAt),
    start_time: iso(s.startTime),
    end_time: iso(s.endTime),
    viewed_at: iso(s.viewedAt),
    status: s.status,
    streaming: s.streaming,
    wait_for_answer: s.waitForAnswer,
    is_error: s.isError,
    show_input: s.showInput,
    elements: s.elements.map(elementJson),
    errors: s.errors,
    metadata: {
      ...s.metadata,
      expanded: s.metadata.expanded ?? false,
      tool_call_session: session
        ? {
            session_id: session.id,
            total_tools_called: session.totalToolsCalled,
            completed_calls: session.completedCalls,
            session_start: isoOf(session.sessionStart),
            tool_calls: session.toolCalls.map(toolCallJson),
            agent_handoffs: session.agentHandoffs,
            completion_status: session.completionStatus,
            created_at: isoOf(session.createdAt),
          }
        : null,
    },
    tags: s.tags,
    parent_id: s.parentId,
    sibling_index: s.siblingIndex,
    sibling_count: s.siblingCount,
    sibling_ids: s.siblingIds,
    based_on: basedOn(session, s.metadata),
    feedback: s.feedback
      ? { rating: s.feedback.rating, comment: s.feedback.comment, updated_at: iso(s.feedback.updatedAt) }
      : null,
    indent_level: s.indentLevel,
    agent_processing_time_ms: s.agentProcessingTimeMs,
    step_creation_time_ms: s.stepCreationTimeMs,
    total_time_ms: s.totalTimeMs,
    first_token_ms: s.firstTokenMs,
    last_event_seq: s.lastEventSeq,
  };
}

export const TokenInfoJson = z
  .object({ estimated_tokens: int, total_chars: int, message_count: int, timestamp: isoTime })
  .meta({ description: 'About 4 characters per token.' });

/** Token info of docs/product.md §3 over a list of steps (≈ 4 characters per token). */
export function tokenInfoJson(steps: StepRecord[]): z.output<typeof TokenInfoJson> {
  const totalChars = steps.reduce((n, s) => n + (s.input?.length ?? 0) + (s.output?.length ?? 0), 0);
  return {
    estimated_tokens: Math.ceil(totalChars / 4),
    total_chars: totalChars,
    message_count: steps.length,
    timestamp: new Date().toISOString(),
  };
}

const SourceJson = z.object({
  document_id: z.string(),
  title: z.string(),
  where: z.string().nullable(),
  href: z.string(),
  public: z.boolean().meta({ description: 'A visitor may open it.' }),
});

/** A shown source under an answer (documents/cited-sources.ts), as REST gives it. */
export const sourceJson = (s: ShownSource): z.output<typeof SourceJson> => ({
  document_id: s.documentId,
  title: s.title,
  where: s.where,
  href: s.href,
  public: s.public,
});

export const SearchResultJson = z
  .object({
    id: z.string().meta({ description: "The thread's id." }),
    name: z.string().nullable(),
    updated_at: isoTime,
    step_id: z.string().nullable().meta({ description: 'The best-matching message; null when only the name matched.' }),
    snippet: z.string().nullable(),
    highlights: z.array(z.object({ start: int, end: int })).meta({ description: 'Where the words are in `snippet`.' }),
  })
  .meta({ id: 'SearchResult' });

/** A search result (GET /api/v1/chat/threads/search, and a project's search): the thread and its passage. */
export const searchResultJson = (h: SearchHit): z.output<typeof SearchResultJson> => ({
  id: h.id,
  name: h.name,
  updated_at: h.updatedAt.toISOString(),
  step_id: h.stepId,
  snippet: h.snippet?.text ?? null,
  highlights: h.snippet?.highlights ?? [],
});

export const StepWithSourcesJson = StepJson.extend({ sources: z.array(SourceJson) }).meta({
  id: 'StepWithSources',
  description: 'A message, with the documents its answer cites that you may open.',
});

/** Steps as JSON with the sources their viewer may open (one query for the page). */
export async function stepsWithSources(
  db: Db,
  viewerId: string | null,
  steps: readonly StepRecord[],
): Promise<Array<z.output<typeof StepWithSourcesJson>>> {
  const sources = await sourcesOfSteps(db, viewerId, steps);
  return steps.map((s, i) => ({ ...stepJson(s), sources: sources[i]!.map(sourceJson) }));
}
