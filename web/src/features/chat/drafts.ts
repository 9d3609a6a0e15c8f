/**
 * What the person is writing in each of their conversations, kept on this device (local storage,
 * docs/product.md §3) so that it survives a reload, a crash or a page opened offline; cleared once
 * the message is sent, and with the rest of the person's data when they sign out
 * (session/storage-keys.ts). A temporary chat keeps nothing, so its composer asks for no draft.
 *
 * Offline, sending keeps the message in the composer instead (ThreadComposer.tsx): `keepUnsent`
 * notes it, and the offline banner says it is kept (web/src/pwa/AppStatus.tsx).
 */
import { isOffline } from '../../pwa/connection';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../session/storage-keys';

/** The draft of /chat, the conversation not started yet. */
export const NEW_CHAT_DRAFT = 'new';

const keyOf = (conversation: string) => `${STORAGE_KEYS.draftPrefix}${conversation}`;

/** The conversation's draft ('' when there is none). */
export function readDraft(conversation: string): string {
  return readStorage(keyOf(conversation)) ?? '';
}

/** Keeps what the composer holds, as typed; nothing but spaces keeps nothing. */
export function writeDraft(conversation: string, text: string): void {
  writeStorage(keyOf(conversation), text.trim() ? text : null);
}

export function clearDraft(conversation: string): void {
  writeStorage(keyOf(conversation), null);
}

let kept = false;
const listeners = new Set<() => void>();
const setKept = (value: boolean) => {
  if (kept === value) return;
  kept = value;
  for (const listener of listeners) listener();
};

/** A message could not go (offline): it stays in the composer, as its conversation's draft. */
export function keepUnsent(conversation: string | null, text: string): void {
  if (conversation) writeDraft(conversation, text);
  setKept(true);
}

/** Whether a message was kept unsent since the connection came back (or the page opened). */
export function messageKept(): boolean {
  return kept;
}

/** The connection is back: a kept message is the person's to send now. */
export function forgetKept(): void {
  setKept(false);
}

export function onKeptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Send pressed in a composer whose draft is `conversation`'s (null: nothing kept, a temporary
 * chat): offline, the message is kept unsent and this says no; otherwise the draft is cleared and
 * the message may go.
 */
export function mayGo(conversation: string | null, text: string): boolean {
  if (isOffline()) {
    keepUnsent(conversation, text);
    return false;
  }
  if (conversation) clearDraft(conversation);
  return true;
}
