/**
 * The twin embed (/twin/{username}/embed) runs in a frame on other sites. There it is always an
 * anonymous visitor: it sends no Duet cookie (a signed-in person's account is never exposed to
 * the host site, and browsers drop cookies in third-party frames anyway), and keeps its own
 * visitor id in this frame's storage, sent as the x-duet-anon-id header.
 */
const EMBED_PATH = /^\/twin\/[^/]+\/embed\/?$/;
const KEY = 'duet:embed-anon-id';
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

export const EMBEDDED = typeof window !== 'undefined' && EMBED_PATH.test(window.location.pathname);

let memory: string | null = null;

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This frame's visitor id (kept across visits when the browser lets the frame store it). */
export function embedAnonId(): string {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = newId();
    window.localStorage.setItem(KEY, id);
    return id;
  } catch {
    memory ??= newId();
    return memory;
  }
}

/** How requests to Duet identify the visitor: the session cookie, or (embedded) the frame's id. */
export function requestIdentity(): { credentials: RequestCredentials; headers: Record<string, string> } {
  if (!EMBEDDED) return { credentials: 'same-origin', headers: {} };
  return { credentials: 'omit', headers: { 'x-duet-anon-id': embedAnonId() } };
}
