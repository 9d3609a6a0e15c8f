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
import { minutesText } from '../usage/limits.js';
import { said } from '../words/said.js';
import { anonymousLimit, assertMayTalk, loadTwinAccess } from './twin-settings.js';

export interface TwinDeps extends ThreadDeps, NotificationDeps {
  config: Pick<Config, 'twinQuota'>;
  /** Anonymous messages per address in any 24 hours (a sliding window: it says when a message frees). */
  ipLimiter: Limiter;
  /** New conversations per visitor, and per address (anonymous visitors), in any hour. */
  startsPerVisitor: Limiter;
  startsPerIp: Limiter;
}

const DAY_MS = 24 * 3600 * 1000;

export const newAnonId = () => randomBytes(18).toString('base64url');

/** A visitor's daily message quota is used up (with all twins, or with this owner's); it frees as the day's messages age. */
export class QuotaExceededError extends RateLimitedError {
  override readonly reason = 'quota_exceeded' as const;
  constructor(limit: number, signedIn: boolean, retryAfterSeconds: number, twinName?: string) {
    super(retryAfterSeconds, quotaSentence(limit, signedIn, twinName));
    this.name = 'QuotaExceededError';
  }
}

/** "You've reached today's limit of 20 messages with Ada's twin. Come back tomorrow." */
function quotaSentence(limit: number, signedIn: boolean, twinName: string | undefined): string {
  if (twinName) {
    const values = { limit, name: twinName };
    return signedIn
      ? said(
          /*i18n*/ {
            id: 'error.twin.quota-one-twin',
            message: "You've reached today's limit of {limit} messages with {name}'s twin. Come back tomorrow.",
          },
          values,
        )
      : said(
          /*i18n*/ {
            id: 'error.twin.quota-one-twin-sign-in',
            message:
              "You've reached today's limit of {limit} messages with {name}'s twin. Sign in for more, or come back tomorrow.",
          },
          values,
        );
  }
  return signedIn
    ? said(
        /*i18n*/ {
          id: 'error.twin.quota-all-twins',
          message: "You've reached today's limit of {limit} messages with twins. Come back tomorrow.",
        },
        { limit },
      )
    : said(
        /*i18n*/ {
          id: 'error.twin.quota-all-twins-sign-in',
          message:
            "You've reached today's limit of {limit} messages with twins. Sign in for more, or come back tomorrow.",
        },
        { limit },
      );
}

/**
 * "50 minutes", "19 hours": how long until a refused visitor may try again. Marked, so that inside a
 * sentence it is said in the reader's language too (words/say-in.ts says a value that is a sentence).
 */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return minutesText(minutes);
  return said(/*i18n*/ { id: 'error.twin.wait-hours', message: '{hours} hours' }, { hours: Math.round(minutes / 60) });
}

/**
 * The address's share of anonymous twin messages is used up: said to every visitor there, including
 * one who has sent nothing, as the address's limit, with when its oldest message of the day frees.
 */
export class AddressQuotaExceededError extends RateLimitedError {
  override readonly reason = 'quota_exceeded' as const;
  constructor(limit: number, retryAfterSeconds: number) {
    super(retryAfterSeconds, addressQuotaSentence(limit, retryAfterSeconds));
    this.name = 'AddressQuotaExceededError';
  }
}

/** Too many new twin conversations in the last hour, from this visitor or from their address. */
export class TwinStartLimitError extends RateLimitedError {
  override readonly reason = 'too_many_conversations' as const;
  constructor(limit: number, by: 'visitor' | 'address', retryAfterSeconds: number) {
    super(
      retryAfterSeconds,
      by === 'visitor'
        ? visitorStartsSentence(limit, retryAfterSeconds)
        : addressStartsSentence(limit, retryAfterSeconds),
    );
    this.name = 'TwinStartLimitError';
  }
}

/** "Visitors from your network … have sent 30 messages with twins in the last 24 hours …, or try again in 5 hours." */
function addressQuotaSentence(limit: number, retryAfterSeconds: number): string {
  return said(
    /*i18n*/ {
      id: 'error.twin.address-quota',
      message:
        'Visitors from your network (your internet address) have sent {limit} messages with twins in the last 24 hours, the most an address can send. Sign in to keep chatting, or try again in {wait}.',
    },
    { limit, wait: waitText(retryAfterSeconds) },
  );
}

/** "You've started 10 conversations with twins in the last hour, …, or start another in 20 minutes." */
function visitorStartsSentence(limit: number, retryAfterSeconds: number): string {
  return said(
    /*i18n*/ {
      id: 'error.twin.starts-visitor',
      message:
        "You've started {limit} conversations with twins in the last hour, the most there can be. Continue one of them, or start another in {wait}.",
    },
    { limit, wait: waitText(retryAfterSeconds) },
  );
}

/** "Visitors from your network … have started 30 conversations with twins in the last hour, …. Try again in 20 minutes." */
function addressStartsSentence(limit: number, retryAfterSeconds: number): string {
  return said(
    /*i18n*/ {
      id: 'error.twin.starts-address',
      message:
        'Visitors from your network (your internet address) have started {limit} conversations with twins in the last hour, the most there can be. Try again in {wait}.',
    },
    { limit, wait: waitText(retryAfterSeconds) },
  );
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
  { fresh = false, ip = 'unknown' }: { fresh?: boolean; ip?: string } = {},
): Promise<StartedTwinChat> {
  const profile = await publicProfileByUsername(deps.db, username);
  const ownerId = profile.owner_id;
  const self = actor.userId === ownerId;
  assertMayTalk(
    profile.twin_access,
    actor,
    ownerId,
    nameVisitorsKnow({ username: profile.username, displayName: profile.display_name }),
  );
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
  if (!self)
    await limitStarts(deps, actor.userId ? `user:${actor.userId}` : `anon:${anonId}`, actor.userId === null, ip);
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
  // The owner hears of it with the visitor's first message (noteVisitorMessage), not now: opening
  // the page or the embed is not yet a conversation.
  const thread = (await deps.reads.threadsByIds([created.id])).get(created.id)!;
  return { thread, newAnonId: actor.userId || actor.anonId ? null : anonId };
}

/**
 * A visitor's message was accepted: the first of a conversation tells the owner (docs/product.md §11).
 * While the owner has not read it, one notification counts the new conversations.
 */
export async function noteVisitorMessage(deps: TwinDeps, thread: ThreadRecord, actor: Actor): Promise<void> {
  if (thread.threadType !== 'public_twin_chat' || !thread.twinOwnerId || actor.userId === thread.twinOwnerId) return;
  // The message just written is the conversation's first (an edit of it is a second one).
  const sent = await deps.db.step.count({ where: { threadId: thread.id, stepType: 'USER_MESSAGE' } });
  if (sent !== 1) return;
  await notify(deps, thread.twinOwnerId, {
    type: 'info',
    channel: 'twin',
    title: said(/*i18n*/ { id: 'notice.twin.started', message: 'Someone started a conversation with your twin' }),
    summary: actor.userId
      ? said(
          /*i18n*/ { id: 'notice.twin.signed-in-visitor', message: 'A signed-in visitor is chatting with your twin.' },
        )
      : said(
          /*i18n*/ { id: 'notice.twin.anonymous-visitor', message: 'An anonymous visitor is chatting with your twin.' },
        ),
    actionUrl: '/twin',
    // Folded, the notification speaks of the group: its visitors may be signed in or not.
    fold: {
      key: 'twin_started',
      title: (count) =>
        said(
          /*i18n*/ { id: 'notice.twin.started-many', message: '{count} new conversations with your twin' },
          { count },
        ),
      summary: () => said(/*i18n*/ { id: 'notice.twin.visitors', message: 'Visitors are chatting with your twin.' }),
    },
  });
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
    await refuseOverLimit(
      deps,
      { threadType: 'public_twin_chat', twinOwnerId: thread.twinOwnerId, ...visitor },
      ownerLimit,
      false,
      name,
    );
  }
  if (!signedIn) {
    await deps.ipLimiter.consume(
      ip,
      (retry) => new AddressQuotaExceededError(deps.config.twinQuota.anonymousPerIpDay, retry),
    );
  }
}

/** A new conversation counts against the visitor's hourly limit, and an anonymous one against the address's too. */
async function limitStarts(deps: TwinDeps, visitorKey: string, anonymous: boolean, ip: string) {
  const { startsPerVisitorHourly, startsPerIpHourly } = deps.config.twinQuota;
  await deps.startsPerVisitor.consume(
    visitorKey,
    (retry) => new TwinStartLimitError(startsPerVisitorHourly, 'visitor', retry),
  );
  if (anonymous) {
    await deps.startsPerIp.consume(ip, (retry) => new TwinStartLimitError(startsPerIpHourly, 'address', retry));
  }
}

/** Which threads' visitor messages count: this visitor's twin chats (with one twin, or all). */
interface CountedThreads {
  threadType: 'public_twin_chat';
  twinOwnerId?: string;
  userId?: string | null;
  anonId?: string | null;
}

async function refuseOverLimit(
  deps: TwinDeps,
  threads: CountedThreads,
  limit: number,
  signedIn: boolean,
  twinName?: string,
) {
  const counted = { stepType: 'USER_MESSAGE', createdAt: { gte: new Date(Date.now() - DAY_MS) }, thread: threads };
  const used = await deps.db.step.count({ where: counted });
  if (used < limit) return;
  // Room comes back when the oldest message still counted is a day old.
  const oldest = await deps.db.step.findFirst({
    where: counted,
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  const freesAt = (oldest?.createdAt.getTime() ?? Date.now()) + DAY_MS;
  throw new QuotaExceededError(limit, signedIn, Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)), twinName);
}
