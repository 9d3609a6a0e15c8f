/** How usage reads on screen (Settings › Usage, /admin/usage): purposes in words, days filled in. */
import type { UsageDayValue, UsageModelRow } from '@duet/design-system';

const PURPOSES: Record<string, string> = {
  answer: 'Answers',
  twin_reply: 'Twin replies',
  title: 'Titles',
  judgement: 'Judgements',
  summary: 'Summaries',
  embedding: 'Embeddings',
  other: 'Other',
};

export const purposeText = (purpose: string) => PURPOSES[purpose] ?? purpose;

/** "Resets 2026-11-26 00:00 UTC". */
export const resetsText = (iso: string) => `Resets ${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The last `count` days up to today (UTC), oldest first, with the value of each (0 when none). */
export function lastDays(values: ReadonlyArray<{ day: string; value: number }>, count = 30, now = new Date()) {
  const byDay = new Map(values.map((v) => [v.day, v.value]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i): UsageDayValue => {
    const day = new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, value: byDay.get(day) ?? 0 };
  });
}

/** Rows of days, models and purposes summed by model and purpose, the most tokens first. */
export function byModel(
  rows: ReadonlyArray<{
    model: string;
    purpose: string;
    calls: number;
    inputTokens: number;
    outputTokens: number;
    estimated: boolean;
  }>,
): UsageModelRow[] {
  const sums = new Map<string, UsageModelRow>();
  for (const r of rows) {
    const key = `${r.model}\u0000${r.purpose}`;
    const row = sums.get(key) ?? {
      model: r.model,
      purpose: purposeText(r.purpose),
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      estimated: false,
    };
    row.calls += r.calls;
    row.inputTokens += r.inputTokens;
    row.outputTokens += r.outputTokens;
    row.estimated ||= r.estimated;
    sums.set(key, row);
  }
  return [...sums.values()].sort((a, b) => b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens));
}

/** A cost in words: "$0.0123" (the admin's currency is theirs; two significant places below a cent). */
export const costText = (cost: number | null | undefined) =>
  cost === null || cost === undefined ? null : cost >= 0.01 ? `${cost.toFixed(2)}` : cost.toPrecision(2);
