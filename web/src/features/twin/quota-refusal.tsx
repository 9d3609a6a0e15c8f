/**
 * A twin's daily quota, as an anonymous visitor meets it: the server's message as it is, with its
 * "Sign in for more" a link to the sign-in page that brings the visitor back to this chat, and the
 * question they had typed kept for them across the sign-in (session storage, this tab only).
 */
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Refusal } from '../chat/run-state';

/**
 * The words of the server's refusal (api/src/twin/twin-chats.ts QuotaExceededError) that become the
 * link: in the page's language, else in the server's English; null when the message has neither.
 */
function signInWords(message: string): string | null {
  const words = t`Sign in for more`;
  if (message.includes(words)) return words;
  return /Sign in for more/.exec(message)?.[0] ?? null;
}

const DRAFT_KEY = 'duet:twin-draft';

export const twinChatPath = (username: string) => `/twin/${username}/chat`;

/** The sign-in page, back to `path` afterwards (LoginRoute's `next`). */
export const signInAndReturnTo = (path: string) => `/accounts/login?next=${encodeURIComponent(path)}`;

/** Keeps what the visitor had typed for the chat at `path`, for when they come back signed in. */
export function keepDraft(path: string, text: string): void {
  try {
    if (text.trim()) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path, text }));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage can be unavailable (private mode): the link works without it.
  }
}

/**
 * The text kept for the chat at `path`. It stays kept until forgetDraft(): a render React sets
 * aside (the page's layout still loading its data) must not use it up before the composer shows it.
 */
export function keptDraft(path: string): string {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return '';
    const kept = JSON.parse(raw) as { path?: unknown; text?: unknown };
    return kept.path === path && typeof kept.text === 'string' ? kept.text : '';
  } catch {
    return '';
  }
}

/** The kept text is in the composer now: it is not offered again. */
export function forgetDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing was kept
  }
}

/**
 * How a refusal reads in a twin chat. For an anonymous visitor at the quota, "Sign in for more"
 * links to sign in (and back); anything else is the server's message alone.
 */
export function twinRefusalText(username: string, signedIn: boolean) {
  return function refusalText(refusal: Refusal, draft: () => string): ReactNode {
    const words = signedIn || refusal.reason !== 'quota_exceeded' ? null : signInWords(refusal.message);
    if (!words) return refusal.message;
    const at = refusal.message.indexOf(words);
    const path = twinChatPath(username);
    return (
      <>
        {refusal.message.slice(0, at)}
        <Link to={signInAndReturnTo(path)} onClick={() => keepDraft(path, draft())}>
          {words}
        </Link>
        {refusal.message.slice(at + words.length)}
      </>
    );
  };
}
