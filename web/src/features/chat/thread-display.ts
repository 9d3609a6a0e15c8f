/** docs/product.md §2: a thread's display type, title and subtitle. */
import { t } from '@lingui/core/macro';

export type ThreadKind = 'private_brain' | 'profile_pal' | 'self_twin' | 'public_twin' | 'testing';

export interface DisplayThread {
  databaseId?: string | null;
  name?: string | null;
  agentType?: string | null;
  metadata?: unknown;
}

function metadataOf(thread: DisplayThread): Record<string, unknown> {
  const raw = thread.metadata;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

const KINDS: readonly ThreadKind[] = ['private_brain', 'profile_pal', 'self_twin', 'public_twin', 'testing'];

/** The thread's kind is its agent (agentType), as the API says it. */
export function threadKind(thread: DisplayThread): ThreadKind {
  return KINDS.find((k) => k === thread.agentType) ?? 'private_brain';
}

/** The header title of a chat page. */
export function chatTitle(thread: DisplayThread, ownUsername?: string | null): string {
  const kind = threadKind(thread);
  const meta = metadataOf(thread);
  if (kind === 'self_twin') {
    const username = ownUsername ?? '';
    return t`@${username}: Chat with Your Twin`;
  }
  if (kind === 'public_twin') {
    const username = str(meta.twin_username) ?? '';
    return t`@${username}: Twin Chat`;
  }
  if (kind === 'testing') return t`Testing Agent Chat`;
  // A conversation's name, or 'New Chat' until it has one: never a code made of its id.
  return thread.name?.trim() || t`New Chat`;
}

/** The subtitle: metadata subtitle or description, else by type. */
export function chatSubtitle(thread: DisplayThread): string {
  const meta = metadataOf(thread);
  const own = str(meta.subtitle) ?? str(meta.description);
  if (own) return own;
  switch (threadKind(thread)) {
    case 'testing':
      return t`Development testing environment`;
    case 'self_twin':
      return t`Self-reflection conversation`;
    case 'public_twin': {
      const username = str(meta.twin_username) ?? '';
      return t`Twin conversation with @${username}`;
    }
    default:
      return t`Private brain conversation`;
  }
}
