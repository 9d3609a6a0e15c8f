/** docs/product.md §3 local-storage keys, and what logout clears (§4). */

export const STORAGE_KEYS = {
  sidebarCollapsed: 'duet:sidebar-collapsed',
  /** "Not now" on the public page's offer in a new chat (docs/decisions/onboarding-lets-through.md). */
  publicPageOfferDismissed: 'duet:public-page-offer-dismissed',
  lastThreadId: 'duet:last-thread-id',
  anonId: 'duet:anon-id',
  /** Prefix of the last-seen keys (e.g. last seen notification). */
  lastSeenPrefix: 'duet:last-seen:',
  /** Prefix of a conversation's unsent message (web/src/features/chat/drafts.ts). */
  draftPrefix: 'duet:draft:',
  token: 'duet:token',
  persistAuth: 'persist:auth',
  persistChat: 'persist:chat',
  persistRoot: 'persist:root',
} as const;

/** Where a signed-out visitor was going, restored after login (session storage). */
export const RETURN_TO_KEY = 'duet:return-to';

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota): the app works without it.
  }
}

/** Logout and forced logout: the user's persisted data goes (drafts too); the sidebar preference stays. */
export function clearUserStorage(): void {
  try {
    const storage = window.localStorage;
    const doomed: string[] = [
      STORAGE_KEYS.lastThreadId,
      STORAGE_KEYS.anonId,
      STORAGE_KEYS.token,
      STORAGE_KEYS.persistAuth,
      STORAGE_KEYS.persistChat,
      STORAGE_KEYS.persistRoot,
    ];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_KEYS.lastSeenPrefix) || key?.startsWith(STORAGE_KEYS.draftPrefix)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
    window.sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // see writeStorage
  }
}

export function rememberReturnTo(path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // see writeStorage
  }
}

/** The remembered origin (once), if it is an in-app path. */
export function takeReturnTo(): string | null {
  try {
    const value = window.sessionStorage.getItem(RETURN_TO_KEY);
    window.sessionStorage.removeItem(RETURN_TO_KEY);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  } catch {
    return null;
  }
}
