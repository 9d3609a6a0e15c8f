/**
 * How a run ends, from what stopped it: whether its answer failed, what it says, and the row the
 * completer writes (run-completer.ts). Pure; run-executor.ts writes it and tells the followers.
 */
import { said } from '../../words/said.js';
import { INTERRUPTED_MESSAGES, type InterruptReason } from './interruptions.js';
import type { Completion } from './run-completer.js';
import type { StartedTurn } from './turn.js';

/** What an answer that failed in an unexpected way says (the error itself goes to the log). */
export const STREAMING_FAILED = said(/*i18n*/ { id: 'error.chat.streaming-failed', message: 'Streaming failed' });
/** What an answer says when its model went quiet for longer than `stallMs`. */
const DID_NOT_ANSWER = said(
  /*i18n*/ { id: 'error.chat.answer-timed-out', message: 'The assistant did not answer in time.' },
);

/** What ended the agent's events: a provider error, silence, or an abort. */
export interface Outcome {
  error?: string;
  stalled?: boolean;
  aborted?: boolean;
}

/** What the run knows when it ends. */
export interface RunState {
  turn: StartedTurn;
  text: string;
  /** The last event's seq. */
  seq: number;
  interruptedBy: InterruptReason | null;
  stopped: boolean;
  /** The tool call's request it stopped for, if any (mcp/approvals.ts). */
  approvalId: string | null;
  /** The attached documents' passages it was read with. */
  cited: readonly unknown[];
  modelMeta: Record<string, unknown>;
  agentStartedAt: number;
  agentEndedAt: number;
  /** When its first text came (0: none). */
  firstTokenAt: number;
  sessionId: string | null;
  elements: Completion['elements'];
}

export interface Ending {
  completion: Completion;
  failed: boolean;
  interrupted: boolean;
  /** No text at all. */
  empty: boolean;
  /** What the answer says went wrong, if anything. */
  message?: string;
  errorType: 'interrupted' | 'timeout' | 'provider_error';
}

export function endingOf(outcome: Outcome, run: RunState, now = Date.now()): Ending {
  const empty = run.text.trim().length === 0;
  const reason = run.interruptedBy;
  const interrupted = reason !== null;
  const failed = interrupted || (empty && (outcome.error !== undefined || outcome.stalled === true));
  const message = interrupted
    ? INTERRUPTED_MESSAGES[reason]
    : (outcome.error ?? (outcome.stalled ? DID_NOT_ANSWER : undefined));
  const { turn } = run;
  const completion: Completion = {
    stepId: turn.assistantStepId,
    threadId: turn.threadId,
    runId: turn.runId,
    // An interrupted answer keeps its text: the error says it is not whole.
    output: failed && !interrupted ? message! : run.text,
    isError: failed,
    errors: message ? [message] : [],
    endTime: new Date(now),
    agentProcessingTimeMs: Math.max(0, (run.agentEndedAt || now) - (run.agentStartedAt || now)),
    stepCreationTimeMs: turn.stepCreationTimeMs,
    totalTimeMs: now - turn.startedAt,
    firstTokenMs: run.firstTokenAt ? run.firstTokenAt - turn.startedAt : null,
    // The events that end a run are assistant_step and done right after this seq (an error, if
    // any, is at it): a resume rebuilds them from here (run-resume.ts).
    lastEventSeq: run.seq + (failed ? 1 : 0),
    sessionId: run.sessionId,
    elements: run.elements,
    ...(interrupted || run.stopped || run.cited.length > 0 || run.approvalId
      ? {
          metadata: {
            ...run.modelMeta,
            // It stopped for a tool call's yes or no (mcp/approvals.ts): the card asks it.
            ...(run.approvalId && !interrupted ? { awaiting_approval: run.approvalId } : {}),
            // The passages of attached documents nearest the question (chat/sources.ts shows them).
            ...(run.cited.length > 0 ? { sources: run.cited } : {}),
            ...(interrupted ? { interrupted: true } : run.stopped ? { stopped: true } : {}),
          },
        }
      : {}),
  };
  const errorType = interrupted ? 'interrupted' : outcome.stalled ? 'timeout' : 'provider_error';
  return { completion, failed, interrupted, empty, message, errorType };
}

/** The end saved once the database is back (pending-saves.ts): interrupted, with all its text. */
export function interruptedWhileAway(completion: Completion, run: RunState): Completion {
  return {
    ...completion,
    output: run.text,
    isError: true,
    errors: [INTERRUPTED_MESSAGES.database],
    lastEventSeq: run.seq + 1,
    metadata: { ...run.modelMeta, interrupted: true },
  };
}
