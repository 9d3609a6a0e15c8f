/**
 * A person's usage counters (UsageCounter): a message counted in its turn's transaction (so the
 * next message sees it at once, and the limit is checked against the counts this write returns),
 * tokens added when the recorder writes them.
 */
import type { SqlExec } from '../db/hot-writes/index.js';
import { addToCounter } from '../db/statements/usage-counters.js';
import { periodsAt } from './periods.js';

export interface Counts {
  messages: number;
  tokens: number;
}

/** A person's counts today and this month (UTC). */
export interface PeriodCounts {
  day: Counts;
  month: Counts;
}

/**
 * Adds to the person's counters of the day and the month of `at`, and gives what they hold now.
 * The upsert locks the row until the transaction ends, so two sends at once are counted one after
 * the other: each sees the other's message.
 */
export async function count(
  exec: SqlExec,
  userId: string,
  add: { messages?: number; tokens?: number },
  at = new Date(),
): Promise<PeriodCounts> {
  const { day, month } = periodsAt(at);
  const after = async (period: string): Promise<Counts> => {
    const [row] = await exec.rows(addToCounter, {
      userId,
      period,
      messages: add.messages ?? 0,
      tokens: add.tokens ?? 0,
    });
    return { messages: Number(row?.messages ?? 0), tokens: Number(row?.tokens ?? 0) };
  };
  return { day: await after(day), month: await after(month) };
}
