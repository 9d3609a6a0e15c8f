/** The answer stream's events (GET /api/v1/chat/stream) as REST sends them: docs/product.md §7. */
import type { RunEvent } from '../chat/runs/run-events.js';
import { stepJson } from './chat-shapes.js';

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
