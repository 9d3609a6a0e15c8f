/**
 * What a question about a person asks for, and whether a fact answers it (docs/product.md §11, the
 * twin passes on what no public fact answers). Sharing a word is not enough: "What is Maya's
 * favourite film?" shares "favourite" with "My favourite book is Dune" but asks for a film. The
 * rules follow the kinds of questions, by their grammar:
 *
 * - "What/Which NOUN …?" ("What car does she drive?", "Which university did she go to?") and
 *   "What is X's NOUN?" ("What is Maya's favourite film?", "What's the name of her dog?") ask for
 *   the NOUN: the last word of the noun phrase that only qualifies ("favourite", "kind of", "name")
 *   does not count. A fact answers when it names that thing.
 * - "How old …?" asks for an age; "How many/much NOUN …?" for the NOUN.
 * - Any other question ("Is she vegetarian?", "Does she have children?", "What is Grace proud
 *   of?") asks for all its words that carry meaning: not the person's name, not the words that only
 *   qualify, not the light verbs ("do", "have", "like"). A fact answers when it holds every one.
 *
 * Words for the same thing count as one ("film" and "movie"); a word and its kinds do not ("sport"
 * is not "climbing": that needs a model that knows meanings).
 */
import { searchStems, stem, STOPWORDS, words as wordsOf } from './search-terms.js';

/** Words that pick one of a kind without naming it: "favourite film" asks for a film. */
const QUALIFIERS = new Set(
  `favourite favorite fave best worst most least top main first last latest newest recent current usual
  preferred biggest greatest ever kind kinds type types sort sorts genre genres name names`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that say how to answer, not what: "Who are you, in a few words?", "briefly". */
const MANNER = new Set(
  'word words sentence sentences short briefly brief detail details summary quickly please'.split(' '),
);
/** Nouns that ask for the noun after their "of": "the name of her dog", "what kind of music". */
const GENERIC_HEADS = new Set(['kind', 'kinds', 'type', 'types', 'sort', 'sorts', 'genre', 'genres', 'name', 'names']);
/** Verbs that carry no thing asked about: "Does she have children?" asks about children. */
const LIGHT_VERBS = new Set(
  `be is are was were been being do does did doing done have has had having get gets got go goes went going
  make makes made say says said use uses used spend spends spent happen happens`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Verbs of what a person likes: beside a thing they ask about it ("Does she like jazz?" asks about
 * jazz), alone they are what is asked ("What does she love?" is answered by what she loves).
 */
const FEELING_VERBS = new Set(
  `like likes liked love loves loved enjoy enjoys enjoyed adore adores prefer prefers think thinks feel feels`.split(
    ' ',
  ),
);
const AUXILIARIES = new Set(
  `is are was were 's do does did has have had can could will would should may might must`.split(' '),
);
const POSSESSIVE_PRONOUNS = new Set(['her', 'his', 'their', 'your', 'its']);
const SUBJECT_PRONOUNS = new Set(['she', 'he', 'they', 'you', 'it']);
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'any', 'some']);
/** Words that end a noun phrase: prepositions, conjunctions. */
const PHRASE_ENDS = new Set(
  `in at on for to from with about by into of and or but than as like since during after before when where
  while who that which`.split(/\s+/),
);

/** Words for the same thing, so either answers a question asked with the other. */
const SAME_THING: readonly string[][] = [
  ['film', 'films', 'movie', 'movies'],
  ['book', 'books', 'novel', 'novels'],
  ['car', 'cars', 'vehicle'],
  ['child', 'children', 'kid', 'kids', 'son', 'sons', 'daughter', 'daughters'],
  ['job', 'jobs', 'occupation', 'profession', 'career'],
  ['university', 'college', 'uni'],
  ['city', 'town'],
  ['song', 'songs', 'track', 'tracks'],
  ['hobby', 'hobbies', 'pastime', 'pastimes'],
  ['age', 'aged', 'born', 'birthday'],
  ['colour', 'color', 'colours', 'colors'],
  ['love', 'loves', 'loved', 'like', 'likes', 'liked', 'enjoy', 'enjoys', 'enjoyed', 'adore', 'adores'],
];
const CANON = new Map<string, string>();
for (const group of SAME_THING) for (const word of group) CANON.set(stem(word), stem(group[0]!));
const canon = (s: string) => CANON.get(s) ?? s;

export interface AskedThing {
  /** What a fact must name to answer (stems, words for one thing as one); empty: nothing in particular. */
  required: string[];
}

const normal = (w: string) => w.replace(/’/g, "'");
const possessorOf = (w: string, names: Set<string>) =>
  POSSESSIVE_PRONOUNS.has(w) || (w.endsWith("'s") && names.has(w.slice(0, -2)));

/** The thing a noun phrase names: its last word that does not only qualify, "of" followed. */
function headOf(phrase: string[], names: Set<string>): string | null {
  let words = phrase;
  // "the name of her dog", "kind of music": the noun after the last generic head's "of".
  for (let i = words.length - 2; i >= 0; i--) {
    if (words[i] === 'of' && GENERIC_HEADS.has(words[i - 1] ?? '')) {
      words = words.slice(i + 1);
      break;
    }
  }
  const nouns = words
    .map((w) => (w.endsWith("'s") ? w.slice(0, -2) : w))
    .filter((w) => !names.has(w) && !DETERMINERS.has(w) && !POSSESSIVE_PRONOUNS.has(w) && !STOPWORDS.has(w));
  for (let i = nouns.length - 1; i >= 0; i--) if (!QUALIFIERS.has(nouns[i]!)) return nouns[i]!;
  return null;
}

/** The noun phrase from `start`: up to a word that ends it (a preposition, an auxiliary, a subject). */
function phraseFrom(tokens: string[], start: number, names: Set<string>): string[] {
  const out: string[] = [];
  for (let i = start; i < tokens.length; i++) {
    const w = tokens[i]!;
    const keepsOf = w === 'of' && GENERIC_HEADS.has(tokens[i - 1] ?? '');
    if (!keepsOf && (PHRASE_ENDS.has(w) || AUXILIARIES.has(w) || SUBJECT_PRONOUNS.has(w))) break;
    if (names.has(w) && out.length > 0) break; // "Which city does Grace …": the subject ends it
    out.push(w);
  }
  return out;
}

/** The thing the question names, when it names one; null when it asks in other words. */
function namedThing(tokens: string[], names: Set<string>): string | null {
  const [first, second] = tokens;
  if (first === 'how' && second === 'old') return 'age';
  if (first === 'how' && (second === 'many' || second === 'much')) return headOf(phraseFrom(tokens, 2, names), names);
  // "What car …", "Which university …": the noun right after the question word.
  if ((first === 'what' || first === 'which') && second && !AUXILIARIES.has(second) && !names.has(second)) {
    if (!SUBJECT_PRONOUNS.has(second) && !POSSESSIVE_PRONOUNS.has(second)) {
      const head = headOf(phraseFrom(tokens, 1, names), names);
      if (head) return head;
    }
  }
  // "… Maya's favourite film", "… her hobbies", "the name of her dog": the thing of the person's.
  for (let i = 0; i < tokens.length; i++) {
    if (!possessorOf(tokens[i]!, names)) continue;
    const head = headOf(phraseFrom(tokens, i + 1, names), names);
    if (head) return head;
  }
  return null;
}

/** What `question` asks about a person known by `names` (their display name, username). */
export function askedThing(question: string, names: readonly string[] = []): AskedThing {
  const known = new Set(names.flatMap((n) => wordsOf(n)).map(normal));
  // A message with a question asks what its questions ask: "Hi!" or "Thanks." around one is no thing asked.
  const sentences = question.split(/(?<=[.!?])\s+/);
  const questions = sentences.filter((s) => s.trim().endsWith('?'));
  const tokens = wordsOf(questions.length > 0 ? questions.join(' ') : question)
    .map(normal)
    .flatMap((w) => (/^(?:what|who|where)'?s$/.test(w) ? [w.replace(/'?s$/, ''), 'is'] : [w]));
  const thing = namedThing(tokens, known);
  if (thing) return { required: [canon(stem(thing))] };
  // "Who is Maya?", "Who are you, in a few words?": the person as a whole, nothing in particular.
  if (tokens[0] === 'who' && ['is', 'are', 'was', "'s"].includes(tokens[1] ?? '')) return { required: [] };
  const meaningful = tokens.filter(
    (w) =>
      !STOPWORDS.has(w) &&
      !LIGHT_VERBS.has(w) &&
      !QUALIFIERS.has(w) &&
      !MANNER.has(w) &&
      !known.has(w.replace(/'s$/, '')),
  );
  const things = meaningful.filter((w) => !FEELING_VERBS.has(w));
  const content = things.length > 0 ? things : meaningful;
  return { required: [...new Set(content.map((w) => canon(stem(w))))] };
}

/** The stems of a text, words for one thing as one ("34 years old" says an age). */
export function thingsIn(text: string): Set<string> {
  const things = new Set([...searchStems(text)].map(canon));
  if (/\b\d+[\s-]+years?[\s-]+old\b/i.test(text)) things.add(canon(stem('age')));
  return things;
}

/** Whether `fact` answers what was asked: it names every thing the question asks for. */
export function answers(asked: AskedThing, fact: string): boolean {
  if (asked.required.length === 0) return false;
  const things = thingsIn(fact);
  return asked.required.every((s) => things.has(s));
}
