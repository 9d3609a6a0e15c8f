/**
 * Turns the owner's own words about themselves into words about them, as a
 * twin says them to a visitor: "I love climbing" → "Ada loves climbing".
 */
import { rewriteProse } from '../../words/verbatim.js';

/** Words that may sit between "I" and its verb: "I really love" → "Ada really loves". */
export const ADVERBS = new Set([
  'really',
  'also',
  'often',
  'always',
  'never',
  'usually',
  'sometimes',
  'still',
  'just',
  'mostly',
  'absolutely',
  'truly',
  'actually',
  'especially',
  'rarely',
  'already',
  'totally',
  'genuinely',
]);

/** Verbs that do not change after a third-person subject (modals, past forms); first-person.ts reads them too. */
export const UNCHANGED = new Set([
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
  'did',
  'had',
  'was',
  'went',
  'grew',
  'built',
  'made',
  'wrote',
  'ran',
  'began',
  'became',
  'came',
  'took',
  'got',
  'saw',
  'met',
  'found',
  'left',
  'taught',
  'thought',
  'bought',
  'brought',
  'spent',
  'won',
  'lost',
  'kept',
  'felt',
  'knew',
  'led',
  'sang',
  'swam',
  'drove',
  'rode',
  'flew',
  'gave',
  'told',
  'said',
  'sold',
  'stood',
  'understood',
  'fell',
  'broke',
  'chose',
  'spoke',
  'heard',
  'held',
  'paid',
  'sent',
  'slept',
  'taught',
  'caught',
  'fought',
  'drew',
  'threw',
  "can't",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
  "didn't",
  "hadn't",
  "wasn't",
  "mustn't",
  'used',
]);

const IRREGULAR: Record<string, string> = {
  am: 'is',
  "'m": 'is',
  have: 'has',
  do: 'does',
  go: 'goes',
  "don't": "doesn't",
  "haven't": "hasn't",
  "'ve": 'has',
  "'ll": 'will',
  "'d": 'would',
  were: 'was',
  "weren't": "wasn't",
};

/** "love" → "loves", "teach" → "teaches", "study" → "studies". */
export function thirdPersonVerb(verb: string): string {
  const lower = verb.toLowerCase().replace(/’/g, "'");
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (UNCHANGED.has(lower) || /ed$/.test(lower) || !/^[a-z]+$/.test(lower)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

const POSSESSIVE: Record<string, string> = { me: 'them', mine: 'theirs', myself: 'themselves' };

/**
 * Verbs a person says they do, in their base form: after "and", "or", "but" or a comma in the
 * same subject's clause ("I design apps and bake sourdough") they take the subject's form too.
 * A list, because a word alone does not say whether it is a verb ("climbers and hikers").
 */
const VERBS = new Set(
  `love like enjoy adore hate prefer want need work live build design make bake cook brew write read run teach
  study play paint draw climb travel help lead manage create develop code sing dance speak organise organize
  host grow knit sew hike swim ride cycle surf ski sail fish garden collect volunteer mentor coach train
  research photograph film edit produce compose restore repair fix sell own run tinker walk watch listen
  spend try care believe know keep look think feel dream plan ship launch maintain support advise consult
  draw sketch illustrate craft carve learn practise practice care raise care drink eat visit explore juggle
  skate row box lift shoot record perform direct act host curate`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that join another verb of the same subject: "and", "or", "but", "then", "and then". */
const JOINS = new Set(['and', 'or', 'but', 'then', 'nor']);

/**
 * "I love climbing and my dog" → "Ada loves climbing and their dog";
 * "My favourite book is Dune" → "Ada's favourite book is Dune";
 * "I'm from Leeds" → "Ada is from Leeds". Code and quotations stay as written.
 */
export function toThirdPerson(text: string, name: string): string {
  return rewriteProse(text, (prose) => proseInThirdPerson(prose, name));
}

function proseInThirdPerson(text: string, name: string): string {
  const tokens = text.split(/([\p{L}]+(?:['’][\p{L}]+)?|['’][\p{L}]+)/u);
  // tokens: [sep, word, sep, word, …, sep]
  let expectVerb = false;
  let atClauseStart = true;
  // The owner's verb was in the present ("designs"): a verb joined to it takes the same form.
  let present = false;
  let joined = false;
  for (let i = 1; i < tokens.length; i += 2) {
    const word = tokens[i]!;
    const lower = word.toLowerCase().replace(/’/g, "'");
    const before = tokens[i - 1]!;
    if (/[.!?;:]/.test(before)) {
      atClauseStart = true;
      present = false;
    }
    if (expectVerb) {
      if (ADVERBS.has(lower)) continue;
      tokens[i] = thirdPersonVerb(word);
      present = tokens[i] !== word || lower in IRREGULAR;
      expectVerb = false;
      atClauseStart = false;
      continue;
    }
    // A verb has what it does after it ("and bake sourdough"); a noun may end the list ("and design.").
    const next = tokens[i + 2];
    const goesOn = next !== undefined && /^\s+$/.test(tokens[i + 1]!) && !JOINS.has(next.toLowerCase());
    if (present && (joined || before.includes(',')) && goesOn && VERBS.has(lower)) {
      tokens[i] = thirdPersonVerb(word);
      joined = false;
      continue;
    }
    if (present && JOINS.has(lower)) {
      joined = true;
      continue;
    }
    if (!ADVERBS.has(lower)) joined = false;
    // "I love to cook and bake": the verbs after "to" stay as they are.
    if (lower === 'to' && tokens[i + 2] && VERBS.has(tokens[i + 2]!.toLowerCase())) present = false;
    const contraction = /^i(['’](?:m|ve|ll|d))$/i.exec(word);
    if (contraction) {
      const verb = IRREGULAR[contraction[1]!.toLowerCase().replace(/’/g, "'")]!;
      tokens[i] = `${name} ${verb}`;
      present = verb === 'is' || verb === 'has';
    } else if (lower === 'i') {
      tokens[i] = name;
      expectVerb = true;
    } else if (lower === 'my') {
      tokens[i] = atClauseStart ? `${name}'s` : 'their';
    } else if (POSSESSIVE[lower]) {
      tokens[i] = POSSESSIVE[lower];
    }
    atClauseStart = false;
  }
  return tokens.join('');
}
