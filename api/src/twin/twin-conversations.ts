/**
 * The owner reads their twin's conversations (docs/product.md §11): newest first, each visitor named
 * as visitors cannot be identified ("Visitor 4f2a" for an anonymous one, never the anon id, which is
 * their credential) or by @username, with the ones that passed a question on or got a thumbs down
 * marked. Only the twin's owner sees them; to anyone else they do not exist.
 */
import { createHash } from 'node:crypto';
import type { ThreadDeps } from '../chat/threads.js';
import type { StepRecord, ThreadRecord } from '../chat/records.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

export interface TwinVisitor {
  /** "Visitor 4f2a" or "@ada". */
  label: string;
  signedIn: boolean;
  username: string | null;
}

export interface TwinConversation {
  thread: ThreadRecord;
  visitor: TwinVisitor;
  /** Questions this conversation passed on to the owner. */
  passedOn: number;
  thumbsUp: number;
  thumbsDown: number;
}

export interface TwinConversationPage {
  conversations: TwinConversation[];
  /** Give it back as `after` for the next page; null on the last one. */
  nextCursor: string | null;
}

export const CONVERSATIONS_DEFAULT = 20;
export const CONVERSATIONS_MAX = 100;

/** A stable, short name for an anonymous visitor that reveals nothing of their anon id. */
export const anonymousVisitorLabel = (anonId: string | null) =>
  `Visitor ${createHash('sha256')
    .update(anonId ?? '')
    .digest('hex')
    .slice(0, 4)}`;

const cursorOf = (t: ThreadRecord) => Buffer.from(`${t.updatedAt.toISOString()}|${t.id}`).toString('base64url');
function parseCursor(cursor: string): { updatedAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const updatedAt = new Date(iso ?? '');
  if (!id || Number.isNaN(updatedAt.getTime())) throw ValidationError.of('after', 'Invalid cursor');
  return { updatedAt, id };
}

const twinThreads = (ownerId: string) => ({
  twinOwnerId: ownerId,
  threadType: 'public_twin_chat',
  stepCount: { gt: 0 },
});

export async function listTwinConversations(
  deps: ThreadDeps,
  ownerId: string,
  { first = CONVERSATIONS_DEFAULT, after }: { first?: number | null; after?: string | null } = {},
): Promise<TwinConversationPage> {
  const limit = Math.min(Math.max(1, first ?? CONVERSATIONS_DEFAULT), CONVERSATIONS_MAX);
  const from = after ? parseCursor(after) : null;
  const rows = await deps.db.thread.findMany({
    where: {
      ...twinThreads(ownerId),
      ...(from
        ? { OR: [{ updatedAt: { lt: from.updatedAt } }, { updatedAt: from.updatedAt, id: { lt: from.id } }] }
        : {}),
    },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: limit + 1,
    select: { id: true },
  });
  const ids = rows.slice(0, limit).map((r) => r.id);
  const threads = await deps.reads.threadsByIds(ids);
  const conversations = await describe(
    deps,
    ids.flatMap((id) => threads.get(id) ?? []),
  );
  return {
    conversations,
    nextCursor: rows.length > limit && conversations.length ? cursorOf(conversations.at(-1)!.thread) : null,
  };
}

/** The thread of one conversation of the owner's twin, or NotFound (another person's, a private chat, a preview). */
export async function twinConversationThread(
  deps: ThreadDeps,
  ownerId: string,
  threadId: string,
): Promise<ThreadRecord> {
  const thread =
    typeof threadId === 'string' && threadId.length <= 64
      ? (await deps.reads.threadsByIds([threadId])).get(threadId)
      : undefined;
  if (!thread || thread.twinOwnerId !== ownerId || thread.threadType !== 'public_twin_chat' || thread.stepCount === 0) {
    throw new NotFoundError(
      said(/*i18n*/ { id: 'error.twin.conversation-not-found', message: 'Conversation not found' }),
    );
  }
  return thread;
}

/** One conversation of the owner's twin, with its visitor and marks. */
export async function getTwinConversation(
  deps: ThreadDeps,
  ownerId: string,
  threadId: string,
): Promise<TwinConversation> {
  const [conversation] = await describe(deps, [await twinConversationThread(deps, ownerId, threadId)]);
  return conversation!;
}

export const CONVERSATION_STEPS_MAX = 200;

/** The conversation as the visitor sees it now (the shown branch), oldest first; its newest 200 messages. */
export async function twinConversationSteps(
  deps: ThreadDeps,
  thread: ThreadRecord,
): Promise<{ steps: StepRecord[]; hasMore: boolean }> {
  const steps = await deps.reads.historyBefore(thread.id, CONVERSATION_STEPS_MAX + 1);
  return steps.length > CONVERSATION_STEPS_MAX ? { steps: steps.slice(1), hasMore: true } : { steps, hasMore: false };
}

/** The threads with their visitor and marks, in order (one query per kind of fact). */
async function describe(deps: ThreadDeps, threads: ThreadRecord[]): Promise<TwinConversation[]> {
  if (threads.length === 0) return [];
  const ids = threads.map((t) => t.id);
  const [asks, ratings] = await Promise.all([
    deps.db.twinQuestionAsk.groupBy({ by: ['threadId'], where: { threadId: { in: ids } }, _count: { _all: true } }),
    deps.db.step.groupBy({
      by: ['threadId', 'feedbackRating'],
      where: { threadId: { in: ids }, feedbackRating: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const userIds = [...new Set(threads.flatMap((t) => (t.userId ? [t.userId] : [])))];
  const users = userIds.length
    ? await deps.db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, username: true } })
    : [];
  const usernames = new Map(users.map((u) => [u.id, u.username]));
  const rated = (threadId: string, rating: string) =>
    ratings.find((r) => r.threadId === threadId && r.feedbackRating === rating)?._count._all ?? 0;
  return threads.map((thread) => {
    const username = thread.userId ? (usernames.get(thread.userId) ?? null) : null;
    return {
      thread,
      visitor: username
        ? { label: `@${username}`, signedIn: true, username }
        : { label: anonymousVisitorLabel(thread.anonId), signedIn: false, username: null },
      passedOn: asks.find((a) => a.threadId === thread.id)?._count._all ?? 0,
      thumbsUp: rated(thread.id, 'up'),
      thumbsDown: rated(thread.id, 'down'),
    };
  });
}
