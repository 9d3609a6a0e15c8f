/**
 * A conversation: the history paged backwards as the reader scrolls up (virtualized), the live
 * answer with its phase, tool calls and token info, and the composer. Reconnects to an answer
 * that is still being written when the page opens.
 */
import {
  ChatMessage,
  ChatPhaseIndicator,
  EmptyState,
  MessageComposer,
  MessageList,
  spokenText,
  type ChatPhase,
} from '@duet/design-system';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { ChatThread_steps$data, ChatThread_steps$key } from '../../__generated__/ChatThread_steps.graphql';
import type { ChatThread_thread$key } from '../../__generated__/ChatThread_thread.graphql';
import { STORAGE_KEYS, writeStorage } from '../../session/storage-keys';
import { useStopRunMutation } from './useStopRunMutation';
import { useMarkThreadViewedMutation } from './useMarkThreadViewedMutation';
import { appendNewSteps } from './append-steps';
import { editLastHandler } from './edit-last';
import { ChatStep, isInterrupted, ToolCalls, type LiveAnswer, type StepControls } from './ChatStep';
import { takeFirstMessage } from './first-message';
import { isActive, isStreaming, type Refusal } from './run-state';
import { useChatRun } from './useChatRun';
import { useFocusStep } from './use-focus-step';
import { useSelectStepMutation } from './useSelectStepMutation';
import styles from './ChatThread.module.css';

const Fragment = graphql`
  fragment ChatThread_thread on Thread
  @refetchable(queryName: "ChatThreadHistoryPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    id
    databaseId
    isRunning
    history(last: $count, before: $cursor) @connection(key: "ChatThread_history") {
      edges {
        node {
          ...ChatThread_steps
        }
      }
    }
  }
`;

/** What the thread reads of its messages; the steps appended after an answer bring the same (append-steps.ts). */
const StepsFragment = graphql`
  fragment ChatThread_steps on Step @relay(plural: true) {
    id
    databaseId
    seq
    stepType
    status
    output
    lastEventSeq
    isError
    metadata
    ...ChatStep_step
  }
`;

export const HISTORY_PAGE = 20;
const ANNOUNCE_MAX = 1000;

/**
 * What a screen reader hears when an answer is complete: the answer, once (the list itself does
 * not announce the text as it streams).
 */
function useCompletedAnswerAnnouncement(phase: ChatPhase, text: string, refused: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    if (!isActive(was) || phase === was) return;
    if (phase === 'complete') {
      // The words, not the Markdown: no ``` or ** read out.
      const answer = spokenText(text);
      setAnnouncement(answer ? `Answer: ${answer.length > ANNOUNCE_MAX ? `${answer.slice(0, ANNOUNCE_MAX)}…` : answer}` : 'Answer complete');
    } else if (phase === 'error' && !refused) setAnnouncement('The answer failed.');
    // A refused message is announced by its own alert, above the composer.
  }, [phase, text, refused]);
  return announcement;
}
export const COMPACTION_RELOAD_MS = 300;

type Node = ChatThread_steps$data[number];

type Item =
  | { id: string; kind: 'step'; node: Node }
  | { id: string; kind: 'pending-user'; text: string; fileNames: string[] }
  | { id: string; kind: 'live-assistant' };

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
}

export function ChatThread({ thread, onAnswered, placeholder, empty, rememberAsLast = true, allowAttachments = true, audience = 'owner', autoFocus = false, focusStepId = null, notice, refusalText, draft = '' }: ChatThreadProps) {
  const environment = useRelayEnvironment();
  const { data, loadPrevious, hasPrevious, isLoadingPrevious, refetch } = usePaginationFragment(Fragment, thread);
  const edges = data.history.edges;
  const steps = useFragment<ChatThread_steps$key>(StepsFragment, useMemo(() => edges.map((edge) => edge.node), [edges]));
  const focusItemId = useFocusStep(focusStepId, steps, { hasPrevious, isLoadingPrevious, loadPrevious });
  const markViewed = useMarkThreadViewedMutation();
  const stopRun = useStopRunMutation();
  const threadId = data.databaseId;
  const answeredRef = useRef(onAnswered);
  answeredRef.current = onAnswered;

  const selectStep = useSelectStepMutation();
  // An edit or a regeneration hides the branch from its message on until the new one is loaded.
  const [forkSeq, setForkSeq] = useState<number | null>(null);
  const forkRef = useRef<number | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Leaving the message editor (Escape, Cancel or Send) puts the keyboard back in the composer.
  const composerRef = useRef<HTMLTextAreaElement>(null);
  // What the composer holds (for refusalText's `draft`).
  const draftRef = useRef(draft);
  const [branchError, setBranchError] = useState<string | null>(null);

  /** The history again from the newest page: another branch is shown now. */
  const reloadBranch = useCallback(
    (then: () => void) =>
      startTransition(() => {
        refetch({ count: HISTORY_PAGE }, { fetchPolicy: 'network-only', onComplete: () => then() });
      }),
    [refetch],
  );

  const settleRef = useRef<() => void>(() => {});
  const onSettled = useCallback(() => {
    const done = () => {
      settleRef.current();
      markViewed(data.id);
      answeredRef.current?.();
    };
    if (forkRef.current !== null) {
      reloadBranch(() => {
        forkRef.current = null;
        setForkSeq(null);
        done();
      });
      return;
    }
    appendNewSteps(environment, data.id)
      .catch((error: unknown) => console.warn('Failed to load thread history', error))
      .finally(done);
  }, [environment, data.id, markViewed, reloadBranch]);

  const onCompacted = useCallback(() => {
    // docs/product.md §4: the history reloads 300 ms after a compaction.
    setTimeout(() => refetch({}, { fetchPolicy: 'network-only' }), COMPACTION_RELOAD_MS);
  }, [refetch]);

  const run = useChatRun(threadId, onSettled, onCompacted);
  settleRef.current = run.settle;
  const { state } = run;

  // Opening the thread: remember it, mark it viewed, send a waiting first message or resume a run.
  const opened = useRef<string | null>(null);
  const { send, resume } = run;
  useEffect(() => {
    if (opened.current === threadId) return;
    opened.current = threadId;
    if (rememberAsLast) writeStorage(STORAGE_KEYS.lastThreadId, threadId);
    markViewed(data.id);
    const first = takeFirstMessage(threadId);
    if (first) {
      void send(first.text, first.files);
      return;
    }
    if (!data.isRunning) return;
    const node = steps.findLast((step) => step.stepType === 'ASSISTANT_MESSAGE' && step.status === 'streaming');
    resume({ assistantStepId: node?.databaseId ?? null, text: node?.output ?? '', toolCalls: [], afterSeq: node?.lastEventSeq ?? 0 });
  }, [threadId, data.id, data.isRunning, steps, markViewed, rememberAsLast, send, resume]);

  const active = isActive(state.phase);
  const announcement = useCompletedAnswerAnnouncement(state.phase, state.text, state.refusal !== null);

  // A refused message is back in the composer: so is the keyboard, if the click on Send left it nowhere.
  useEffect(() => {
    if (!state.returned) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) composerRef.current?.focus();
  }, [state.returned]);
  const busy = active || forkSeq !== null;
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const controls = useMemo<StepControls>(() => {
    const fork = (stepId: string) => {
      const seq = stepsRef.current.find((step) => step.databaseId === stepId)?.seq;
      if (seq === undefined) return false;
      forkRef.current = seq;
      setForkSeq(seq);
      setEditingId(null);
      setBranchError(null);
      return true;
    };
    return {
      busy,
      editingId,
      startEdit: (id) => setEditingId(id),
      cancelEdit: () => {
        setEditingId(null);
        composerRef.current?.focus();
      },
      submitEdit: (stepId, text) => {
        composerRef.current?.focus();
        if (fork(stepId)) void send(text, [], { editStepId: stepId });
      },
      regenerate: (stepId) => {
        if (fork(stepId)) void send('', [], { regenerateStepId: stepId });
      },
      select: (id) => {
        setBranchError(null);
        void selectStep(id).then((refused) => {
          if (refused) setBranchError(refused);
          else reloadBranch(() => {});
        });
      },
    };
  }, [busy, editingId, send, selectStep, reloadBranch]);

  const live: LiveAnswer | null = active || state.assistantStepId
    ? { text: state.text, toolCalls: state.toolCalls, streaming: isStreaming(state.phase) }
    : null;

  const items = useMemo<Item[]>(() => {
    const list: Item[] = steps
      .filter((step) => forkSeq === null || step.seq < forkSeq)
      .map((step) => ({ id: step.id, kind: 'step', node: step }));
    const ids = new Set(steps.map((step) => step.databaseId));
    if (state.pending && !(state.userStepId && ids.has(state.userStepId))) {
      list.push({ id: 'pending-user', kind: 'pending-user', text: state.pending.text, fileNames: state.pending.fileNames });
    }
    const liveInHistory = state.assistantStepId !== null && ids.has(state.assistantStepId);
    if (!liveInHistory && (state.text || state.toolCalls.length > 0)) {
      list.push({ id: 'live-assistant', kind: 'live-assistant' });
    }
    return list;
  }, [steps, forkSeq, state.pending, state.userStepId, state.assistantStepId, state.text, state.toolCalls.length]);

  // The last answer, if the server was interrupted while writing it: Retry writes it again beside
  // the interrupted one (a regeneration, so the question is not repeated in the thread).
  const retryId = useMemo(() => {
    const last = steps.at(-1);
    return last && isInterrupted({ stepType: last.stepType, isError: last.isError, metadata: last.metadata }) ? last.id : null;
  }, [steps]);

  const lastAnswerId = useMemo(
    () => steps.findLast((step) => step.stepType === 'ASSISTANT_MESSAGE')?.databaseId ?? null,
    [steps],
  );

  const renderItem = (item: Item) => {
    if (item.kind === 'pending-user') {
      return (
        <ChatMessage
          author="user"
          content={item.text}
          attachments={item.fileNames.length ? <span className={styles.files}>{item.fileNames.join(', ')}</span> : undefined}
        />
      );
    }
    if (item.kind === 'live-assistant') {
      return (
        <ChatMessage
          author="assistant"
          content={state.text}
          streaming={isStreaming(state.phase)}
          toolCalls={audience === 'owner' && state.toolCalls.length ? <ToolCalls calls={state.toolCalls} /> : undefined}
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
      />
    );
  };

  const footer =
    active || (state.error && !state.refusal) || branchError ? (
      <div className={styles.footer}>
        {branchError && <ChatMessage author="assistant" content="" error={branchError} />}
        {active && <ChatPhaseIndicator phase={state.phase} />}
        {state.phase === 'error' && state.error && !state.refusal && <ChatMessage author="assistant" content="" error={state.error} />}
      </div>
    ) : undefined;

  return (
    <div className={styles.root} data-phase={state.phase}>
      <div className={styles.announcer} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <MessageList
        className={styles.list}
        items={items}
        renderItem={renderItem}
        hasMore={hasPrevious}
        loadingOlder={isLoadingPrevious}
        onReachTop={() => loadPrevious(HISTORY_PAGE)}
        focusItemId={focusItemId}
        streaming={active}
        empty={(typeof empty === 'function' ? empty((text) => void send(text, [])) : empty) ?? <EmptyState title="Start the conversation" description="Ask anything. Your private brain remembers what matters to you." />}
        footer={footer}
      />
      <div className={styles.composer}>
        {state.refusal && (
          <ChatMessage
            author="assistant"
            content=""
            className={styles.refusal}
            data-refusal={state.refusal.reason}
            error={refusalText ? refusalText(state.refusal, () => draftRef.current) : state.refusal.message}
          />
        )}
        <MessageComposer
          ref={composerRef}
          defaultValue={draft}
          restore={state.returned}
          onTextChange={(text) => {
            draftRef.current = text;
          }}
          onSend={({ text, files }) => {
            draftRef.current = '';
            void send(text, files);
          }}
          onStop={() => stopRun(data.id)}
          sending={active}
          placeholder={placeholder}
          allowAttachments={allowAttachments}
          autoFocus={autoFocus}
          onEditLast={editLastHandler(audience === 'owner' && !busy, steps, controls.startEdit)}
        />
        {notice && <p className={styles.notice}>{notice}</p>}
      </div>
    </div>
  );
}
