/** JSON shapes of docs/product.md §3 for threads, steps, elements, tool calls and run events (REST). */
import type { ElementRecord, SearchHit, StepRecord, ThreadRecord, ToolCallRecord } from '../chat/records.js';
import { basedOn } from '../chat/based-on.js';
import type { Db } from '../db/client.js';
import { sourcesOfSteps, type ShownSource } from '../documents/cited-sources.js';
import { preview } from '../chat/thread-kinds.js';
import type { RunEvent } from '../chat/runs/run-events.js';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function threadJson(t: ThreadRecord) {
  return {
    id: t.id,
    name: t.name,
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
    step_count: t.stepCount,
    // Plain text, also for previews saved before they were (chat/plain-text.ts).
    first_message_preview: preview(t.firstMessagePreview),
    last_message_preview: preview(t.lastMessagePreview),
    agent_type: t.agentType,
    thread_type: t.threadType,
    metadata: t.metadata,
    is_running: t.activeRunId !== null,
    pinned: t.pinned,
    /** A temporary chat: in no list, search, memory or export; DELETE it when done (or it goes within a day). */
    temporary: t.temporary,
    /** The conversation's model (GET /api/v1/models); null: its person's last choice, or the default. */
    model_id: t.chatModel,
    /** The project it is in (GET /api/v1/projects/{id}); null: none. */
    project_id: t.projectId,
  };
}

export function elementJson(e: ElementRecord) {
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

export function toolCallJson(c: ToolCallRecord) {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    status: c.status,
    start_time: iso(c.startTime),
    end_time: iso(c.endTime),
    input_params: c.inputParams,
    output_result: c.outputResult,
    duration_ms: c.durationMs,
    display_name: c.displayName ?? c.name,
    is_error: c.isError,
  };
}

export function stepJson(s: StepRecord) {
  const session = s.toolCallSession;
  return {
    id: s.id,
    thread_id: s.threadId,
    user_id: s.userId,
    seq: s.seq,
    step_type: s.stepType,
    input: s.input,
    output: s.output,
    created_at: iso(s.createdAt),
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
            session_start: iso(session.sessionStart),
            tool_calls: session.toolCalls.map(toolCallJson),
            agent_handoffs: session.agentHandoffs,
            completion_status: session.completionStatus,
            created_at: iso(session.createdAt),
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

/** Token info of docs/product.md §3 over a list of steps (≈ 4 characters per token). */
export function tokenInfoJson(steps: StepRecord[]) {
  const totalChars = steps.reduce((n, s) => n + (s.input?.length ?? 0) + (s.output?.length ?? 0), 0);
  return {
    estimated_tokens: Math.ceil(totalChars / 4),
    total_chars: totalChars,
    message_count: steps.length,
    timestamp: new Date().toISOString(),
  };
}

/** A run event as the SSE `data` JSON of docs/product.md §7 (type plus the payload under its name). */
export function sseEventJson(e: RunEvent): { event: string; data: Record<string, unknown> } {
  const base = { seq: e.seq, run_id: e.runId, thread_id: e.threadId };
  switch (e.type) {
    case 'run_started':
      return {
        event: 'run_started',
        data: {
          type: 'run_started',
          ...base,
          user_step_id: e.userStepId,
          assistant_step_id: e.assistantStepId,
          agent_model: e.agentModel,
        },
      };
    case 'text_delta':
      return { event: 'delta', data: { type: 'delta', ...base, delta: e.delta } };
    case 'tool_called':
      return {
        event: 'tool_called',
        data: {
          type: 'tool_called',
          ...base,
          tool_called: {
            id: e.toolCall.id,
            name: e.toolCall.name,
            type: e.toolCall.type,
            args: e.toolCall.args,
            display_name: e.toolCall.displayName,
          },
        },
      };
    case 'tool_status_update':
      return {
        event: 'tool_status_update',
        data: {
          type: 'tool_status_update',
          ...base,
          tool_status_update: {
            id: e.id,
            old_id: e.oldId,
            name: e.name,
            status: e.status,
            type: e.toolType,
            input_params: e.inputParams,
            display_name: e.displayName,
            ...(e.approvalId ? { approval_id: e.approvalId } : {}),
          },
        },
      };
    case 'tool_output':
      return {
        event: 'tool_output',
        data: {
          type: 'tool_output',
          ...base,
          tool_output: { id: e.id, status: e.status, output: e.output, duration_ms: e.durationMs, is_error: e.isError },
        },
      };
    case 'assistant_step': {
      const step = stepJson(e.step);
      return {
        event: 'assistant_step',
        data: {
          type: 'assistant_step',
          ...base,
          assistant_step: {
            ...step,
            elements: step.elements,
            agent_processing_time_ms: step.agent_processing_time_ms,
            step_creation_time_ms: step.step_creation_time_ms,
            total_time_ms: step.total_time_ms,
            metadata: { ...step.metadata, agent_model: e.step.metadata.agent_model ?? null },
          },
        },
      };
    }
    case 'token_info':
      return {
        event: 'token_info',
        data: {
          type: 'token_info',
          ...base,
          token_info: {
            estimated_tokens: e.estimatedTokens,
            total_tokens: e.totalTokens,
            total_chars: e.totalChars,
            message_count: e.messageCount,
          },
        },
      };
    case 'compacting_started':
    case 'compacting_completed':
      return { event: e.type, data: { type: e.type, ...base } };
    case 'snapshot':
      return {
        event: 'snapshot',
        data: {
          type: 'snapshot',
          ...base,
          text: e.text,
          last_seq: e.lastSeq,
          ...(e.status ? { final_status: e.status } : {}),
        },
      };
    case 'error':
      return {
        event: 'error',
        data: { type: 'error', ...base, error: { message: e.message, type: e.errorType }, message: e.message },
      };
    case 'done':
      return { event: 'done', data: { type: 'done', ...base, status: e.status } };
  }
}

/** A shown source under an answer (documents/cited-sources.ts), as REST gives it. */
export const sourceJson = (s: ShownSource) => ({
  document_id: s.documentId,
  title: s.title,
  where: s.where,
  href: s.href,
  public: s.public,
});

/** A search result (GET /api/v1/chat/threads/search, and a project's search): the thread and its passage. */
export const searchResultJson = (h: SearchHit) => ({
  id: h.id,
  name: h.name,
  updated_at: h.updatedAt.toISOString(),
  step_id: h.stepId,
  snippet: h.snippet?.text ?? null,
  highlights: h.snippet?.highlights ?? [],
});

/** Steps as JSON with the sources their viewer may open (one query for the page). */
export async function stepsWithSources(db: Db, viewerId: string | null, steps: readonly StepRecord[]) {
  const sources = await sourcesOfSteps(db, viewerId, steps);
  return steps.map((s, i) => ({ ...stepJson(s), sources: sources[i]!.map(sourceJson) }));
}
