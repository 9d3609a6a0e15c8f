/** How usage reads on screen (Settings › Usage, /admin/usage): purposes in words, days filled in. */
import { i18n, type UsageDayValue, type UsageModelRow } from '@duet/design-system';
import { t } from '@lingui/core/macro';

/** What a model call was for, in words (the server's purpose codes). */
export function purposeText(purpose: string): string {
  switch (purpose) {
    case 'answer':
      return t`Answers`;
    case 'twin_reply':
      return t`Twin replies`;
    case 'title':
      return t`Titles`;
    case 'judgement':
      return t`Judgements`;
    case 'summary':
      return t`Summaries`;
    case 'embedding':
      return t`Embeddings`;
    case 'other':
      return t`Other`;
    default:
      return purpose;
  }
}

/** "Resets 2026-11-26 00:00 UTC". */
export function resetsText(iso: string): string {
  const when = iso.slice(0, 16).replace('T', ' ');
  return t`Resets ${when} UTC`;
}

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

/**
 * A cost in words: "$0.0123" (the admin's currency is theirs; two significant places below a cent),
 * rounded as ever, with the decimal sign of the language in use ("0,0123" in German).
 */
export function costText(cost: number | null | undefined): string | null {
  if (cost === null || cost === undefined) return null;
  const text = cost >= 0.01 ? cost.toFixed(2) : cost.toPrecision(2);
  // The language's decimal sign: what 1.5 is written with besides its digits (Lingui's memoized formatter).
  const decimal = i18n.number(1.5).replace(/\p{Nd}/gu, '');
  return decimal ? text.replace('.', decimal) : text;
}
