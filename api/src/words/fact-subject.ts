/**
 * What a fact is about, as words: one fact however it is written, and the subject of a fact a person
 * has only one of at a time. Used by the memories (memories/memory-judge.ts, memories/learning.ts)
 * and by the offline brain (agent/local/memory-lookup.ts); no I/O.
 */

/** One fact however it is written: lower case, no final punctuation, single spaces. */
export function normalise(content: string): string {
  return content
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s.!,;:]+$/, '')
    .trim();
}

/** A fact in lower case with straight apostrophes (the subject rules read this). */
export const plainFact = (text: string) => normalise(text).replace(/’/g, "'");

/**
 * What a fact is about, when it is one of the things a person has only one of at a time: where they
 * live, their name, employer, role, age, a favourite, a birthday ("my dog is …" is not one: a dog has
 * many facts).
 */
export function subjectOf(fact: string): string | null {
  const t = plainFact(fact).replace(/^(?:now|actually|so|also)\s*,?\s+/, '');
  if (
    /^(?:i (?:now )?(?:live|am living|'m living|reside) in|i(?:'m| am) (?:now )?(?:based|living) in|i(?:'ve| have)? ?(?:just )?(?:moved|relocated) to)\b/.test(
      t,
    )
  )
    return 'home';
  if (/^(?:my name is|call me|i(?:'m| am) called)\b/.test(t)) return 'name';
  if (
    /^(?:i (?:now )?work (?:at|for)|i(?:'m| am) (?:now )?(?:working|employed) (?:at|for)|my (?:employer|company) is)\b/.test(
      t,
    )
  )
    return 'employer';
  if (/^(?:i work as|my (?:job|role|title|job title) is)\b/.test(t)) return 'role';
  if (/^i(?:'m| am) \d+(?: years old)?$/.test(t)) return 'age';
  const mine =
    /^my ((?:least )?favou?rite [a-z' ]+?|[a-z']+(?:'s)? name|birthday|hometown|native language|first language|pronouns) (?:is|are)\b/.exec(
      t,
    );
  return mine ? `my ${mine[1]!.replace('favorite', 'favourite')}` : null;
}
