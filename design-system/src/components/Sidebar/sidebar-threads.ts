export interface SidebarThread {
  id: string;
  name?: string | null;
  /** Last message preview or subtitle. */
  preview?: string | null;
}

/** 'Recent' excludes any thread whose name contains 'profile pal' (case-insensitive). */
export function recentThreads<T extends SidebarThread>(threads: readonly T[]): T[] {
  return threads.filter((thread) => !(thread.name ?? '').toLowerCase().includes('profile pal'));
}

/** A thread's title: its name, else 'Chat' plus the last 6 characters of its id, else 'New Chat'. */
export function threadTitle(thread: { id?: string | null; name?: string | null }): string {
  const name = thread.name?.trim();
  if (name) return name;
  if (thread.id) return `Chat ${thread.id.slice(-6)}`;
  return 'New Chat';
}
