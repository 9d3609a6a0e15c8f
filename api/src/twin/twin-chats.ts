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
import { nameVisitorsKnow } from '../profile/profile-rules.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { anonymousLimit, assertMayTalk, loadTwinAccess } from './access.js';

export interface TwinDeps extends ThreadDeps, NotificationDeps {
  config: Pick<Config, 'twinQuota'>;
  /** Anonymous messages per IP per day. */
  ipLimiter: Limiter;
}

const DAY_MS = 24 * 3600 * 1000;

export const newAnonId = () => randomBytes(18).toString('base64url');

/** A visitor's daily message quota is used up (with all twins, or with this owner's); it frees as the day's messages age. */
export class QuotaExceededError extends RateLimitedError {
  readonly reason = 'quota_exceeded' as const;
  constructor(limit: number, signedIn: boolean, retryAfterSeconds: number, twinName?: string) {
    super(
      retryAfterSeconds,
      `You've reached today's limit of ${limit} messages with ${twinName ? `${twinName}'s twin` : 'twins'}. ${
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
  assertMayTalk(profile.twin_access, actor, ownerId, nameVisitorsKnow({ username: profile.username, displayName: profile.display_name }));
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

/**
 * Refuses a visitor's message when the owner's setting keeps them out, or past the daily quota: the
 * server's (messages with all twins; per visitor, and per IP for anonymous ones) and, for anonymous
 * visitors, the owner's own lower limit (messages with this twin).
 */
export async function checkTwinQuota(deps: TwinDeps, thread: ThreadRecord, actor: Actor, ip: string): Promise<void> {
  if (thread.threadType !== 'public_twin_chat' || !thread.twinOwnerId) return;
  // The owner may have closed the twin, or lowered the anonymous limit, since the conversation began.
  const { settings, name } = await loadTwinAccess(deps.db, thread.twinOwnerId);
  assertMayTalk(settings, actor, thread.twinOwnerId, name);
  const signedIn = actor.userId !== null;
  const visitor = signedIn ? { userId: actor.userId } : { anonId: actor.anonId };
  const serverLimit = signedIn ? deps.config.twinQuota.signedInPerDay : deps.config.twinQuota.anonymousPerDay;
  await refuseOverLimit(deps, { threadType: 'public_twin_chat', ...visitor }, serverLimit, signedIn);
  const ownerLimit = anonymousLimit(settings, deps.config.twinQuota.anonymousPerDay);
  if (!signedIn && ownerLimit < serverLimit) {
    await refuseOverLimit(deps, { threadType: 'public_twin_chat', twinOwnerId: thread.twinOwnerId, ...visitor }, ownerLimit, false, name);
  }
  if (!signedIn) {
    await deps.ipLimiter.consume(ip, () => new QuotaExceededError(serverLimit, false, 1).message);
  }
}

/** Which threads' visitor messages count: this visitor's twin chats (with one twin, or all). */
interface CountedThreads {
  threadType: 'public_twin_chat';
  twinOwnerId?: string;
  userId?: string | null;
  anonId?: string | null;
}

async function refuseOverLimit(deps: TwinDeps, threads: CountedThreads, limit: number, signedIn: boolean, twinName?: string) {
  const counted = { stepType: 'USER_MESSAGE', createdAt: { gte: new Date(Date.now() - DAY_MS) }, thread: threads };
  const used = await deps.db.step.count({ where: counted });
  if (used < limit) return;
  // Room comes back when the oldest message still counted is a day old.
  const oldest = await deps.db.step.findFirst({ where: counted, orderBy: { createdAt: 'asc' }, select: { createdAt: true } });
  const freesAt = (oldest?.createdAt.getTime() ?? Date.now()) + DAY_MS;
  throw new QuotaExceededError(limit, signedIn, Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)), twinName);
}
