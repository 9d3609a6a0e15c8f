/**
 * Reciprocal rank fusion: several rankings of the same things become one. Each list gives an item
 * 1 / (k + rank); an item found by both full text and meaning rises above one found by either alone.
 */

export const RRF_K = 60;

export interface FusedRank<Id> {
  id: Id;
  /** Its place (1 = first) in each ranking, null where that ranking did not find it. */
  ranks: (number | null)[];
  score: number;
}

export function fuseRankings<Id>(rankings: readonly (readonly Id[])[], k = RRF_K): FusedRank<Id>[] {
  const fused = new Map<Id, FusedRank<Id>>();
  rankings.forEach((ranking, list) => {
    ranking.forEach((id, index) => {
      const entry = fused.get(id) ?? { id, ranks: rankings.map(() => null), score: 0 };
      entry.ranks[list] = index + 1;
      entry.score += 1 / (k + index + 1);
      fused.set(id, entry);
    });
  });
  // Items are kept in the order the rankings first found them; the stable sort keeps that among equals.
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
