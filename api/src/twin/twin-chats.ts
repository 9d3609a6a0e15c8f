/**
 * Twin chats: anyone (a signed-in visitor, or an anonymous one known by an
 * anon id) chats with a public profile's twin; the owner chats with their own
 * twin to see exactly what visitors get. Visitors have a daily quota.
 */
import { randomBytes } from 'node:crypto';
import type { Actor } from '../chat/actor.js';
import type { ThreadDeps } from '../chat/threads.js';
import type { ThreadRecord } from '../chat/records.js';
import type { Config } from '../config.js';
import { RateLimitedError } from '../errors/domain-errors.js';
import type { Limiter } from '../limits/rate-limiter.js';
import { notify, type NotificationDeps } from '../notifications/notifications.js';
import { publicProfileByUsername } from '../profile/public-profile.js';

export interface TwinDeps extends ThreadDeps, NotificationDeps {
  config: Pick<Config, 'twinQuota'>;
  /** Anonymous messages per IP per day. */
  ipLimiter: Limiter;
}

const DAY_MS = 24 * 3600 * 1000;

export const newAnonId = () => randomBytes(18).toString('base64url');

/** A visitor's daily message quota with twins is used up; it frees as the day's messages age. */
export class QuotaExceededError extends RateLimitedError {
  readonly reason = 'quota_exceeded' as const;
  constructor(limit: number, signedIn: boolean, retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      `You've reached today's limit of ${limit} messages with twins. ${
        signedIn ? 'Come back tomorrow.' : 'Sign in for more, or come back tomorrow.'
      }`,
    );
    this.name = 'QuotaExceededError';
  }
}

export interface StartedTwinChat {
  thread: ThreadRecord;
  /** Set when the visitor had no identity yet: the caller stores it as the anon-id cookie. */
  newAnonId: string | null;
}

export async function startTwinChat(
  deps: TwinDeps,
  actor: Actor,
  username: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<StartedTwinChat> {
  const profile = await publicProfileByUsername(deps.db, username);
  const ownerId = profile.owner_id;
  const self = actor.userId === ownerId;
  const anonId = actor.userId ? null : (actor.anonId ?? newAnonId());
  const visitor = actor.userId ? { userId: actor.userId } : { userId: null, anonId };
  const threadType = self ? 'self_twin_chat' : 'public_twin_chat';
  if (!fresh) {
    const existing = await deps.db.thread.findFirst({
      where: { ...visitor, twinOwnerId: ownerId, threadType },
      orderBy: { updatedAt: 'desc' },
      select: { id: true },
    });
    if (existing) {
      const thread = (await deps.reads.threadsByIds([existing.id])).get(existing.id)!;
      return { thread, newAnonId: null };
    }
  }
  const created = await deps.db.thread.create({
    data: {
      userId: actor.userId,
      anonId,
      twinOwnerId: ownerId,
      agentType: self ? 'self_twin' : 'public_twin',
      threadType,
      metadata: { twin_username: profile.username, thread_type: threadType },
    },
    select: { id: true },
  });
  if (!self) {
    await notify(deps, ownerId, {
      type: 'info',
      channel: 'twin',
      title: 'Someone started a conversation with your twin',
      summary: actor.userId ? 'A signed-in visitor is chatting with your twin.' : 'An anonymous visitor is chatting with your twin.',
      actionUrl: '/twin',
    });
  }
  const thread = (await deps.reads.threadsByIds([created.id])).get(created.id)!;
  return { thread, newAnonId: actor.userId || actor.anonId ? null : anonId };
}

/** Refuses a visitor's message past the daily quota (per visitor, and per IP for anonymous ones). */
export async function checkTwinQuota(deps: TwinDeps, thread: ThreadRecord, actor: Actor, ip: string): Promise<void> {
  if (thread.threadType !== 'public_twin_chat') return;
  const since = new Date(Date.now() - DAY_MS);
  const signedIn = actor.userId !== null;
  const limit = signedIn ? deps.config.twinQuota.signedInPerDay : deps.config.twinQuota.anonymousPerDay;
  const counted = {
    stepType: 'USER_MESSAGE',
    createdAt: { gte: since },
    thread: { threadType: 'public_twin_chat', ...(signedIn ? { userId: actor.userId } : { anonId: actor.anonId }) },
  };
  const used = await deps.db.step.count({ where: counted });
  if (used >= limit) {
    // Room comes back when the oldest message still counted is a day old.
    const oldest = await deps.db.step.findFirst({ where: counted, orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
    const freesAt = (oldest?.createdAt.getTime() ?? Date.now()) + DAY_MS;
    throw new QuotaExceededError(limit, signedIn, Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)));
  }
  if (!signedIn) {
    await deps.ipLimiter.consume(ip, () => new QuotaExceededError(limit, false, 1).message);
  }
}
