/**
 * Who is acting on chat data: a signed-in user, or an anonymous visitor
 * known by an anon id (public twin chats). A thread is visible to its owner
 * only; to everyone else it does not exist.
 */
import type { ThreadRecord } from './records.js';

export interface Actor {
  userId: string | null;
  anonId: string | null;
}

export function ownsThread(actor: Actor, thread: Pick<ThreadRecord, 'userId' | 'anonId'>): boolean {
  if (thread.userId) return actor.userId === thread.userId;
  return thread.anonId !== null && actor.anonId === thread.anonId;
}
