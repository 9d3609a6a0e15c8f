/**
 * What a message tells Profile Pal about the person's profile when it is not simply the answer to
 * the question just asked: where they live ("I live in Lisbon", "I just moved to Porto"), what they
 * are into ("I'm really into bouldering and jazz", "I love sourdough"), what they are good at ("I'm
 * good at SQL", "I speak Portuguese"), what they achieved ("I won the design award"), what to call them ("Call me Maya"), or their line ("My bio is
 * …", "Change my bio to …"). And whether the person wants to skip the question ("skip", "I'd rather
 * not say"). The rules read the shape of a sentence — its subject and verb — never a test's words;
 * questions and hypotheticals tell nothing (sentence-kinds.ts).
 */
import type { ProfilePatch } from '../../onboarding/profile-steps.js';
import { achievementsIn } from './achievement-statements.js';
import { asClause } from './second-person.js';
import { isQuestion, plain, sentencesOf, withoutOpeners } from './sentence-kinds.js';

/** A whole message that asks to leave the question out. */
const SKIP =
  /^(?:(?:please |just |can we |let'?s |i'?ll )?(?:skip|pass)(?: (?:it|this|that|this one|that one|this question|that question|for now|on (?:it|this|that)(?: one)?))*|next(?: question| one)?|not now|later|maybe later|no|nope|no thanks?(?: you)?|none|nothing|n\/?a|rather not|i'?d rather not(?: say| answer| share)?(?: that)?|(?:i )?prefer not to (?:say|answer|share)|leave it (?:out|blank|empty)|i don'?t (?:want|wish) to (?:say|answer|share)(?: that| this)?|no comment|move on|go on)(?: please| for now| thanks| thank you)*$/i;

/**
 * The same in the other languages Duet speaks, as Profile Pal asks for it there ("Say “überspringen”
 * to leave it out"): the word to skip, or a plain no or later.
 */
const SKIP_ELSEWHERE = new Set(
  [
    'überspringen',
    'weiter',
    'nein',
    'später',
    'lieber nicht',
    'saltar',
    'omitir',
    'siguiente',
    'paso',
    'más tarde',
    'passer',
    'je passe',
    'suivant',
    'non',
    'plus tard',
    'pular',
    'próxima',
    'não',
    'depois',
    'スキップ',
    'パス',
    'いいえ',
    '次',
    'تخطي',
  ].map((word) => word.normalize('NFC')),
);

export function isSkip(message: string): boolean {
  const words = plain(message)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'/\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return SKIP.test(withoutOpeners(words)) || SKIP_ELSEWHERE.has(words.normalize('NFC'));
}

/** What makes a sentence about a case, not a fact: "If I lived in …", "I wish I lived in …". */
const NOT_SO =
  /\b(?:if|suppose|imagine|would|wish|hope|maybe|might|want|wanna|planning|plan|going to|gonna|thinking of)\b/i;

/**
 * What separates the items of a list as people type them in the languages Duet speaks: commas and
 * semicolons, and Japanese (、，；) and Arabic (، ؛) ones, which Profile Pal's questions ask for there.
 */
export const LIST_SIGNS = '[,;&、，；،؛]';
const ITEM_BREAK = new RegExp(String.raw`${LIST_SIGNS}|\band\b|\bas well as\b|\bplus\b`, 'i');

/** Items of a list: "climbing, jazz and tea" → three; pronouns and "my …" are not interests. */
export function items(list: string): string[] {
  return [
    ...new Set(
      list
        .split(ITEM_BREAK)
        .map((v) =>
          asClause(v)
            .replace(/^(?:also|too|really)\s+/i, '')
            .trim(),
        )
        .filter((v) => v.length > 1 && v.length <= 60 && !/^(?:it|this|that|them|you|him|her|my|your|to)\b/i.test(v)),
    ),
  ].slice(0, 10);
}

/** A place, without the time said after it ("Berlin last month" → "Berlin"). */
function place(text: string): string | null {
  const value = asClause(text)
    .replace(
      /\s+(?:now|recently|lately|these days|nowadays|for (?:now|good|work)|(?:last|this|next) \w+|(?:a|one|two|three|\d+) (?:days?|weeks?|months?|years?) ago|a while ago|since \S+)$/i,
      '',
    )
    .trim();
  return value && value.length <= 120 && !/^(?:here|there|it|this|that)$/i.test(value) ? value : null;
}

const ADVERB = String.raw`(?:(?:really|also|now|currently|still|just|recently|actually|very|pretty|quite|totally|mostly|so) )*`;

/** Written all in lower case, a name is capitalised as names are ("grace hopper" → "Grace Hopper"). */
export const asName = (name: string) =>
  name === name.toLowerCase() ? name.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;

type Reader = (sentence: string) => ProfilePatch | null;

const READERS: Reader[] = [
  // What they achieved: "I won …", "I was awarded …", "We launched …" (achievement-statements.ts).
  (s) => {
    const found = achievementsIn(s);
    return found ? { achievements: found } : null;
  },
  // What to call them.
  (s) => {
    const m =
      /^(?:my name is|my name's|call me|you can call me|i go by|i'm called|i am called|(?:change|set|update) my (?:display )?name to)\s+(\p{L}[\p{L}'. -]{0,60})$/iu.exec(
        s,
      );
    if (!m || m[1]!.trim().split(/\s+/).length > 4) return null;
    return { displayName: asName(asClause(m[1]!)) };
  },
  // Their line.
  (s) => {
    const m =
      /^(?:my bio(?: is|:)|(?:change|set|update) my bio to|describe me as|my one[- ]liner(?: is|:))\s+(.{3,280})$/i.exec(
        s,
      );
    return m ? { bio: asClause(m[1]!) } : null;
  },
  // Where they are based.
  (s) => {
    const m = new RegExp(
      String.raw`^(?:i(?:'m| am) ${ADVERB}(?:based|living|located|settled) in|i ${ADVERB}live in|i(?:'ve| have)? ${ADVERB}(?:moved|relocated) (?:to|back to)|my (?:location|city|home ?town) is|(?:change|set|update) my location to)\s+(.+)$`,
      'i',
    ).exec(s);
    const value = m ? place(m[1]!) : null;
    return value ? { location: value } : null;
  },
  // What they are good at.
  (s) => {
    const m = new RegExp(
      String.raw`^(?:i(?:'m| am) ${ADVERB}(?:good|great|skilled|experienced|an expert|fluent|strong) (?:at|in|with)|i ${ADVERB}speak|my skills (?:are|include)|(?:add|put) (.+?) (?:to|in) my skills$)\s*(.*)$`,
      'i',
    ).exec(s);
    if (!m) return null;
    const found = items(m[1] ?? m[2] ?? '');
    return found.length ? { skills: found } : null;
  },
  // What they are into.
  (s) => {
    const m = new RegExp(
      String.raw`^(?:i(?:'m| am) ${ADVERB}(?:into|interested in|passionate about|fascinated by|a (?:big |huge )?fan of|obsessed with)|i ${ADVERB}(?:love|enjoy|like|adore)|my (?:interests|hobbies|passions) (?:are|include)|(?:add|put) (.+?) (?:to|in) my interests$)\s*(.*)$`,
      'i',
    ).exec(s);
    if (!m) return null;
    const found = items(m[1] ?? m[2] ?? '');
    return found.length ? { interests: found } : null;
  },
];

/** Everything the message says about the profile, sentence by sentence (null: nothing). */
export function readProfileStatement(message: string): ProfilePatch | null {
  const patch: ProfilePatch = {};
  // A sentence may hold several ("I'm good at SQL and I'm into jazz"): each clause that starts anew with "I" or "my".
  const clauses = sentencesOf(message).flatMap((s) =>
    plain(s).split(/\s*(?:,\s*)?(?:\band\b|\bbut\b|\balso\b|;)\s+(?=(?:i|i'm|i've|i am|my)\s)/i),
  );
  for (const sentence of clauses) {
    const said = withoutOpeners(sentence).replace(/[\s.!?;,]+$/, '');
    // A request to change the profile, however politely put ("Could you add jazz to my interests?").
    const request = said.replace(/^(?:please\s+|(?:can|could|would|will) you\s+(?:please\s+)?)/i, '');
    const asked = /^(?:add|put|change|set|update)\b/i.test(request);
    const core = asked ? request : said;
    if (!core || (!asked && isQuestion(sentence)) || NOT_SO.test(core.split(/\s+/).slice(0, 4).join(' '))) continue;
    for (const read of READERS) {
      const found = read(core);
      if (!found) continue;
      if (found.interests) patch.interests = [...(patch.interests ?? []), ...found.interests];
      if (found.skills) patch.skills = [...(patch.skills ?? []), ...found.skills];
      if (found.achievements) patch.achievements = [...(patch.achievements ?? []), ...found.achievements];
      if (found.displayName) patch.displayName = found.displayName;
      if (found.bio) patch.bio = found.bio;
      if (found.location) patch.location = found.location;
      break;
    }
  }
  return Object.keys(patch).length ? patch : null;
}
