/**
 * Thread titles written after the first exchange (docs/product.md §10): the conversation's own model
 * writes one (agent/runtime.ts); the offline brain names the first request in a few of its own words
 * ("Plan a trip to Lisbon", "How to keep my sourdough starter alive"). A name the user gave is never
 * replaced (chat/threads.ts updateThread, Thread.nameSource). The rules read kinds of sentences —
 * a greeting, a remark about using Duet, a request with its polite lead-in, a question by its
 * opening words — never particular messages (docs/decisions/titles-memories-and-plain-answers.md).
 */
import { isAboutUsingDuet } from '../words/meta-statements.js';
import { STOPWORDS } from '../words/search-terms.js';
import { isQuestion, plain, splitGreeting } from './local/sentence-kinds.js';

/** The model's instructions; the scripted test server recognises title requests by them. */
export const TITLE_INSTRUCTIONS =
  'Write a short title (2 to 6 words) for this conversation, in the language of the user. ' +
  'Name its subject; no quotes, no final period, nothing else.';

const MAX_LENGTH = 60;
const MAX_WORDS = 6;

/** Lead-ins that ask politely or say the person wants something: the request follows them. */
const LEAD_INS: RegExp[] = [
  /^(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)?/i,
  /^(?:please|kindly|pls|plz)\s+/i,
  /^(?:i|we)(?:\s+|(?='))(?:(?:really|just|also)\s+)?(?:want|wanted|need|needed|'d like|would like|'m trying|am trying|was hoping|'m hoping|am hoping|'m looking|am looking|was wondering if you could|wonder if you could)\s+(?:you\s+)?(?:to\s+|for\s+)?/i,
  /^(?:help\s+me|let's|lets|let\s+us|i'd\s+love\s+to)\s+(?:to\s+)?/i,
  /^(?:tell\s+me|teach\s+me|show\s+me)\s+(?:about|more about)\s+/i,
  /^(?:give|send|get)\s+me\s+(?=(?:some|a|an|\d+|a few|ideas|tips|suggestions|examples)\b)/i,
  /^(?:remember|note|don't forget)\s+that\s+/i,
  /^(?:this|it)(?:'s|\s+is)\s+(?:about|regarding|on)\s+/i,
  /^(?:i\s+have\s+a\s+question|quick\s+question|question)\s*(?:about|on|:|—|-)\s*/i,
];
/** Words that open a title but say nothing of its subject. */
const EMPTY_START =
  /^(?:i|we)(?:\s+|(?='))(?:(?:just|really|also|recently|finally)\s+)?(?:'m\s+|am\s+|'re\s+|are\s+|'ve\s+|have\s+)?|^(?:a few|the|an|a|some|any)\s+(?=\S+\s+\S)/i;
/** Question openings turned into a title's: "How do I …" → "How to …", "What should I …" → "What to …". */
const QUESTION_FORMS: Array<[RegExp, string]> = [
  [/^how\s+(?:do|can|should|would|could|might)\s+(?:i|we|you|one)\s+/i, 'How to '],
  [/^(what|where|when|which \w+)\s+(?:should|can|could|do|shall)\s+(?:i|we)\s+/i, '$1 to '],
  [/^(?:what|who)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:the\s+|a\s+|an\s+)?(?=\S+\s+\S)/i, ''],
  [/^(?:any|some)\s+(?:tips|advice|ideas|suggestions)\s+(?:for|on|about)\s+/i, 'Tips for '],
];
/** Where a long request may be cut: before a clause or a phrase of manner, time or purpose. */
const BREAKS = new Set(
  'that which who because so and but or when while if since as than then using with without via into by before after during from below above here'.split(
    ' ',
  ),
);
/** Where a phrase of place, time or subject starts. */
const PHRASE_STARTS = new Set('at in on for to of about from near around over under between'.split(' '));
/** Verbs that go on after a phrase ends: "… library is required". */
const VERBS = new Set('is are was were be been has have had do does did will can should would could'.split(' '));
/** Words that never end a title, cut or not. */
const ARTICLES = new Set('a an the my our your its'.split(' '));
/** Small words a cut title may not end on. */
const DANGLING = new Set(
  'a an the of to and or for with in on at my our your this that by from as about into its'.split(' '),
);

/** The sentence that names the conversation: the first that asks or states something, after any greeting. */
function requestOf(message: string): string | null {
  const text = message
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    // An address is named by its site ("My site is example.org"), not left out mid-sentence.
    .replace(/https?:\/\/\S+/g, (url) => siteOf(url))
    .replace(/`([^`\n]*)`/g, '$1')
    .replace(/["“”]([^"“”]{1,40})["“”]/g, '$1');
  const sentences = plain(text)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  for (const sentence of sentences) {
    const rest = splitGreeting(sentence).rest.replace(/^[\s,;:!.—–-]+/, '');
    if (!rest || isAboutUsingDuet(rest) || splitGreeting(rest).rest === '') continue;
    // A question names the conversation even in small words ("What do you know about me?").
    if (contentWords(rest) === 0 && !isQuestion(rest)) continue;
    return rest;
  }
  return null;
}

const contentWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? []).filter((w) => !STOPWORDS.has(w)).length;

/** The request as a title's phrase: no lead-in, no final mark, a question put as its subject. */
function phraseOf(request: string): string {
  let text = request
    .replace(/[\s?!.,;:…]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const lead of LEAD_INS) {
      const next = text.replace(lead, '');
      if (next !== text && contentWords(next) > 0) {
        text = next;
        changed = true;
      }
    }
  }
  text = text.replace(/\s*,?\s*(?:please|for me|thanks|thank you)$/i, '');
  const asked = isQuestion(text);
  for (const [form, to] of QUESTION_FORMS) {
    const next = text.replace(form, to);
    if (next !== text && (asked || to !== '')) {
      text = next;
      break;
    }
  }
  const trimmed = text.replace(EMPTY_START, '');
  return contentWords(trimmed) > 0 ? trimmed : text;
}

/** "example.org" for "https://www.example.org/a?b": what a person calls a link in a sentence. */
function siteOf(url: string): string {
  try {
    return new URL(url.replace(/[).,;:!?'"]+$/, '')).hostname.replace(/^www\./, '');
  } catch {
    return ' ';
  }
}

/**
 * At most six words, cut before a clause where one starts; a cut never ends on a small word (a
 * phrase left whole keeps its own: "What can you help me with").
 */
function shorten(phrase: string): string {
  let words = phrase.split(' ').filter(Boolean);
  const whole = words.length;
  const colon = words.findIndex((w) => /[:;—–]$/.test(w));
  if (colon >= 1) words = words.slice(0, colon + 1);
  if (words.length > MAX_WORDS) {
    const cut = words.findIndex((w, i) => i >= 2 && (BREAKS.has(w.toLowerCase()) || /,$/.test(words[i - 1]!)));
    // What does not fit only ends the last phrase ("at the Lisbon wall", "near the old harbour
    // wall"): end before that phrase. A tail that starts another phrase or goes on with a verb
    // ("… library is required") leaves the last phrase whole.
    const tail = words.slice(MAX_WORDS).map((w) => w.toLowerCase());
    const phrase = tail.some((w) => PHRASE_STARTS.has(w) || BREAKS.has(w) || VERBS.has(w))
      ? -1
      : words.slice(0, MAX_WORDS).findLastIndex((w, i) => i >= 2 && PHRASE_STARTS.has(w.toLowerCase()));
    words = words.slice(0, cut >= 2 && cut <= MAX_WORDS ? cut : phrase >= 2 ? phrase : MAX_WORDS);
  }
  const wasCut = words.length < whole;
  words = words.map((w) => w.replace(/[,:;—–]+$/, ''));
  while (
    words.length > 1 &&
    (wasCut || ARTICLES.has(words.at(-1)!.toLowerCase())) &&
    DANGLING.has(words.at(-1)!.toLowerCase())
  )
    words.pop();
  return words.join(' ');
}

/** Markdown shows as its marks in a title: a link keeps its words; emphasis and code their text. */
function withoutMarks(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*{1,3}|~~|`+)(?=\S)([^*~`]*?\S)\1/g, '$2')
    .replace(/(^|\s)(_{1,3})(?=\S)([^_]*?\S)\2(?=$|[\s.,!?;:])/g, '$1$3')
    .replace(/[*`]+/g, '');
}

/** The offline title: the first request, named in a few of its own words; null for small talk. */
export function localTitle(userMessage: string): string | null {
  const request = requestOf(withoutMarks(userMessage));
  if (!request) return null;
  return cleanTitle(shorten(phraseOf(request)));
}

/** A model's title made safe to show: one line, no quotes or "Title:", no final period, at most 60 characters. */
export function cleanTitle(raw: string): string | null {
  let title = raw.split('\n').find((line) => line.trim() !== '') ?? '';
  title = withoutMarks(title)
    .replace(/^\s*(title\s*:\s*)/i, '')
    .replace(/^[\s"'“”‘’*#]+|[\s"'“”‘’*.?!,:;]+$/g, '')
    .replace(/\s+/g, ' ');
  if (!title) return null;
  if (title.length > MAX_LENGTH) {
    const cut = title.slice(0, MAX_LENGTH);
    title = cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trimEnd();
  }
  return title.charAt(0).toUpperCase() + title.slice(1);
}
