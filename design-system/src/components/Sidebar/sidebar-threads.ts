import { t } from '@lingui/core/macro';
import { currentLocale } from '../../i18n';

export interface SidebarThread {
  id: string;
  name?: string | null;
  /** Last message preview or subtitle. */
  preview?: string | null;
  pinned?: boolean;
  /** When the conversation last changed (ISO string or Date): which group it is listed in. */
  updatedAt?: string | Date | null;
}

/** Profile Pal's conversation, by its name (lower case), which 'Recent' leaves out. */
const profilePalThreadName = 'profile pal';

/** 'Recent' excludes any thread whose name contains 'profile pal' (case-insensitive). */
export function recentThreads<T extends SidebarThread>(threads: readonly T[]): T[] {
  return threads.filter((thread) => !(thread.name ?? '').toLowerCase().includes(profilePalThreadName));
}

/** A thread's title: its name, else 'New Chat' until it has one (never a code made of its id). */
export function threadTitle(thread: { id?: string | null; name?: string | null }): string {
  return thread.name?.trim() || t`New Chat`;
}

export interface ThreadGroup<T> {
  label: string;
  threads: T[];
}

const DAY = 86_400_000;

/**
 * The list's groups, in order: Pinned, Today, Yesterday, Previous 7 days, Previous 30 days, then
 * one per month ("October 2026", or "October" within the current year). Days are local days.
 */
export function groupThreads<T extends SidebarThread>(threads: readonly T[], now: Date = new Date()): ThreadGroup<T>[] {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const groups: ThreadGroup<T>[] = [];
  const add = (label: string, thread: T) => {
    const last = groups.at(-1);
    if (last?.label === label) last.threads.push(thread);
    else {
      const existing = groups.find((g) => g.label === label);
      if (existing) existing.threads.push(thread);
      else groups.push({ label, threads: [thread] });
    }
  };
  for (const thread of threads.filter((t) => t.pinned)) add(t`Pinned`, thread);
  for (const thread of threads.filter((t) => !t.pinned)) {
    const at = thread.updatedAt ? new Date(thread.updatedAt) : null;
    const time = at && !Number.isNaN(at.getTime()) ? at.getTime() : now.getTime();
    let label: string;
    if (time >= startOfToday) label = t`Today`;
    else if (time >= startOfToday - DAY) label = t`Yesterday`;
    else if (time >= startOfToday - 7 * DAY) label = t`Previous 7 days`;
    else if (time >= startOfToday - 30 * DAY) label = t`Previous 30 days`;
    else {
      const date = new Date(time);
      label = date.toLocaleDateString(currentLocale(), {
        month: 'long',
        ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      });
    }
    add(label, thread);
  }
  return groups;
}
