/**
 * The tokens of an embedding call, shared among the people whose texts it embedded (by the length
 * of their texts): background embedding counts as each person's usage, not as an answer's.
 */
import { estimateTokens } from '../words/token-estimate.js';
import type { UsageSink } from '../usage/recorder.js';

export function recordEmbedding(
  sink: UsageSink | undefined,
  model: string,
  texts: ReadonlyArray<{ userId: string | null; text: string }>,
  reportedTokens: number | undefined,
): void {
  if (!sink || texts.length === 0) return;
  const chars = texts.reduce((n, t) => n + t.text.length, 0);
  const tokens = reportedTokens ?? estimateTokens(chars);
  const byUser = new Map<string | null, number>();
  for (const t of texts) byUser.set(t.userId, (byUser.get(t.userId) ?? 0) + t.text.length);
  for (const [userId, own] of byUser) {
    sink.record({
      userId,
      purpose: 'embedding',
      model,
      inputTokens: chars > 0 ? Math.round((tokens * own) / chars) : 0,
      outputTokens: 0,
      estimated: reportedTokens === undefined,
    });
  }
}
