/**
 * Who is acting on chat data: a signed-in user, or an anonymous visitor
 * known by an anon id (public twin chats). A thread is visible to its owner
 * only; to everyone else it does not exist.
 */
import { said } from '../words/said.js';
import type { ThreadRecord } from './records.js';

export interface Actor {
  userId: string | null;
  anonId: string | null;
}

/** What anyone but its owner is told of a thread, or of a message in it: it does not exist. */
export const THREAD_NOT_FOUND = said(/*i18n*/ { id: 'error.chat.thread-not-found', message: 'Thread not found' });
export const MESSAGE_NOT_FOUND = said(/*i18n*/ { id: 'error.chat.message-not-found', message: 'Message not found' });

export function ownsThread(actor: Actor, thread: Pick<ThreadRecord, 'userId' | 'anonId'>): boolean {
  if (thread.userId) return actor.userId === thread.userId;
  return thread.anonId !== null && actor.anonId === thread.anonId;
}
