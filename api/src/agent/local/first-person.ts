/**
 * Turns words about the owner into the owner's own, as a twin that speaks as them says them
 * (docs/product.md §11, the twin's voice): "Maya builds apps for climbers" → "I build apps for
 * climbers", "Maya's favourite book is Dune" → "My favourite book is Dune", "Ask Maya" → "Ask me",
 * and, once the owner is named, "She lives in Leeds" → "I live in Leeds". The owner's own words
 * ("I love climbing") stay as they are. Code and quotations stay as written.
 */
import { rewriteProse } from '../../words/verbatim.js';
import { ADVERBS, UNCHANGED } from './third-person.js';

const IRREGULAR: Record<string, string> = {
  is: 'am',
  "isn't": 'am not',
  has: 'have',
  "hasn't": "haven't",
  does: 'do',
  "doesn't": "don't",
  goes: 'go',
};

/** "builds" → "build", "teaches" → "teach", "studies" → "study", "is" → "am"; others stay. */
export function firstPersonVerb(verb: string): string {
  const lower = verb.toLowerCase().replace(/’/g, "'");
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (!/^[a-z]+s$/.test(lower) || /(?:ss|us|is)$/.test(lower)) return verb;
  if (/[^aeiou]ies$/.test(lower) && lower.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(?:sh|ch|x|z|o)es$/.test(lower)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** A word that says what its subject does: "builds", "is", "was", "built", "can". */
const isVerb = (word: string) => {
  const lower = word.toLowerCase().replace(/’/g, "'");
  return (
    lower in IRREGULAR ||
    UNCHANGED.has(lower) ||
    /^(?:was|wasn't|will|won't)$/.test(lower) ||
    (/^[a-z]+(?:s|ed)$/.test(lower) && !/(?:ss|us|is)$/.test(lower))
  );
};

/** Words after which a new clause, and so maybe a new subject, begins. */
const CLAUSE_WORDS = new Set(['and', 'but', 'so', 'because', 'that', 'when', 'while', 'since', 'although', 'though']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a text may name the owner: their display name, its first word, their username (with or without @). */
function namePattern(names: readonly string[]): RegExp | null {
  const forms = new Set<string>();
  for (const name of names) {
    const n = name.trim().replace(/^@/, '');
    if (!n) continue;
    forms.add(n);
    const first = n.split(/\s+/)[0]!;
    if (first.length > 1) forms.add(first);
  }
  if (forms.size === 0) return null;
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}@])@?(?:${alternatives.join('|')})(?![\\p{L}])`, 'gu');
}

/** The placeholder a mention of the owner becomes before the words around it are read. */
const OWNER = '\uE000';

/** "Maya builds apps" → "I build apps"; the owner's names are `names` (display name, username). */
export function toFirstPerson(text: string, names: readonly string[]): string {
  const pattern = namePattern(names);
  return rewriteProse(text, (prose) => proseInFirstPerson(pattern ? prose.replace(pattern, OWNER) : prose));
}

function proseInFirstPerson(text: string): string {
  const tokens = text.split(/([\p{L}]+(?:['’][\p{L}]+)?|\uE000(?:['’]s)?)/u);
  // tokens: [sep, word, sep, word, …, sep]
  let named = false;
  let clauseStart = true;
  /** The clause's subject is the owner: "her" and "his" in it are theirs. */
  let ownerClause = false;
  const wordAfter = (i: number) => {
    for (let j = i + 2; j < tokens.length; j += 2) if (!ADVERBS.has(tokens[j]!.toLowerCase())) return j;
    return -1;
  };
  const asSubject = (i: number) => {
    const next = wordAfter(i);
    tokens[i] = 'I';
    if (
      next > 0 &&
      /^\s*$/.test(
        tokens
          .slice(i + 1, next)
          .join('')
          .replace(/[\p{L}]+/gu, ''),
      )
    ) {
      const verb = tokens[next]!;
      if (/^is$/i.test(verb) && next === i + 2 && tokens[i + 1] === ' ') {
        tokens[i] = "I'm";
        tokens[next] = '';
        tokens[i + 1] = '';
      } else if (isVerb(verb)) tokens[next] = firstPersonVerb(verb);
    }
    ownerClause = true;
  };
  for (let i = 1; i < tokens.length; i += 2) {
    const before = tokens[i - 1]!;
    if (/[.!?;:\n]/.test(before)) {
      clauseStart = true;
      ownerClause = false;
    }
    const word = tokens[i]!;
    const lower = word.toLowerCase().replace(/’/g, "'");
    if (word.startsWith(OWNER)) {
      named = true;
      if (word.length > 1) {
        tokens[i] = clauseStart && /(?:^|[.!?]\s*)$/.test(before) ? 'My' : 'my';
        ownerClause = ownerClause || clauseStart;
      } else {
        const next = wordAfter(i);
        const subject = clauseStart || (next > 0 && isVerb(tokens[next]!) && !/[,]/.test(tokens[i + 1]!));
        if (subject) asSubject(i);
        else tokens[i] = 'me';
      }
    } else if (named && clauseStart && (lower === 'she' || lower === 'he')) {
      asSubject(i);
    } else if (ownerClause && (lower === 'her' || lower === 'his')) {
      const next = tokens[i + 2];
      const possessive =
        lower === 'his' || (next !== undefined && /^\s+$/.test(tokens[i + 1]!) && !CLAUSE_WORDS.has(next));
      tokens[i] = possessive ? 'my' : 'me';
    } else if (ownerClause && lower === 'him') {
      tokens[i] = 'me';
    } else if (ownerClause && (lower === 'herself' || lower === 'himself')) {
      tokens[i] = 'myself';
    }
    clauseStart = CLAUSE_WORDS.has(lower);
    if (clauseStart) ownerClause = false;
  }
  return tokens.join('');
}
