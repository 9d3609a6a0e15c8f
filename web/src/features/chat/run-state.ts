/**
 * The live state of one answer (docs/product.md §4 "Chat phase"): a pure reducer over the run events of a
 * sendMessage or resumeRun subscription.
 */
import type { ChatPhase } from '@duet/design-system';
import { t } from '@lingui/core/macro';

export interface LiveToolCall {
  id: string;
  name: string;
  displayName: string | null;
  status: 'running' | 'completed';
  input: unknown;
  output: unknown;
  durationMs: number | null;
  /** A provisional id, to be re-matched when the real one arrives. */
  early: boolean;
}

/**
 * A tool call's status (the server's, live or saved) as the answer shows it: one that waits for the
 * person's yes is over for this answer, and its card asks (ToolApproval.tsx).
 */
export const shownToolStatus = (status: string | null | undefined): LiveToolCall['status'] =>
  status === 'completed' || status === 'awaiting_approval' ? 'completed' : 'running';

export interface TokenInfoState {
  estimatedTokens: number;
  totalChars: number;
  messageCount: number;
}

export interface PendingMessage {
  text: string;
  fileNames: string[];
}

/** Why the server did not take a message (RunRefused): nothing of it was stored. */
export interface Refusal {
  /** e.g. quota_exceeded, storage_full (docs: RunRefused.reason). */
  reason: string;
  /** The server's words, shown as they are. */
  message: string;
}

/** A message the server did not take, to put back in the composer. */
export interface ReturnedMessage {
  text: string;
  files: File[];
}

export interface RunState {
  phase: ChatPhase;
  /** The user's message until it is in the history. */
  pending: PendingMessage | null;
  userStepId: string | null;
  assistantStepId: string | null;
  text: string;
  gotContent: boolean;
  toolCalls: LiveToolCall[];
  tokenInfo: TokenInfoState | null;
  lastSeq: number;
  error: string | null;
  notice: string | null;
  /** The message was refused before anything of it was stored (set with phase 'error'). */
  refusal: Refusal | null;
  /** What the user had sent, when refused: it goes back into the composer. */
  returned: ReturnedMessage | null;
}

export const initialRunState: RunState = {
  phase: 'idle',
  pending: null,
  userStepId: null,
  assistantStepId: null,
  text: '',
  gotContent: false,
  toolCalls: [],
  tokenInfo: null,
  lastSeq: 0,
  error: null,
  notice: null,
  refusal: null,
  returned: null,
};

/** The run event fields the client reads (one flat shape over the RunEvent union). */
export interface RunEventData {
  __typename: string;
  seq?: number;
  delta?: string;
  text?: string;
  lastSeq?: number;
  /** A snapshot's: the answer is over (completed or error) and this is its final state. */
  finalStatus?: string | null;
  assistantStepId?: string;
  userStepId?: string;
  toolCallId?: string;
  oldId?: string | null;
  name?: string;
  displayName?: string;
  args?: unknown;
  inputParams?: unknown;
  status?: string;
  output?: unknown;
  durationMs?: number;
  estimatedTokens?: number;
  totalChars?: number;
  messageCount?: number;
  message?: string;
  errorType?: string;
  reason?: string;
}

export type RunAction =
  | { type: 'send'; message: PendingMessage | null }
  | { type: 'resume'; assistantStepId: string | null; text: string; toolCalls: LiveToolCall[]; afterSeq: number }
  | { type: 'event'; event: RunEventData }
  | { type: 'stream-error'; message: string }
  | { type: 'refused'; refusal: Refusal; returned: ReturnedMessage | null }
  | { type: 'timeout' }
  | { type: 'settled' }
  | { type: 'reset' };

export const ACTIVE_PHASES: readonly ChatPhase[] = ['thinking', 'compacting', 'streaming_message', 'processing'];
export const isActive = (phase: ChatPhase) => ACTIVE_PHASES.includes(phase);
/** docs/product.md §4: the streaming flag is on only while processing or streaming_message. */
export const isStreaming = (phase: ChatPhase) => phase === 'processing' || phase === 'streaming_message';

function matchTool(tools: LiveToolCall[], event: RunEventData): number {
  const byId = tools.findIndex((t) => t.id === event.toolCallId || (event.oldId != null && t.id === event.oldId));
  if (byId >= 0) return byId;
  // docs/product.md §4: a provisional 'early' id is re-matched by name, else by the first non-completed early tool.
  const byName = tools.findIndex((t) => t.early && t.name === event.name);
  if (byName >= 0) return byName;
  return tools.findIndex((t) => t.early && t.status !== 'completed');
}

/** An answer that ended with `status`: an error with nothing written is the error, else it is complete. */
function ended(state: RunState, status: string | undefined, gotContent: boolean): Pick<RunState, 'phase' | 'error'> {
  const failed = status === 'error' && !gotContent;
  return { phase: failed ? 'error' : 'complete', error: failed ? (state.error ?? t`Streaming failed`) : state.error };
}

function onEvent(state: RunState, event: RunEventData): RunState {
  const seq = event.seq ?? state.lastSeq;
  const next = { ...state, lastSeq: Math.max(state.lastSeq, seq) };
  // Stream events after completion are ignored (docs/product.md §4).
  if (!isActive(state.phase) && event.__typename !== 'RunStarted') return state;
  switch (event.__typename) {
    case 'RunStarted':
      return {
        ...next,
        phase: isActive(state.phase) ? state.phase : 'thinking',
        assistantStepId: event.assistantStepId ?? state.assistantStepId,
        userStepId: event.userStepId ?? state.userStepId,
      };
    case 'TextDelta':
      return { ...next, phase: 'streaming_message', text: state.text + (event.delta ?? ''), gotContent: true };
    case 'RunSnapshot': {
      const gotContent = state.gotContent || !!event.text;
      const snapshot = {
        ...next,
        text: event.text ?? '',
        gotContent,
        lastSeq: Math.max(next.lastSeq, event.lastSeq ?? 0),
      };
      // The final state of an answer that is over ends it, as RunDone does.
      if (event.finalStatus) return { ...snapshot, ...ended(state, event.finalStatus, gotContent) };
      // Text in the snapshot is the answer being written: no longer "Thinking..." (as a resume with text).
      return { ...snapshot, phase: state.phase === 'thinking' && event.text ? 'streaming_message' : state.phase };
    }
    case 'ToolCalled': {
      if (event.name === 'system_function' && event.displayName === 'tool_execution') return next;
      const tools = state.toolCalls.filter((t) => t.id !== event.toolCallId);
      tools.push({
        id: event.toolCallId ?? `early-${tools.length}`,
        name: event.name ?? 'tool',
        displayName: event.displayName ?? null,
        status: 'running',
        input: event.args ?? null,
        output: null,
        durationMs: null,
        early: !event.toolCallId,
      });
      return { ...next, phase: 'processing', toolCalls: tools };
    }
    case 'ToolStatusUpdate': {
      const tools = [...state.toolCalls];
      const at = matchTool(tools, event);
      const status = shownToolStatus(event.status);
      if (at < 0) {
        tools.push({
          id: event.toolCallId ?? `early-${tools.length}`,
          name: event.name ?? 'tool',
          displayName: event.displayName ?? null,
          status,
          input: event.inputParams ?? null,
          output: null,
          durationMs: null,
          early: false,
        });
      } else {
        const tool = tools[at]!;
        tools[at] = {
          ...tool,
          id: event.toolCallId ?? tool.id,
          early: false,
          name: event.name ?? tool.name,
          displayName: event.displayName ?? tool.displayName,
          status: tool.status === 'completed' ? 'completed' : status,
          input: event.inputParams ?? tool.input,
        };
      }
      return { ...next, toolCalls: tools };
    }
    case 'ToolOutput': {
      const tools = state.toolCalls.map((t) =>
        t.id === event.toolCallId
          ? { ...t, status: 'completed' as const, output: event.output ?? null, durationMs: event.durationMs ?? null }
          : t,
      );
      return { ...next, toolCalls: tools };
    }
    case 'TokenInfoEvent':
      return {
        ...next,
        tokenInfo: {
          estimatedTokens: event.estimatedTokens ?? 0,
          totalChars: event.totalChars ?? 0,
          messageCount: event.messageCount ?? 0,
        },
      };
    case 'CompactingStarted':
      return { ...next, phase: 'compacting' };
    case 'CompactingCompleted':
      return { ...next, phase: state.gotContent ? 'streaming_message' : 'thinking' };
    case 'RunErrorEvent':
      // docs/product.md §4: a stream_error after content counts as completed; otherwise the answer failed.
      if (event.errorType === 'stream_error' && state.gotContent) return { ...next, phase: 'complete' };
      return { ...next, phase: 'error', error: event.message || t`Streaming failed` };
    case 'RunDone':
      return { ...next, ...ended(state, event.status, state.gotContent) };
    default:
      return next;
  }
}

export function runReducer(state: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'send':
      return { ...initialRunState, phase: 'thinking', pending: action.message, tokenInfo: state.tokenInfo };
    case 'resume':
      return {
        ...initialRunState,
        phase: action.text ? 'streaming_message' : 'thinking',
        assistantStepId: action.assistantStepId,
        text: action.text,
        gotContent: !!action.text,
        toolCalls: action.toolCalls,
        lastSeq: action.afterSeq,
        tokenInfo: state.tokenInfo,
      };
    case 'event':
      return onEvent(state, action.event);
    case 'stream-error':
      if (!isActive(state.phase)) return state;
      if (state.gotContent) return { ...state, phase: 'complete' };
      return { ...state, phase: 'error', error: action.message };
    case 'refused':
      // Nothing was stored: the message leaves the thread (and goes back to the composer).
      if (!isActive(state.phase)) return state;
      return {
        ...state,
        phase: 'error',
        error: action.refusal.message,
        refusal: action.refusal,
        pending: null,
        returned: action.returned,
      };
    case 'timeout':
      return isActive(state.phase) ? { ...state, phase: 'complete' } : state;
    case 'settled':
      // The answer is in the history now: drop the overlay, keep the phase and token info.
      return { ...state, pending: null, userStepId: null, assistantStepId: null, text: '', toolCalls: [] };
    case 'reset':
      return initialRunState;
  }
}
