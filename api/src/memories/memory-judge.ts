/**
 * Deciding what a new fact does to what the brain already knows: nothing new (the same fact, however
 * worded), a change (a newer fact about the same thing: "I moved to Berlin" after "I live in Munich"),
 * or something to add. These rules judge when the provider has no judges of its own (the offline
 * brain) and when a model's judgement (agent/memory-judgements.ts) fails (learning.ts).
 */
import { plainFact as plain, subjectOf } from '../words/fact-subject.js';
import { searchStems } from '../words/search-terms.js';
import type { ForgetJudge, MemoryJudge } from '../agent/ports.js';

const NEGATION =
  /\b(?:not|no|never|don't|doesn't|didn't|isn't|aren't|wasn't|can't|cannot|won't|no longer|anymore|any more)\b/;
const NEGATION_WORDS = new Set(['not', 'no', 'never', 'longer', 'anymore', 'more']);

/** Stems that carry the fact, without the words that only negate it. */
function factStems(text: string): Set<string> {
  return new Set([...searchStems(text)].filter((s) => !NEGATION_WORDS.has(s)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The rules: the same stems (or nearly) and the same sense is the same fact; the same subject, or the same stems with the sense turned round, is a change. */
export const ruleJudge: MemoryJudge = async (fact, known) => {
  const stems = factStems(fact);
  const negative = NEGATION.test(plain(fact));
  const subject = subjectOf(fact);
  let update: string | null = null;
  for (const memory of known) {
    if (plain(memory.content) === plain(fact)) return { action: 'same', id: memory.id };
    const similar = jaccard(stems, factStems(memory.content)) >= 0.75;
    const sameSense = NEGATION.test(plain(memory.content)) === negative;
    if (similar && sameSense) return { action: 'same', id: memory.id };
    if (update === null && ((similar && !sameSense) || (subject !== null && subjectOf(memory.content) === subject)))
      update = memory.id;
  }
  return update ? { action: 'update', id: update } : { action: 'add' };
};

/** The rules: the memory that holds most of the request's words (at least 60%), fewest extra words first. */
export const ruleForget: ForgetJudge = async (about, known) => {
  const wanted = factStems(about);
  if (wanted.size === 0) return [];
  const scored = known
    .map((memory) => {
      const stems = factStems(memory.content);
      let shared = 0;
      for (const s of wanted) if (stems.has(s)) shared++;
      return { id: memory.id, cover: shared / wanted.size, fit: jaccard(wanted, stems) };
    })
    .filter((m) => m.cover >= 0.6)
    .sort((a, b) => b.cover - a.cover || b.fit - a.fit);
  return scored.length ? [scored[0]!.id] : [];
};
