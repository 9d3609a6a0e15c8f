/**
 * Shared conversations: a read-only public link (/share/{token}) to a thread as it is at the
 * moment of sharing — the shown branch's messages, text only. Later messages are not added;
 * sharing again makes a new link with a new snapshot. Revoking deletes the link (the page is then
 * a 404). docs/product.md has the rules ("Share a conversation").
 */
import { randomBytes } from 'node:crypto';
import { THREAD_NOT_FOUND, type Actor } from '../chat/actor.js';
import { col } from '../db/sql-reader.js';
import { refuseIfTemporary } from '../chat/temporary-chats.js';
import { getThread, requireUser, type ThreadDeps } from '../chat/threads.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';
import { clipTitle, snapshotMessages, type SharedMessage } from './shares-snapshot.js';

export type { SharedMessage } from './shares-snapshot.js';

/** Links one person may keep at once. */
const SHARE_QUOTA = 100;
/** Shown messages a shared snapshot may hold. */
const SHARE_MAX_MESSAGES = 1000;

export interface ShareDeps extends ThreadDeps {
  /** Duet's public address (config.publicUrl): links are absolute. */
  publicUrl: string;
}

/** A link as its owner lists it (no messages). */
export interface ShareRecord {
  id: string;
  token: string;
  url: string;
  threadId: string;
  title: string;
  messageCount: number;
  createdAt: Date;
}

/** What the public page shows. */
export interface SharedConversationView {
  token: string;
  url: string;
  title: string;
  messages: SharedMessage[];
  messageCount: number;
  createdAt: Date;
  /** Who shared it: their display name, else their username. */
  sharedBy: string;
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const LIST_COLUMNS = {
  id: true,
  token: true,
  threadId: true,
  title: true,
  messageCount: true,
  createdAt: true,
} as const;

/** 144 random bits, URL-safe (24 characters). */
const newToken = () => randomBytes(18).toString('base64url');

/** The deps from the app's services (api/src/services.ts). */
export const shareDepsOf = (services: { chat: ThreadDeps; config: { publicUrl: string } }): ShareDeps => ({
  db: services.chat.db,
  reads: services.chat.reads,
  publicUrl: services.config.publicUrl,
});

export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/share/${token}`;

function record(publicUrl: string, row: Omit<ShareRecord, 'url'>): ShareRecord {
  return { ...row, url: shareUrl(publicUrl, row.token) };
}

/** Makes a new link to the thread's shown messages as they are now (the owner only). */
export async function shareThread(deps: ShareDeps, actor: Actor, threadId: string): Promise<ShareRecord> {
  const userId = requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  // Twin visitors' threads without an account are the visitor's, never a user's to share.
  if (thread.userId !== userId) throw new NotFoundError(THREAD_NOT_FOUND);
  refuseIfTemporary(thread, 'shared');
  const steps = await deps.db.step.findMany({
    where: { threadId: thread.id, onBranch: true, stepType: { in: ['USER_MESSAGE', 'ASSISTANT_MESSAGE'] } },
    orderBy: { seq: 'asc' },
    select: { stepType: true, input: true, output: true, status: true, createdAt: true },
    take: SHARE_MAX_MESSAGES * 2 + 1,
  });
  const messages = snapshotMessages(steps);
  if (messages.length === 0)
    throw ValidationError.of(
      'threadId',
      said(
        /*i18n*/ {
          id: 'error.conversations.share-empty',
          message: 'This conversation has no messages yet: there is nothing to share',
        },
      ),
    );
  if (messages.length > SHARE_MAX_MESSAGES) {
    throw ValidationError.of(
      'threadId',
      said(
        /*i18n*/ {
          id: 'error.conversations.share-too-long',
          message: 'This conversation is too long to share (more than {max} messages)',
        },
        { max: SHARE_MAX_MESSAGES.toLocaleString('en-US') },
      ),
    );
  }
  const title = thread.name?.trim() || clipTitle(messages.find((m) => m.role === 'user')?.text ?? '') || 'Conversation';
  const created = await deps.db.$transaction(async (tx) => {
    const count = await tx.sharedConversation.count({ where: { userId } });
    if (count >= SHARE_QUOTA) {
      throw ValidationError.of(
        'threadId',
        said(
          /*i18n*/ {
            id: 'error.conversations.share-quota',
            message:
              'You already have {max} shared links, the most you can keep. Stop sharing one in Settings to make a new one.',
          },
          { max: SHARE_QUOTA },
        ),
      );
    }
    return tx.sharedConversation.create({
      data: {
        token: newToken(),
        userId,
        threadId: thread.id,
        title,
        messages: messages as object[],
        messageCount: messages.length,
      },
      select: LIST_COLUMNS,
    });
  });
  return record(deps.publicUrl, created);
}

/** The viewer's links, newest first. */
export async function listShares(deps: Pick<ShareDeps, 'db' | 'publicUrl'>, actor: Actor): Promise<ShareRecord[]> {
  const userId = requireUser(actor);
  const rows = await deps.db.sharedConversation.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: LIST_COLUMNS,
    take: SHARE_QUOTA * 2,
  });
  return rows.map((row) => record(deps.publicUrl, row));
}

/** Stops sharing: the link is deleted. Someone else's or an unknown link is not found. */
export async function revokeShare(
  deps: Pick<ShareDeps, 'db' | 'publicUrl'>,
  actor: Actor,
  token: string,
): Promise<ShareRecord> {
  const userId = requireUser(actor);
  const row = TOKEN.test(String(token))
    ? await deps.db.sharedConversation.findFirst({ where: { token, userId }, select: LIST_COLUMNS })
    : null;
  if (!row)
    throw new NotFoundError(
      said(/*i18n*/ { id: 'error.conversations.share-not-found', message: 'Shared link not found' }),
    );
  await deps.db.sharedConversation.deleteMany({ where: { id: row.id, userId } });
  return record(deps.publicUrl, row);
}

/** The shared conversation behind a link, for anyone who has it; null when unknown or revoked. */
export async function sharedConversation(
  deps: Pick<ShareDeps, 'db' | 'publicUrl'>,
  token: string,
): Promise<SharedConversationView | null> {
  if (!TOKEN.test(String(token))) return null;
  const row = await deps.db.sharedConversation.findUnique({
    where: { token },
    select: {
      token: true,
      title: true,
      messages: true,
      messageCount: true,
      createdAt: true,
      user: { select: { displayName: true, username: true } },
    },
  });
  if (!row) return null;
  return {
    token: row.token,
    url: shareUrl(deps.publicUrl, row.token),
    title: row.title,
    messages: snapshotFromJson(row.messages),
    messageCount: row.messageCount,
    createdAt: row.createdAt,
    sharedBy: row.user.displayName?.trim() || row.user.username,
  };
}

/** The stored snapshot, read defensively (it is JSON in the database). */
function snapshotFromJson(value: unknown): SharedMessage[] {
  const list = col.json<unknown>(value, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((m: unknown) => {
    if (!m || typeof m !== 'object') return [];
    const { role, text, at } = m as Record<string, unknown>;
    if ((role !== 'user' && role !== 'assistant') || typeof text !== 'string') return [];
    return [{ role, text, at: typeof at === 'string' ? at : '' }];
  });
}
