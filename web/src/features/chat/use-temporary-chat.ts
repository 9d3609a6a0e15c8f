/**
 * A temporary chat lasts as long as the page that started it shows it. Leaving it (another page
 * of the app, another conversation, the tab closed or reloaded: pagehide) deletes it with a
 * `keepalive` request, sent even as the page goes; what that misses (a crash, no network), the
 * server's sweep deletes within a day (api/src/chat/temporary-chats.ts). A page that did not start
 * it (a reload, the address opened again) shows it as ended, and deletes it if it is still there;
 * the tab remembers the chats it closed, so a reload says "ended" also when the deletion arrived
 * first and the chat is gone.
 */
import { useEffect } from 'react';
import { requestIdentity } from '../../session/embed-identity';

/** The temporary chats this page started (not kept anywhere: a new page starts with none). */
const startedHere = new Set<string>();

export function noteTemporaryChatStarted(threadId: string): void {
  startedHere.add(threadId);
}

const ENDED_KEY = 'duet.endedTemporaryChats';

function endedInThisTab(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(ENDED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** This tab closed that temporary chat (it is gone, or going). */
export function temporaryChatEnded(threadId: string | undefined): boolean {
  return !!threadId && endedInThisTab().includes(threadId);
}

export function closeTemporaryChat(threadId: string): void {
  startedHere.delete(threadId);
  try {
    sessionStorage.setItem(ENDED_KEY, JSON.stringify([...endedInThisTab().slice(-19), threadId]));
  } catch {
    // Private modes without storage: a reload then says the conversation does not exist.
  }
  const identity = requestIdentity();
  void fetch(`/api/v1/chat/threads/${encodeURIComponent(threadId)}`, {
    method: 'DELETE',
    keepalive: true,
    credentials: identity.credentials,
    headers: { ...identity.headers, 'x-duet-csrf': '1' },
  }).catch(() => undefined);
}

/** Views showing each chat now: React may unmount a view and mount it again at once (StrictMode). */
const shown = new Map<string, number>();

/**
 * For the conversation on screen: 'open' while this page started it (it is closed when left),
 * 'ended' for a temporary chat opened afresh; null for any other conversation.
 */
export function useTemporaryChat(threadId: string, temporary: boolean): 'open' | 'ended' | null {
  const state = !temporary ? null : startedHere.has(threadId) ? 'open' : 'ended';
  useEffect(() => {
    if (state === 'ended') closeTemporaryChat(threadId);
    if (state !== 'open') return;
    shown.set(threadId, (shown.get(threadId) ?? 0) + 1);
    const onPageHide = () => closeTemporaryChat(threadId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      shown.set(threadId, (shown.get(threadId) ?? 1) - 1);
      // Closed only if nothing shows it again in the same turn of the event loop.
      queueMicrotask(() => {
        if ((shown.get(threadId) ?? 0) > 0) return;
        shown.delete(threadId);
        closeTemporaryChat(threadId);
      });
    };
  }, [threadId, state]);
  return state;
}
