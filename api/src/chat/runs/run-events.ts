/**
 * Run events: one stream per run, each event numbered (seq, from 1) so a
 * client can resume after the last one it saw. GraphQL exposes them as a
 * union, REST SSE under the event names of docs/product.md §7.
 */
import type { StepRecord } from '../records.js';

interface Base {
  runId: string;
  threadId: string;
  seq: number;
}

export interface ToolCallInfo {
  id: string;
  name: string;
  displayName: string;
  type: string;
  args: unknown;
}

export type RunEventBody =
  | { type: 'run_started'; userStepId: string; assistantStepId: string; agentModel: string }
  | { type: 'text_delta'; delta: string }
  | { type: 'tool_called'; toolCall: ToolCallInfo }
  | {
      type: 'tool_status_update';
      id: string;
      oldId: string | null;
      name: string;
      /** awaiting_approval: the answer stopped for its person's yes or no (mcp/approvals.ts). */
      status: 'running' | 'completed' | 'awaiting_approval';
      toolType: string;
      inputParams: unknown;
      displayName: string;
      /** The request to decide on, when the call waits for its person. */
      approvalId?: string;
    }
  | {
      type: 'tool_output';
      id: string;
      status: 'completed';
      output: unknown;
      durationMs: number;
      isError: boolean;
    }
  | { type: 'compacting_started' }
  | { type: 'compacting_completed' }
  | {
      type: 'token_info';
      estimatedTokens: number;
      totalTokens: number;
      totalChars: number;
      messageCount: number;
    }
  /**
   * The answer as stored, when the tail no longer reaches back to the client's cursor; with
   * `status`, the final state of a run that is over, sent alone to a cursor at or past its end.
   */
  | { type: 'snapshot'; text: string; lastSeq: number; status?: 'completed' | 'error' }
  | { type: 'assistant_step'; step: StepRecord }
  | { type: 'error'; message: string; errorType: string }
  | { type: 'done'; status: 'completed' | 'error' };

export type RunEvent = Base & RunEventBody;
