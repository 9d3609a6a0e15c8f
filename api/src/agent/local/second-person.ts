/** Turns the user's own words about themselves into words said back to them. */
import { rewriteProse } from '../../words/verbatim.js';

const SWAPS: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  was: 'were',
};

/** "I love climbing and my dog" → "you love climbing and your dog"; code and quotations stay as written. */
export function toSecondPerson(text: string): string {
  let previous = '';
  return rewriteProse(text, (prose) =>
    prose.replace(/[\p{L}]+(?:['’][\p{L}]+)?/gu, (word) => {
      const lower = word.toLowerCase().replace(/’/g, "'");
      const before = previous;
      previous = lower;
      // "am"/"was" only change after "I" ("I am" → "you are", but "it was" stays).
      if ((lower === 'am' || lower === 'was') && before !== 'i') return word;
      const swap = SWAPS[lower];
      return swap ?? word;
    }),
  );
}

/** Trims a fact for use inside a sentence: no trailing punctuation. */
export function asClause(text: string): string {
  return text.trim().replace(/[\s.!?;,]+$/u, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
