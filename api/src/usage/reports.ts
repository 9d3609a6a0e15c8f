/**
 * What usage people see: a person their own (Settings › Usage: by day and model), the admin
 * everyone's with cost where a price per model is set (prices.ts), and both as CSV.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { limitsFor, ownLimits, readLimits, usageNow } from './limits.js';
import { costOf, readPrices, type Prices } from './prices.js';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/** A day (UTC), a model and what its calls were for: their tokens. */
export interface UsageRow {
  day: string;
  model: string;
  purpose: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Some of the tokens are Duet's estimate (the provider reported none). */
  estimated: boolean;
}

/**
 * How many days a report covers, as the edges read it: REST's `?days=` text, GraphQL's Int; none
 * (or empty): 30.
 */
export const reportInput = z.object({
  days: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((days) => (days === undefined || days === null || days === '' ? 30 : Number(days)))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_DAYS, {
      message: `Give a whole number of days from 1 to ${MAX_DAYS}.`,
    }),
});
export type ReportInput = z.output<typeof reportInput>;

/** The days a report covers: the last `days` days up to today, UTC. */
export function rangeOf(days: number, now = new Date()): { from: Date; to: Date; days: number } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - (days - 1) * DAY_MS), to: new Date(today + DAY_MS), days };
}

async function rows(db: Db, where: { userId?: string }, range: { from: Date; to: Date }) {
  const records = await db.usageRecord.findMany({
    where: { ...where, createdAt: { gte: range.from, lt: range.to } },
    select: {
      userId: true,
      model: true,
      purpose: true,
      inputTokens: true,
      outputTokens: true,
      estimated: true,
      createdAt: true,
    },
  });
  const grouped = new Map<string, UsageRow & { userId: string | null }>();
  for (const r of records) {
    const day = r.createdAt.toISOString().slice(0, 10);
    const key = `${r.userId}\u0000${day}\u0000${r.model}\u0000${r.purpose}`;
    const row = grouped.get(key) ?? {
      userId: r.userId,
      day,
      model: r.model,
      purpose: r.purpose,
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      estimated: false,
    };
    row.calls += 1;
    row.inputTokens += r.inputTokens;
    row.outputTokens += r.outputTokens;
    row.estimated ||= r.estimated;
    grouped.set(key, row);
  }
  return [...grouped.values()].sort((a, b) => b.day.localeCompare(a.day) || a.model.localeCompare(b.model));
}

/** Messages, tokens and seconds of speech per day (the counters). */
async function messagesByDay(db: Db, userId: string | undefined, range: { from: Date; to: Date }) {
  const days: string[] = [];
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) {
    days.push(`day:${new Date(t).toISOString().slice(0, 10)}`);
  }
  const counters = await db.usageCounter.findMany({
    where: { ...(userId ? { userId } : {}), period: { in: days } },
  });
  return counters;
}

/** A person's own usage: today and this month against their limits, and the days by model. */
export async function personUsage(db: Db, userId: string, { days }: ReportInput, now = new Date()) {
  const range = rangeOf(days, now);
  const [current, records, counters] = await Promise.all([
    usageNow(db, userId, now),
    rows(db, { userId }, range),
    messagesByDay(db, userId, range),
  ]);
  const byDay = counters
    .map((c) => ({
      day: c.period.slice(4),
      messages: c.messages,
      tokens: c.tokens,
      audioSeconds: c.audioSeconds,
      twinAudioSeconds: c.twinAudioSeconds,
      speechSeconds: c.speechSeconds,
      twinSpeechSeconds: c.twinSpeechSeconds,
    }))
    .sort((a, b) => b.day.localeCompare(a.day));
  return { ...current, days: range.days, byDay, rows: records.map(({ userId: _, ...r }) => r) };
}

export type PersonUsage = Awaited<ReturnType<typeof personUsage>>;

/** Everyone's usage (the admin): per person and per model, with cost where a price is set. */
export async function everyonesUsage(db: Db, { days }: ReportInput, now = new Date()) {
  const range = rangeOf(days, now);
  const [records, counters, prices, defaults] = await Promise.all([
    rows(db, {}, range),
    messagesByDay(db, undefined, range),
    readPrices(db),
    readLimits(db),
  ]);
  const ids = [...new Set([...records.flatMap((r) => (r.userId ? [r.userId] : [])), ...counters.map((c) => c.userId)])];
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true, email: true, usageLimits: true },
  });
  const people = users.map((u) => {
    const mine = records.filter((r) => r.userId === u.id);
    return {
      userId: u.id,
      username: u.username,
      email: u.email,
      messages: counters.filter((c) => c.userId === u.id).reduce((n, c) => n + c.messages, 0),
      audioSeconds: counters.filter((c) => c.userId === u.id).reduce((n, c) => n + c.audioSeconds, 0),
      twinAudioSeconds: counters.filter((c) => c.userId === u.id).reduce((n, c) => n + c.twinAudioSeconds, 0),
      speechSeconds: counters.filter((c) => c.userId === u.id).reduce((n, c) => n + c.speechSeconds, 0),
      twinSpeechSeconds: counters.filter((c) => c.userId === u.id).reduce((n, c) => n + c.twinSpeechSeconds, 0),
      inputTokens: mine.reduce((n, r) => n + r.inputTokens, 0),
      outputTokens: mine.reduce((n, r) => n + r.outputTokens, 0),
      cost: totalCost(mine, prices),
      limits: ownLimits(u.usageLimits),
      applied: limitsFor(defaults, u.usageLimits),
    };
  });
  people.sort((a, b) => b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens));
  const models = [...new Set(records.map((r) => r.model))].sort().map((model) => {
    const mine = records.filter((r) => r.model === model);
    return {
      model,
      calls: mine.reduce((n, r) => n + r.calls, 0),
      inputTokens: mine.reduce((n, r) => n + r.inputTokens, 0),
      outputTokens: mine.reduce((n, r) => n + r.outputTokens, 0),
      cost: totalCost(mine, prices),
      price: prices[model] ?? null,
    };
  });
  const names = new Map(users.map((u) => [u.id, u.username]));
  const withCost = records.map((r) => ({
    ...r,
    username: r.userId ? (names.get(r.userId) ?? null) : null,
    cost: costOf(prices, r.model, r),
  }));
  return { days: range.days, defaults, people, models, rows: withCost, prices };
}

export type EveryonesUsage = Awaited<ReturnType<typeof everyonesUsage>>;

/** The sum of rows' cost; null when no row's model has a price. */
function totalCost(rows: readonly UsageRow[], prices: Prices): number | null {
  const costs = rows.map((r) => costOf(prices, r.model, r)).filter((c): c is number => c !== null);
  return costs.length ? round(costs.reduce((a, b) => a + b, 0)) : null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // A cell a spreadsheet would run as a formula starts with a quote.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

function toCsv(header: readonly string[], lines: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...lines].map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const personCsv = (u: PersonUsage) =>
  toCsv(
    ['day', 'model', 'purpose', 'calls', 'input_tokens', 'output_tokens', 'estimated'],
    u.rows.map((r) => [r.day, r.model, r.purpose, r.calls, r.inputTokens, r.outputTokens, r.estimated]),
  );

export const everyoneCsv = (u: EveryonesUsage) =>
  toCsv(
    ['day', 'username', 'model', 'purpose', 'calls', 'input_tokens', 'output_tokens', 'estimated', 'cost'],
    u.rows.map((r) => [
      r.day,
      r.username ?? '',
      r.model,
      r.purpose,
      r.calls,
      r.inputTokens,
      r.outputTokens,
      r.estimated,
      r.cost,
    ]),
  );
