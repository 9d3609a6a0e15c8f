/**
 * A conversation: the history paged backwards as the reader scrolls up (virtualized), the live
 * answer with its phase, tool calls and token info, and the composer. Reconnects to an answer
 * that is still being written when the page opens.
 */
import {
  ChatMessage,
  ChatPhaseIndicator,
  listFormat,
  EmptyState,
  MessageList,
  type ToolDecision,
} from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { ChatThread_thread$key } from '../../__generated__/ChatThread_thread.graphql';
import { useStopRunMutation } from './useStopRunMutation';
import { useChooseThreadModelMutation } from './useChooseThreadModelMutation';
import { ChatModelMenu } from './ChatModelMenu';
import { useMarkThreadViewedMutation } from './useMarkThreadViewedMutation';
import { ActivityOpenProvider } from './activity-open';
import { editLastHandler } from './edit-last';
import { ChatStep, ToolCalls, type LiveAnswer } from './ChatStep';
import { threadItems, type ThreadItem } from './thread-items';
import { ThreadComposer } from './ThreadComposer';
import { useCompletedAnswerAnnouncement } from './use-answer-announcement';
import { isActive, isStreaming, type Refusal } from './run-state';
import { useChatRun } from './useChatRun';
import { useBranches, useStepControls } from './use-branches';
import { useFocusStep } from './use-focus-step';
import { readStep } from './thread-steps';
import { HISTORY_PAGE, useThreadHistory } from './use-thread-history';
import { useThreadOpening } from './use-thread-opening';
import { useDecideToolCall } from './ToolApproval';
import { later } from '../../after-paint/load-later';
import { useOwnVoice, VoiceContext, type ChatVoice } from '../voice/chat-voice';
import styles from './ChatThread.module.css';

/** A conversation where the server neither hears nor speaks: the browser's own voice, where it has one. */
const NO_VOICE: ChatVoice = {};

/** What follows an answer (reading the newest messages) is not needed to show the conversation. */
const appendSteps = later(() => import('./append-steps'));

const Fragment = graphql`
  fragment ChatThread_thread on Thread @argumentDefinitions(count: { type: "Int", defaultValue: 20 }) {
    id
    databaseId
    isRunning
    model {
      id
    }
    history(last: $count) @connection(key: "ChatThread_history") {
      edges {
        node {
          ...threadSteps_step
        }
      }
      pageInfo {
        startCursor
        hasPreviousPage
      }
    }
  }
`;

const COMPACTION_RELOAD_MS = 300;

export interface ChatThreadProps {
  thread: ChatThread_thread$key;
  /** After each answer (e.g. Profile Pal refreshes the onboarding state). */
  onAnswered?: () => void;
  placeholder?: string;
  /** Show the attach button (false for visitors the server does not let upload). */
  allowAttachments?: boolean;
  /** Shown before the first message; as a function it gets `ask` (e.g. suggested questions). */
  empty?: ReactNode | ((ask: (text: string) => void) => ReactNode);
  /** Remember this thread as the last one opened (private chats). */
  rememberAsLast?: boolean;
  /**
   * Who reads: the owner of the conversation sees what the assistant did and can edit and
   * regenerate; a twin's visitor sees the answers and what they are based on.
   */
  audience?: 'owner' | 'visitor';
  /** Focus the composer when the thread opens (web/src/features/chat/composer-focus.ts). */
  autoFocus?: boolean;
  /** Open at this message (its database id): a search result (use-focus-step.ts). */
  focusStepId?: string | null;
  /** Small print under the composer (a twin's visitor: who can read the conversation). */
  notice?: ReactNode;
  /**
   * How a refused message's reason reads, shown above the composer (which has the message back).
   * Default: the server's words. `draft` is what the composer holds now (e.g. to keep it across
   * a sign-in).
   */
  refusalText?: (refusal: Refusal, draft: () => string) => ReactNode;
  /** Text in the composer when the thread opens (e.g. a question kept across a sign-in). */
  draft?: string;
  /**
   * Keep what is typed on this device until it is sent (drafts.ts): the owner's own conversations,
   * not a temporary chat's nor a twin visitor's.
   */
  keepDraft?: boolean;
  /** The person chooses the conversation's model in the composer (their private conversations). */
  modelMenu?: boolean;
  /** Told whether the conversation has messages yet (an empty one has nothing to share). */
  onHasMessages?: (has: boolean) => void;
  /** Right above the composer; `ask` sends a message, `busy` while an answer is written (Profile Pal's progress). */
  aboveComposer?: (ask: (text: string) => void, busy: boolean) => ReactNode;
  /** How the conversation hears and speaks (a twin's, for its visitors); by default the person's own. */
  voice?: ChatVoice;
}

export function ChatThread({
  thread,
  onAnswered,
  placeholder,
  empty,
  rememberAsLast = true,
  allowAttachments = true,
  audience = 'owner',
  autoFocus = false,
  focusStepId = null,
  notice,
  refusalText,
  draft = '',
  keepDraft = false,
  modelMenu = false,
  aboveComposer,
  onHasMessages,
  voice: givenVoice,
}: ChatThreadProps) {
  const { t } = useLingui();
  const ownVoice = useOwnVoice();
  const voice = givenVoice ?? (audience === 'owner' ? ownVoice : NO_VOICE);
  const environment = useRelayEnvironment();
  // The newest page (and the answers appended to it) is the fragment's connection; older ones are
  // read page by page (use-thread-history.ts).
  const data = useFragment(Fragment, thread);
  const edges = data.history.edges;
  const newest = useMemo(() => edges.map((edge) => readStep(edge.node)), [edges]);
  const history = useThreadHistory(data.id, newest, data.history.pageInfo);
  const { steps, hasPrevious, isLoadingPrevious, loadPrevious, refetch } = history;
  const focusItemId = useFocusStep(focusStepId, steps, { hasPrevious, isLoadingPrevious, loadPrevious });
  const markViewed = useMarkThreadViewedMutation();
  const stopRun = useStopRunMutation();
  const chooseModel = useChooseThreadModelMutation();
  const threadId = data.databaseId;
  const answeredRef = useRef(onAnswered);
  answeredRef.current = onAnswered;

  const branches = useBranches(refetch, HISTORY_PAGE);
  const { forkSeq, error: branchError, settle: settleBranch } = branches;
  // Leaving the message editor (Escape, Cancel or Send) puts the keyboard back in the composer.
  const composerRef = useRef<HTMLTextAreaElement>(null);

  const settleRef = useRef<() => void>(() => {});
  const onSettled = useCallback(() => {
    const done = () => {
      settleRef.current();
      markViewed(data.id);
      answeredRef.current?.();
    };
    if (settleBranch(done)) return;
    appendSteps()
      .then((m) => m.appendNewSteps(environment, data.id))
      .catch((error: unknown) => console.warn('Failed to load thread history', error))
      .finally(done);
  }, [environment, data.id, markViewed, settleBranch]);

  const onCompacted = useCallback(() => {
    // docs/product.md §4: the history reloads 300 ms after a compaction.
    setTimeout(() => refetch({}, { fetchPolicy: 'network-only' }), COMPACTION_RELOAD_MS);
  }, [refetch]);

  const run = useChatRun(threadId, onSettled, onCompacted);
  settleRef.current = run.settle;
  const { state } = run;

  const { send, resume } = run;
  const opening = { id: data.id, databaseId: data.databaseId, isRunning: data.isRunning };
  useThreadOpening(opening, steps, { rememberAsLast, markViewed, send, resume });

  // A tool call's yes or no starts the answer that goes on: follow it like any answer.
  const decideToolCall = useDecideToolCall();
  const onDecide = useCallback(
    (approvalId: string, decision: ToolDecision) =>
      decideToolCall(approvalId, decision).then(() =>
        resume({ assistantStepId: null, text: '', toolCalls: [], afterSeq: 0 }),
      ),
    [decideToolCall, resume],
  );

  const hasMessages = steps.length > 0;
  useEffect(() => onHasMessages?.(hasMessages), [hasMessages, onHasMessages]);

  const active = isActive(state.phase);
  const announcement = useCompletedAnswerAnnouncement(state.phase, state.text, state.refusal !== null);

  // A refused message is back in the composer: so is the keyboard, if the click on Send left it nowhere.
  useEffect(() => {
    if (!state.returned) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) composerRef.current?.focus();
  }, [state.returned]);
  const busy = active || forkSeq !== null;
  const controls = useStepControls(branches, { busy, steps, send, composer: composerRef });

  const live: LiveAnswer | null =
    active || state.assistantStepId
      ? { text: state.text, toolCalls: state.toolCalls, streaming: isStreaming(state.phase) }
      : null;

  // While an edit or a regeneration writes a new branch, the old one is hidden from its message on.
  const shown = useMemo(
    () => (forkSeq === null ? steps : steps.filter((step) => step.seq < forkSeq)),
    [steps, forkSeq],
  );
  const { pending, userStepId, assistantStepId, text } = state;
  const toolCallCount = state.toolCalls.length;
  const items = useMemo(
    () => threadItems(shown, steps, { pending, userStepId, assistantStepId, text, toolCallCount }),
    [shown, steps, pending, userStepId, assistantStepId, text, toolCallCount],
  );

  // The last answer, if the server was interrupted while writing it: Retry writes it again beside
  // the interrupted one (a regeneration, so the question is not repeated in the thread).
  const retryId = useMemo(() => {
    const last = steps.at(-1);
    // The last answer failed or was cut off: it may be asked again.
    return last && last.stepType === 'ASSISTANT_MESSAGE' && last.isError ? last.id : null;
  }, [steps]);

  const lastAnswer = useMemo(() => {
    const step = steps.findLast((s) => s.stepType === 'ASSISTANT_MESSAGE');
    return step ? { id: step.databaseId, text: step.output ?? '' } : null;
  }, [steps]);
  const lastAnswerId = lastAnswer?.id ?? null;

  const renderItem = (item: ThreadItem) => {
    if (item.kind === 'pending-user') {
      return (
        <ChatMessage
          author="user"
          content={item.text}
          attachments={
            item.fileNames.length ? (
              <span className={styles.files}>
                {listFormat({ type: 'unit', style: 'short' }).format(item.fileNames)}
              </span>
            ) : undefined
          }
        />
      );
    }
    if (item.kind === 'live-assistant') {
      return (
        <ChatMessage
          author="assistant"
          content={state.text}
          streaming={isStreaming(state.phase)}
          toolCalls={
            audience === 'owner' && state.toolCalls.length ? (
              <ToolCalls calls={state.toolCalls} stepId={state.assistantStepId} />
            ) : undefined
          }
        />
      );
    }
    const isLive = live !== null && state.assistantStepId !== null && item.node.databaseId === state.assistantStepId;
    const onRetry = !busy && retryId === item.node.id ? () => controls.regenerate(item.node.databaseId) : undefined;
    const latest = item.node.databaseId === lastAnswerId;
    return (
      <ChatStep
        step={item.node}
        live={isLive ? live : null}
        onRetry={onRetry}
        controls={audience === 'owner' ? controls : undefined}
        audience={audience}
        tokens={latest ? state.tokenInfo : null}
        onDecide={audience === 'owner' ? onDecide : undefined}
      />
    );
  };

  // A failed answer that was saved is the last step and says its error itself (with Retry): the
  // run's is said only when nothing of the answer was (the last step is then the message).
  const runError = state.phase === 'error' && state.error && !state.refusal && retryId === null ? state.error : null;
  const footer =
    active || runError || branchError ? (
      <div className={styles.footer}>
        {branchError && <ChatMessage author="assistant" content="" error={branchError} />}
        {active && <ChatPhaseIndicator phase={state.phase} />}
        {runError && <ChatMessage author="assistant" content="" error={runError} />}
      </div>
    ) : undefined;

  return (
    <VoiceContext.Provider value={voice}>
      <div className={styles.root} data-phase={state.phase}>
        <div className={styles.announcer} role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        <ActivityOpenProvider>
          <MessageList
            className={styles.list}
            items={items}
            renderItem={renderItem}
            hasMore={hasPrevious}
            loadingOlder={isLoadingPrevious}
            onReachTop={() => loadPrevious(HISTORY_PAGE)}
            focusItemId={focusItemId}
            streaming={active}
            empty={
              (typeof empty === 'function' ? empty((text) => void send(text, [])) : empty) ?? (
                <EmptyState
                  title={t`Start the conversation`}
                  description={t`Ask anything. Your private brain remembers what matters to you.`}
                />
              )
            }
            footer={footer}
          />
        </ActivityOpenProvider>
        <ThreadComposer
          ref={composerRef}
          refusal={state.refusal}
          refusalText={refusalText}
          draft={draft}
          draftKey={keepDraft ? threadId : null}
          restore={state.returned}
          onSend={(text, files) => void send(text, files)}
          onStop={() => stopRun(data.id)}
          sending={active}
          placeholder={placeholder}
          allowAttachments={allowAttachments}
          autoFocus={autoFocus}
          onEditLast={editLastHandler(audience === 'owner' && !busy, steps, controls.startEdit)}
          notice={notice}
          // Visitors talk hands-free only where the twin's owner allows voice.
          newestAnswer={audience === 'owner' || voice.transcribe ? lastAnswer : undefined}
          answerFailed={state.phase === 'error' || state.refusal !== null}
          top={aboveComposer?.((text) => void send(text, []), busy)}
          accessory={
            modelMenu ? (
              <ChatModelMenu
                value={data.model.id}
                disabled={busy}
                onChange={(model) => void chooseModel(data.id, model).catch((e: Error) => run.fail(e.message))}
              />
            ) : undefined
          }
        />
      </div>
    </VoiceContext.Provider>
  );
}
