/**
 * Opening a conversation (ChatThread.tsx): remember it as the last one opened, mark it viewed,
 * then send the first message waiting for it (first-message.ts) or follow the answer still being
 * written, once per thread.
 */
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS, writeStorage } from '../../session/storage-keys';
import { takeFirstMessage } from './first-message';
import type { ThreadStep } from './thread-steps';
import type { useChatRun } from './useChatRun';

type Run = ReturnType<typeof useChatRun>;

export function useThreadOpening(
  thread: { id: string; databaseId: string; isRunning: boolean },
  steps: readonly ThreadStep[],
  {
    rememberAsLast,
    markViewed,
    send,
    resume,
  }: { rememberAsLast: boolean; markViewed: (id: string) => void; send: Run['send']; resume: Run['resume'] },
) {
  const opened = useRef<string | null>(null);
  const { id, databaseId: threadId, isRunning } = thread;
  useEffect(() => {
    if (opened.current === threadId) return;
    opened.current = threadId;
    if (rememberAsLast) writeStorage(STORAGE_KEYS.lastThreadId, threadId);
    markViewed(id);
    const first = takeFirstMessage(threadId);
    if (first) {
      void send(first.text, first.files, first.model ? { model: first.model } : {});
      return;
    }
    if (!isRunning) return;
    const node = steps.findLast((step) => step.stepType === 'ASSISTANT_MESSAGE' && step.status === 'streaming');
    resume({
      assistantStepId: node?.databaseId ?? null,
      text: node?.output ?? '',
      toolCalls: [],
      afterSeq: node?.lastEventSeq ?? 0,
    });
  }, [threadId, id, isRunning, steps, markViewed, rememberAsLast, send, resume]);
}
