/**
 * Sends a message (sendMessage) or reconnects to a running answer (resumeRun) and folds the run
 * events into the live state. One message at a time; a run that stays silent for 60 s is done.
 */
import { i18n } from '@duet/design-system';
import { msg, t } from '@lingui/core/macro';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { graphql, readInlineData, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import type { useChatRunResumeSubscription } from '../../__generated__/useChatRunResumeSubscription.graphql';
import type { useChatRunSendSubscription } from '../../__generated__/useChatRunSendSubscription.graphql';
import type { useChatRun_event$data, useChatRun_event$key } from '../../__generated__/useChatRun_event.graphql';
import { errorText, isAuthMessage } from '../../relay/error-text';
import { forcedLogout } from '../../session/forced-logout';
import {
  initialRunState,
  isActive,
  runReducer,
  type LiveToolCall,
  type ReturnedMessage,
  type RunEventData,
} from './run-state';
import type { UploadedElement } from './upload-files';
import { later } from '../../after-paint/load-later';

// Following an answer already being written is there at once; sending (its subscription and the
// upload of attached files) is fetched once the page shows.
const sending = later(() =>
  Promise.all([import('./useChatRun.operation'), import('./upload-files')]).then(([operation, upload]) => ({
    subscription: operation.SendSubscription,
    uploadFiles: upload.uploadFiles,
  })),
);

const EventFragment = graphql`
  fragment useChatRun_event on RunEvent @inline {
    __typename
    ... on RunEventBase {
      seq
    }
    ... on RunStarted {
      assistantStepId
      userStepId
    }
    ... on TextDelta {
      delta
    }
    ... on RunSnapshot {
      text
      lastSeq
      finalStatus
    }
    ... on ToolCalled {
      toolCallId
      name
      displayName
      args
    }
    ... on ToolStatusUpdate {
      toolCallId
      oldId
      name
      displayName
      status
      inputParams
    }
    ... on ToolOutput {
      toolCallId
      status
      output
      durationMs
    }
    ... on TokenInfoEvent {
      estimatedTokens
      totalChars
      messageCount
    }
    ... on RunErrorEvent {
      message
      errorType
    }
    ... on RunDone {
      status
    }
    ... on RunRefused {
      reason
      message
    }
  }
`;

const ResumeSubscription = graphql`
  subscription useChatRunResumeSubscription($threadId: ID!, $afterSeq: Int!) {
    resumeRun(threadId: $threadId, afterSeq: $afterSeq) {
      ...useChatRun_event
    }
  }
`;

/** The event fields the reducer reads, from the inline fragment's data. */
function toRunEvent(data: useChatRun_event$data): RunEventData {
  const {
    __typename,
    seq,
    assistantStepId,
    userStepId,
    delta,
    text,
    lastSeq,
    finalStatus,
    toolCallId,
    oldId,
    name,
    displayName,
    args,
    inputParams,
    status,
    output,
    durationMs,
    estimatedTokens,
    totalChars,
    messageCount,
    message,
    errorType,
    reason,
  } = data;
  return {
    __typename,
    seq,
    assistantStepId,
    userStepId,
    delta,
    text,
    lastSeq,
    finalStatus,
    toolCallId,
    oldId,
    name,
    displayName,
    args,
    inputParams,
    status,
    output,
    durationMs,
    estimatedTokens,
    totalChars,
    messageCount,
    message,
    errorType,
    reason,
  };
}

export const STREAM_TIMEOUT_MS = 60_000;
export const STREAM_FAILED = msg`Streaming connection failed. Please try again.`;
export const AUTH_FAILED = msg`Authentication required. Please log in to continue.`;

/** An edit of a user message or a regeneration of an answer (a new branch beside it). */
export interface SendBranch {
  editStepId?: string;
  regenerateStepId?: string;
  /** The model to answer with (a new conversation's first message, chosen before it existed). */
  model?: string;
}

export interface ResumePoint {
  assistantStepId: string | null;
  text: string;
  toolCalls: LiveToolCall[];
  afterSeq: number;
}

export function useChatRun(
  threadId: string,
  onSettled: (outcome: 'complete' | 'error') => void,
  onCompacted: () => void,
) {
  const environment = useRelayEnvironment();
  const [state, dispatch] = useReducer(runReducer, initialRunState);
  const subscription = useRef<Disposable | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const phaseRef = useRef(state.phase);
  phaseRef.current = state.phase;
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const compactedRef = useRef(onCompacted);
  compactedRef.current = onCompacted;

  const stop = useCallback(() => {
    subscription.current?.dispose();
    subscription.current = null;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const armTimeout = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      stop();
      dispatch({ type: 'timeout' });
      settledRef.current('complete');
    }, STREAM_TIMEOUT_MS);
  }, [stop]);

  // Leaving the thread closes the connection; the run itself goes on on the server.
  useEffect(() => stop, [stop, threadId]);

  const resumeRef = useRef<(point: ResumePoint) => void>(() => {});

  /** `returned`: the message being sent, put back in the composer if the server refuses it. */
  const handlers = useCallback(
    (returned: ReturnedMessage | null = null) => {
      let outcome: 'complete' | 'error' | null = null;
      const finish = (result: 'complete' | 'error') => {
        if (outcome) return;
        outcome = result;
        stop();
        settledRef.current(result);
      };
      return {
        onNext: (response: { readonly [key: string]: unknown } | null | undefined) => {
          const key = (response?.sendMessage ?? response?.resumeRun) as useChatRun_event$key | undefined;
          if (!key) return;
          const event = toRunEvent(readInlineData(EventFragment, key));
          armTimeout();
          if (event.__typename === 'RunRefused') {
            if (event.reason === 'unauthenticated') {
              forcedLogout();
              return;
            }
            if (event.reason === 'already_sending') {
              // One message at a time (docs/product.md §4): follow the answer already being written instead.
              outcome = 'complete';
              stop();
              dispatch({ type: 'reset' });
              resumeRef.current({ assistantStepId: null, text: '', toolCalls: [], afterSeq: 0 });
              return;
            }
            // Refused before anything was stored (e.g. a twin's daily quota): the message comes back.
            dispatch({
              type: 'refused',
              refusal: { reason: event.reason ?? 'refused', message: event.message || t`Streaming failed` },
              returned,
            });
            finish('error');
            return;
          }
          dispatch({ type: 'event', event });
          if (event.__typename === 'CompactingCompleted') compactedRef.current();
          if (event.__typename === 'RunDone') finish(event.status === 'error' ? 'error' : 'complete');
          // The final state of an answer that was over before the stream began: its last event.
          if (event.__typename === 'RunSnapshot' && event.finalStatus)
            finish(event.finalStatus === 'error' ? 'error' : 'complete');
          if (event.__typename === 'RunErrorEvent') finish(event.errorType === 'stream_error' ? 'complete' : 'error');
        },
        onError: (error: Error) => {
          if (isAuthMessage(error.message)) {
            dispatch({ type: 'stream-error', message: i18n._(AUTH_FAILED) });
            forcedLogout();
          } else {
            console.warn('Streaming failed', error);
            dispatch({ type: 'stream-error', message: i18n._(STREAM_FAILED) });
          }
          finish('error');
        },
        onCompleted: () => {
          // The server closed the stream: whatever was not finished is complete now.
          if (isActive(phaseRef.current)) dispatch({ type: 'timeout' });
          finish('complete');
        },
      };
    },
    [armTimeout, stop],
  );

  const resume = useCallback(
    (point: ResumePoint) => {
      stop();
      dispatch({ type: 'resume', ...point });
      armTimeout();
      subscription.current = requestSubscription<useChatRunResumeSubscription>(environment, {
        subscription: ResumeSubscription,
        variables: { threadId, afterSeq: point.afterSeq },
        ...handlers(),
      });
    },
    [armTimeout, environment, handlers, stop, threadId],
  );
  resumeRef.current = resume;

  const send = useCallback(
    async (text: string, files: readonly File[], branch: SendBranch = {}) => {
      if (isActive(phaseRef.current)) return false;
      stop();
      // A new message (not an edit or a regeneration) goes back to the composer if it is not sent.
      const returned = branch.editStepId || branch.regenerateStepId ? null : { text, files: [...files] };
      // A regenerated answer has no new message of the user's to show meanwhile.
      dispatch({
        type: 'send',
        message: branch.regenerateStepId ? null : { text, fileNames: files.map((f) => f.name) },
      });
      phaseRef.current = 'thinking';
      let sender: Awaited<ReturnType<typeof sending>>;
      try {
        sender = await sending();
      } catch (error) {
        // Only when the network failed: it was fetched once the conversation showed.
        console.warn('Sending could not load', error);
        dispatch({ type: 'refused', refusal: { reason: 'send_failed', message: i18n._(STREAM_FAILED) }, returned });
        settledRef.current('error');
        return false;
      }
      let elements: UploadedElement[] = [];
      try {
        elements = await sender.uploadFiles(files);
      } catch (error) {
        dispatch({
          type: 'refused',
          refusal: { reason: 'upload_failed', message: errorText(error, t`Upload failed`) },
          returned,
        });
        settledRef.current('error');
        return false;
      }
      armTimeout();
      subscription.current = requestSubscription<useChatRunSendSubscription>(environment, {
        subscription: sender.subscription,
        variables: {
          threadId,
          input: text,
          elements: elements.length ? elements : null,
          editStepId: branch.editStepId ?? null,
          regenerateStepId: branch.regenerateStepId ?? null,
          model: branch.model ?? null,
        },
        ...handlers(returned),
      });
      return true;
    },
    [armTimeout, environment, handlers, stop, threadId],
  );

  const fail = useCallback((message: string) => dispatch({ type: 'stream-error', message }), []);
  const settle = useCallback(() => dispatch({ type: 'settled' }), []);

  return { state, send, resume, fail, settle };
}
