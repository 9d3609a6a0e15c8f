/**
 * The questions a visitor asks first, and the public profile plainly answers (issue 57): what the
 * owner does (their role), where they work, where they are, what they are into. Read by the kind
 * of question — its question word, its verb and what it asks about, in any person ("you", "she",
 * "Maya") — and answered from the profile's fields for that kind and the public memories that
 * state that kind of fact; else the question goes to the owner. Never with a fact that only shares
 * a word with the question ("my work website" does not say where someone works). Used by twin-policy.ts.
 */
import type { TwinProfile } from '../tools/twin-tools.js';
import type { TwinVoice } from './twin-voice.js';

export type PlainKind = 'role' | 'work' | 'location' | 'interests';

const WHO = String.raw`(?:you|she|he|they|[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+)?)`;
const DO = String.raw`(?:do|does|did)`;
const POSSESSIVE = String.raw`(?:your|her|his|their|[\p{L}'’.-]+['’]s)`;

/** Questions by kind; the first that matches wins (work before role: "Where does she work?"). */
const KINDS: Array<[PlainKind, RegExp]> = [
  [
    'work',
    new RegExp(
      String.raw`^(?:where\s+${DO}\s+${WHO}\s+work|who\s+${DO}\s+${WHO}\s+work\s+(?:for|with)|(?:which|what)\s+(?:company|firm|organi[sz]ation|employer|studio|agency|place)\s+${DO}\s+${WHO}\s+work|where\s+(?:is|are)\s+${WHO}\s+(?:employed|working)|who\s+(?:is|are)\s+${POSSESSIVE}\s+(?:employer|company)|(?:what|which)\s+(?:is|are)\s+${POSSESSIVE}\s+(?:employer|company|workplace))\b`,
      'iu',
    ),
  ],
  [
    'role',
    new RegExp(
      String.raw`^(?:what\s+${DO}\s+${WHO}\s+do(?:\s+for\s+(?:work|a\s+living|money))?(?:\s+(?:now|nowadays|these\s+days))?$|what\s+(?:is|are|'s)\s+${POSSESSIVE}\s+(?:job|role|title|job\s+title|profession|occupation|position|line\s+of\s+work|work)$|what\s+(?:kind|sort)\s+of\s+work\s+${DO}\s+${WHO}\s+do)`,
      'iu',
    ),
  ],
  [
    'location',
    new RegExp(
      String.raw`^(?:where\s+(?:is|are|'s)\s+${WHO}(?:\s+(?:based|from|located|living|now))?$|where\s+${DO}\s+${WHO}\s+(?:live|stay|come\s+from)$|(?:which|what)\s+(?:city|country|town|part\s+of\s+the\s+world)\s+${DO}\s+${WHO}\s+(?:live|come\s+from|call\s+home)(?:\s+in)?$)`,
      'iu',
    ),
  ],
  [
    'interests',
    new RegExp(
      String.raw`^(?:what\s+(?:is|are|'s)\s+${WHO}\s+into$|what\s+(?:is|are|'s)\s+${WHO}\s+interested\s+in$|what\s+(?:are|is)\s+${POSSESSIVE}\s+(?:interests|hobbies|passions)$|what\s+${DO}\s+${WHO}\s+(?:like|love|enjoy)(?:\s+doing)?$|(?:any|got\s+any)\s+(?:hobbies|interests|passions)$)`,
      'iu',
    ),
  ],
];

/** The kind of plain question this is, or null (the twin's other rules read it). */
export function plainKind(question: string): PlainKind | null {
  const text = question
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/[\s?!.]+$/, '')
    .replace(/^(?:so|and|ok|okay|also|tell me,?|quick question,?)\s+/i, '');
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** What to search the public memories for when the question's own words are too few. */
export const PLAIN_QUERIES: Record<PlainKind, string> = {
  role: 'work job role profession',
  work: 'work job company employer',
  location: 'live based from city',
  interests: 'love enjoy interests hobbies',
};

/** Public memories that state a fact of this kind (a statement of it, not a word of it). */
const STATES: Record<PlainKind, RegExp> = {
  role: /^(?:i|i'm|i am)\s+(?:work(?:ed)?\s+as|am\s+an?|'m\s+an?|an?\s)|^(?:i'm|i am)\s+an?\s|^my\s+(?:job|role|title|profession|occupation)\s+is\b|^i\s+(?:work|teach|design|build|write|run|manage|lead)\s/i,
  work: /^(?:i|we)\s+(?:work|worked)\s+(?:at|for|with)\s|^(?:i'm|i am)\s+(?:employed|working)\s+(?:at|by|for)\s|^my\s+(?:employer|company|workplace)\s+is\b/i,
  location:
    /^(?:i|we)\s+(?:live|lived|moved|relocated)\s+(?:in|to)\s|^(?:i'm|i am)\s+(?:based|from|living)\s+in?\s?|^i\s+(?:grew up|come from)\s/i,
  interests:
    /^i\s+(?:love|like|enjoy|adore|am into|'m into)\s|^(?:i'm|i am)\s+(?:into|interested in|passionate about)\s|^my\s+(?:hobbies|interests|passions?)\s+(?:is|are)\b/i,
};

/** A title that names a workplace: "Designer at Crag Labs", "Engineer @ Acme", "Nurse, Leeds General". */
const AT_PLACE = /\s(?:at|@|for|with)\s+\S|,\s*\p{Lu}/u;

/**
 * The answer to a plain question from the profile's fields for its kind, and the public memories
 * that state that kind of fact; null when nothing public says it (the question goes to the owner).
 */
export function plainAnswer(
  kind: PlainKind,
  profile: TwinProfile,
  voice: TwinVoice,
  bio: (text: string) => string,
  memories: readonly string[],
  strict: boolean,
): string | null {
  const out: string[] = [];
  if (kind === 'role') {
    if (profile.title) out.push(voice.worksAs(profile.title));
    if (profile.bio) out.push(bio(profile.bio));
  } else if (kind === 'work') {
    if (profile.title) out.push(voice.worksAs(profile.title));
    if (profile.bio && AT_PLACE.test(profile.bio) && !(profile.title && AT_PLACE.test(profile.title)))
      out.push(bio(profile.bio));
    // A role without a place says where they are, if public; a role with its place says it all.
    if (profile.title && !AT_PLACE.test(profile.title) && profile.location) out.push(voice.basedIn(profile.location));
    // Nothing that names a workplace: a role alone does not answer "where".
    if (!out.some((s) => AT_PLACE.test(s)) && !profile.title) out.length = 0;
  } else if (kind === 'location') {
    if (profile.location) out.push(voice.basedIn(profile.location));
  } else if (profile.interests.length) {
    out.push(voice.list('interests', profile.interests, true));
  }
  // And what public memories state of that kind ("I love climbing at Fontainebleau").
  const stating = memories.filter((m) => STATES[kind].test(m.replace(/[’‘]/g, "'").trim())).slice(0, 2);
  out.push(...stating.map((m) => (strict ? voice.quote(m) : voice.say(m))));
  return out.length ? out.join(' ') : null;
}
