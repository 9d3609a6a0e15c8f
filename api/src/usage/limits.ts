/**
 * Limits per person per day and per month, in messages or in tokens: the instance's default (the
 * admin's, an instance setting) and a person's own (User.usageLimits, set by an admin). A twin's
 * replies count against its owner. At the limit a message is refused before anything is stored,
 * with when the limit resets (429, Retry-After).
 */
import { z } from 'zod';
import { recordAudit, type AdminActor } from '../admin/audit.js';
import type { Db } from '../db/client.js';
import { NotFoundError, RateLimitedError } from '../errors/domain-errors.js';
import type { Counts, PeriodCounts, UsageCounts } from './counters.js';
import { periodsAt } from './periods.js';
import { said } from '../words/said.js';

export type LimitUnit = 'messages' | 'tokens';

export interface LimitSettings {
  unit: LimitUnit;
  /** null: no limit. */
  daily: number | null;
  monthly: number | null;
}

const KEY = 'usage-limits';
const NO_LIMITS: LimitSettings = { unit: 'messages', daily: null, monthly: null };

const limitMessage = said(
  /*i18n*/ {
    id: 'error.usage.limit-whole-number',
    message: 'A limit is a whole number from 0 to 1,000,000,000, or none.',
  },
);
// Only an API client sends another unit (the admin area offers the two).
const unitMessage = 'The unit is messages or tokens.';
const count = z
  .number({ error: limitMessage })
  .int({ error: limitMessage })
  .min(0, { error: limitMessage })
  .max(1_000_000_000, { error: limitMessage })
  .nullable();
const unit = z.enum(['messages', 'tokens'], { error: unitMessage });
const stored = z.object({ unit, daily: count, monthly: count });
/** A person's own limits: either may be left to the instance's (undefined). */
export const personLimitsRule = z.object({ daily: count.optional(), monthly: count.optional() }).strict();
export type PersonLimits = z.infer<typeof personLimitsRule>;

export async function readLimits(db: Db): Promise<LimitSettings> {
  const row = await db.instanceSetting.findUnique({ where: { key: KEY } });
  const parsed = stored.safeParse(row?.value);
  return parsed.success ? parsed.data : NO_LIMITS;
}

async function writeLimits(db: Db, limits: LimitSettings): Promise<LimitSettings> {
  const value = stored.parse(limits);
  await db.instanceSetting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
  return value;
}

/** A person's own limits as stored (User.usageLimits); unreadable or absent: none of their own. */
export function ownLimits(stored: unknown): PersonLimits {
  const parsed = personLimitsRule.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

/** What applies to a person: their own where set, else the instance's. */
export function limitsFor(instance: LimitSettings, own: unknown): LimitSettings {
  const mine = ownLimits(own);
  return {
    unit: instance.unit,
    daily: mine.daily !== undefined ? mine.daily : instance.daily,
    monthly: mine.monthly !== undefined ? mine.monthly : instance.monthly,
  };
}

export interface UsageNow {
  limits: LimitSettings;
  today: UsageCounts;
  thisMonth: UsageCounts;
  dayEnds: Date;
  monthEnds: Date;
}

/** A person's counts today and this month. */
async function countsNow(db: Db, userId: string, now = new Date()): Promise<{ day: UsageCounts; month: UsageCounts }> {
  const periods = periodsAt(now);
  const rows = await db.usageCounter.findMany({ where: { userId, period: { in: [periods.day, periods.month] } } });
  const of = (period: string): UsageCounts => {
    const row = rows.find((r) => r.period === period);
    return {
      messages: row?.messages ?? 0,
      tokens: row?.tokens ?? 0,
      audioSeconds: row?.audioSeconds ?? 0,
      twinAudioSeconds: row?.twinAudioSeconds ?? 0,
      speechSeconds: row?.speechSeconds ?? 0,
      twinSpeechSeconds: row?.twinSpeechSeconds ?? 0,
    };
  };
  return { day: of(periods.day), month: of(periods.month) };
}

/** The limits that apply to a person: the instance's and their own, read together. */
async function readLimitsFor(db: Db, userId: string): Promise<LimitSettings> {
  const [instance, user] = await Promise.all([
    readLimits(db),
    db.user.findUnique({ where: { id: userId }, select: { usageLimits: true } }),
  ]);
  return limitsFor(instance, user?.usageLimits);
}

/** A person's limits and how much of them is used now. */
export async function usageNow(db: Db, userId: string, now = new Date()): Promise<UsageNow> {
  const periods = periodsAt(now);
  const [limits, counts] = await Promise.all([readLimitsFor(db, userId), countsNow(db, userId, now)]);
  return {
    limits,
    today: counts.day,
    thisMonth: counts.month,
    dayEnds: periods.dayEnds,
    monthEnds: periods.monthEnds,
  };
}

/** The limit was reached: when it resets, in words ("at 00:00 UTC, in 3 hours"). */
export class UsageLimitError extends RateLimitedError {
  override readonly reason = 'usage_limit';
  constructor(message: string, retryAfterSeconds: number) {
    super(retryAfterSeconds, message);
    this.name = 'UsageLimitError';
  }
}

/** "1 minute", "3 minutes" (the number as English writes it): marked, so a sentence says it in its language. */
export const minutesText = (minutes: number) =>
  minutes === 1
    ? said(/*i18n*/ { id: 'error.usage.one-minute', message: '1 minute' })
    : said(
        /*i18n*/ { id: 'error.usage.minutes', message: '{minutes} minutes' },
        { minutes: minutes.toLocaleString('en-US') },
      );

/**
 * How long until a reset, in words: "in 3 hours 10 min", "in 5 minutes". Each form is marked
 * (words/said.ts), like the sentences that give it as their value `{wait}`.
 */
export function inWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.ceil((seconds % 3600) / 60);
  if (hours >= 48) {
    return said(/*i18n*/ { id: 'error.usage.in-days', message: 'in {days} days' }, { days: Math.round(hours / 24) });
  }
  if (hours >= 1) {
    const withMinutes = minutes >= 1 && hours < 3;
    if (hours === 1) {
      return withMinutes
        ? said(/*i18n*/ { id: 'error.usage.in-an-hour-and-minutes', message: 'in 1 hour {minutes} min' }, { minutes })
        : said(/*i18n*/ { id: 'error.usage.in-an-hour', message: 'in 1 hour' });
    }
    return withMinutes
      ? said(
          /*i18n*/ { id: 'error.usage.in-hours-and-minutes', message: 'in {hours} hours {minutes} min' },
          {
            hours,
            minutes,
          },
        )
      : said(/*i18n*/ { id: 'error.usage.in-hours', message: 'in {hours} hours' }, { hours });
  }
  return minutes === 1
    ? said(/*i18n*/ { id: 'error.usage.in-a-minute', message: 'in 1 minute' })
    : said(
        /*i18n*/ { id: 'error.usage.in-minutes', message: 'in {minutes} minutes' },
        { minutes: Math.max(1, minutes) },
      );
}

const amount = (n: number, unit: LimitUnit) =>
  `${n.toLocaleString('en-US')} ${unit === 'messages' ? (n === 1 ? 'message' : 'messages') : 'tokens'}`;

/** A message's check against its person's limits: given the counts with the message in them. */
export type LimitCheck = (counts: PeriodCounts, now: Date) => void;

/**
 * The check a message to `userId`'s brain (or twin) must pass, or null when no limit applies.
 * Messages: refused past the limit (the counts include the message). Tokens: refused once the
 * limit is reached (a message's tokens are known only after its answer).
 * `twin`: the message is to this person's twin (its visitor is not told the owner's figures).
 */
async function limitCheck(db: Db, userId: string, { twin = false } = {}): Promise<LimitCheck | null> {
  const limits = await readLimitsFor(db, userId);
  if (limits.daily === null && limits.monthly === null) return null;
  const over = (c: Counts, limit: number | null) =>
    limit !== null && (limits.unit === 'messages' ? c.messages > limit : c.tokens >= limit);
  return (counts, now) => {
    const periods = periodsAt(now);
    const reached = over(counts.day, limits.daily)
      ? {
          limit: limits.daily!,
          period: said(/*i18n*/ { id: 'error.usage.today', message: 'today' }),
          ends: periods.dayEnds,
        }
      : over(counts.month, limits.monthly)
        ? {
            limit: limits.monthly!,
            period: said(/*i18n*/ { id: 'error.usage.this-month', message: 'this month' }),
            ends: periods.monthEnds,
          }
        : null;
    if (!reached) return;
    const seconds = Math.max(1, Math.ceil((reached.ends.getTime() - now.getTime()) / 1000));
    throw new UsageLimitError(limitReached(twin, limits.unit, reached, seconds), seconds);
  };
}

/**
 * "You've reached your limit of 20 messages today. It resets at 2025-01-02 00:00 UTC (in 3 hours
 * 10 min).": whole sentences by unit (and one message), the period and the wait given in words.
 */
function limitReached(
  twin: boolean,
  unit: LimitUnit,
  reached: { limit: number; period: string; ends: Date },
  seconds: number,
): string {
  const values = {
    count: reached.limit.toLocaleString('en-US'),
    period: reached.period,
    time: reached.ends.toISOString().slice(0, 16).replace('T', ' '),
    wait: inWords(seconds),
  };
  if (twin) {
    return said(
      /*i18n*/ {
        id: 'error.usage.twin-limit-reached',
        message: 'This twin has answered all it can {period}. It resets at {time} UTC ({wait}).',
      },
      values,
    );
  }
  if (unit === 'tokens') {
    return said(
      /*i18n*/ {
        id: 'error.usage.limit-reached-tokens',
        message: "You've reached your limit of {count} tokens {period}. It resets at {time} UTC ({wait}).",
      },
      values,
    );
  }
  return reached.limit === 1
    ? said(
        /*i18n*/ {
          id: 'error.usage.limit-reached-one-message',
          message: "You've reached your limit of 1 message {period}. It resets at {time} UTC ({wait}).",
        },
        values,
      )
    : said(
        /*i18n*/ {
          id: 'error.usage.limit-reached-messages',
          message: "You've reached your limit of {count} messages {period}. It resets at {time} UTC ({wait}).",
        },
        values,
      );
}

/**
 * Refuses a message at once when its person is already at a limit (before any work), and gives the
 * check the turn repeats on the counts its own transaction writes (chat/runs/turn.ts), so two sends
 * at once cannot both pass the last message.
 */
export async function checkBeforeAnswer(
  db: Db,
  userId: string,
  options: { twin?: boolean; now?: Date } = {},
): Promise<LimitCheck | undefined> {
  const check = await limitCheck(db, userId, options);
  if (!check) return undefined;
  const now = options.now ?? new Date();
  const counts = await countsNow(db, userId, now);
  check({ day: plusOne(counts.day), month: plusOne(counts.month) }, now);
  return check;
}

const plusOne = (c: Counts): Counts => ({ messages: c.messages + 1, tokens: c.tokens });

/** A limit in words for the audit log: "20 messages a day", "no monthly limit". */
function limitWords(limit: number | null | undefined, unit: LimitUnit, period: 'day' | 'month') {
  if (limit === undefined) return `the usual ${period === 'day' ? 'daily' : 'monthly'} limit`;
  if (limit === null) return `no ${period === 'day' ? 'daily' : 'monthly'} limit`;
  return `${amount(limit, unit)} a ${period}`;
}

/**
 * The instance's limits as the admin changes them: a field left out (or a null unit) stays as it
 * is; a null limit is none. Extra keys are ignored, as they always were.
 */
export const defaultLimitsInput = z.object({
  unit: unit.nullish(),
  daily: count.optional(),
  monthly: count.optional(),
});
export type DefaultLimitsInput = z.output<typeof defaultLimitsInput>;

/** The admin sets the instance's limits (unit, daily, monthly; null: none); recorded in the audit log. */
export async function setDefaultLimits(db: Db, actor: AdminActor, input: DefaultLimitsInput) {
  const current = await readLimits(db);
  const limits: LimitSettings = {
    unit: input.unit ?? current.unit,
    daily: input.daily === undefined ? current.daily : input.daily,
    monthly: input.monthly === undefined ? current.monthly : input.monthly,
  };
  return db.$transaction(async (tx) => {
    const written = await writeLimits(tx as Db, limits);
    await recordAudit(tx as Db, actor, 'usage_limits.changed', {
      detail: `${limitWords(limits.daily, limits.unit, 'day')}, ${limitWords(limits.monthly, limits.unit, 'month')}`,
    });
    return written;
  });
}

/**
 * A person's limits as the admin changes them: a number or null (no limit) for each, or `reset`
 * (only `true` counts) to give them the instance's again. With `reset` the numbers are not read,
 * so they are checked only without it, as before; a left-out one keeps the person's own.
 */
export const personLimitsInput = z
  .object({
    daily: z.custom<number | null>().optional(),
    monthly: z.custom<number | null>().optional(),
    reset: z
      .unknown()
      .transform((value) => value === true)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.reset) return;
    for (const field of ['daily', 'monthly'] as const) {
      const parsed = count.optional().safeParse(input[field]);
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
  });
export type PersonLimitsInput = z.output<typeof personLimitsInput>;

/**
 * The admin sets a person's own limits: a number or null (no limit) overrides the instance's, and
 * `reset` gives the person the instance's again. Recorded in the audit log.
 */
export async function setPersonLimits(
  db: Db,
  actor: AdminActor,
  userId: string,
  input: PersonLimitsInput,
): Promise<PersonLimits> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { usageLimits: true, email: true, username: true },
  });
  if (!user) throw new NotFoundError(said(/*i18n*/ { id: 'error.usage.no-such-person', message: 'No such person' }));
  const own: PersonLimits = input.reset
    ? {}
    : {
        ...ownLimits(user.usageLimits),
        ...(input.daily !== undefined ? { daily: input.daily } : {}),
        ...(input.monthly !== undefined ? { monthly: input.monthly } : {}),
      };
  const { unit } = await readLimits(db);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { usageLimits: own } });
    await recordAudit(tx as Db, actor, 'person.usage_limits_changed', {
      id: userId,
      label: `${user.email} (@${user.username})`,
      detail: input.reset
        ? 'back to the usual limits'
        : `${limitWords(own.daily, unit, 'day')}, ${limitWords(own.monthly, unit, 'month')}`,
    });
  });
  return own;
}
