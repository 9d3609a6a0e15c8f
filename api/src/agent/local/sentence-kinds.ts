/**
 * Kinds of sentences, as the offline brain reads them (brain-policy.ts): a greeting, a question or
 * a statement; who a statement is about (the person: "I …", "My …") and whether it states a fact
 * or asks, wishes or imagines something; whether a question is about the person or asks for
 * advice. The rules follow grammar — the subject, the verb after it, the opening word of a
 * question — never particular messages (docs/decisions/offline-brain.md).
 */

import { isAboutUsingDuet } from '../../words/meta-statements.js';

/** Apostrophes as one character, so "I’m" and "I'm" read alike. */
export const plain = (text: string) => text.replace(/[’‘]/g, "'");

/** Words that open a sentence without adding to it: "Actually, I moved …", "Oh and my sister …". */
const OPENERS =
  /^(?:(?:actually|so|well|oh|ok|okay|also|and|but|btw|by the way|fyi|anyway|just so you know|for the record|in fact|update|correction|fun fact|quick update|news|hmm+|um+|uh+|ah|alright|right|now|just)\b[\s,:;!.—–-]*)+/i;

export function withoutOpeners(sentence: string): string {
  return plain(sentence).trim().replace(OPENERS, '').trim();
}

/** The sentences of a message (code left out), split after . ! ? and at line breaks. */
export function sentencesOf(message: string): string[] {
  return message
    .replace(/```[\s\S]*?(?:```|$)/g, '\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export type GreetingKind = 'hello' | 'thanks' | 'ack' | 'bye';

const SHORT_HELLO = String.raw`(?:hi+|hello+|hey+|heya|hiya|howdy|yo)`;
const HELLO = String.raw`(?:${SHORT_HELLO}|hallo|hola|bonjour|ciao|salut|greetings|good (?:morning|afternoon|evening|day)|morning|evening|g'?day|how are you(?: doing)?(?: today)?|how(?:'s| is) it going|how are things|what'?s up|sup|wassup|(?:nice|pleased|good) to meet you)`;
const THANKS = String.raw`(?:thanks?(?: (?:you|u|ya))?(?: (?:so|very) much| a lot| a bunch| again)?|thx|ty|tysm|cheers|much appreciated|appreciate it)`;
const ACK = String.raw`(?:ok(?:ay)?|cool|great|perfect|awesome|nice|got it|understood|sounds good|yes|yeah|yep|sure|no|nope|lol|haha+|hehe|that'?s (?:so |very |really )?(?:helpful|great|perfect|nice|cool|good|awesome|useful|interesting))`;
const BYE = String.raw`(?:bye+|goodbye|bye bye|good ?night|see (?:you|ya)(?: later| soon| tomorrow)?|cya|later|take care|ttyl)`;
const ADDRESS = String.raw`(?:there|everyone|all|duet|brain|friend|buddy|mate|again|you|too|guys)`;
const PHRASE = `(?:${HELLO}|${THANKS}|${ACK}|${BYE})(?:\\s+${ADDRESS})*`;
/** Punctuation, emoji and emoticons around greetings. */
const MARKS = String.raw`[\s\p{P}\p{S}\p{Emoji_Presentation}]*`;
const GREETING = new RegExp(`^${MARKS}(?:${PHRASE}${MARKS})+$`, 'iu');
/** Greetings that open a longer message: "Hi! …", "Thanks, and …", or "hey I …" (a short hello, no mark). */
const OPENING = new RegExp(
  `^${MARKS}((?:${PHRASE}${MARKS}[,!.;:—–-]${MARKS})+|${SHORT_HELLO}(?:\\s+${ADDRESS})*\\s+(?=\\p{L}))`,
  'iu',
);

function greetingKind(text: string): GreetingKind {
  const has = (words: string) => new RegExp(`(?:^|[^\\p{L}])${words}(?![\\p{L}])`, 'iu').test(text);
  if (has(HELLO)) return 'hello';
  if (has(THANKS)) return 'thanks';
  if (has(BYE)) return 'bye';
  return 'ack';
}

/** The greeting a message opens with (or is), and what follows it. */
export function splitGreeting(message: string): { greeting: GreetingKind | null; rest: string } {
  const text = plain(message).trim();
  if (GREETING.test(text)) return { greeting: greetingKind(text), rest: '' };
  const opening = OPENING.exec(text);
  if (!opening) return { greeting: null, rest: text };
  return { greeting: greetingKind(opening[1]!), rest: text.slice(opening[0].length).trim() };
}

/** Asking what Duet is or can do: "What can you do?", "Who are you?", "Are you an AI?", "help". */
export function asksAboutDuet(sentence: string): boolean {
  return /^(?:(?:what|who) (?:are|r) you(?: for| able to do)?|(?:what|how) (?:can|could|do|will) you (?:do|help)(?: me)?(?: with)?(?: for me)?|what do you do|how (?:does (?:this|it|duet)|do you) work|what (?:is|'s) (?:this|duet|this app)|are you (?:an? )?(?:ai|bot|robot|human|real|person|chatgpt|gpt|model|llm|claude|gemini)|(?:which|what) (?:ai |language )?model|help|help me|what should i (?:ask|say|do here))\b[\s?!.]*$/i.test(
    withoutOpeners(sentence),
  );
}

const WH = /^(?:what|what's|whats|where|where's|who|who's|whom|whose|when|when's|which|why|how|how's)\b/i;
const AUXILIARY =
  /^(?:do|does|did|is|isn't|are|aren't|am|was|wasn't|were|can|can't|could|would|should|will|won't|have|has|had|may|might|shall|must)\b/i;

/** A question: a question mark, or it opens with a question word or a verb before its subject. */
export function isQuestion(sentence: string): boolean {
  const core = withoutOpeners(sentence);
  return /\?\s*$/.test(core) || WH.test(core) || AUXILIARY.test(core);
}

/** Asking to be told something without a question: "Tell me about her work", "I'd love to know where she lives". */
const REQUEST =
  /\b(?:i'?d (?:like|love)|i want(?:ed)?|i wonder|i was wondering|i'?m (?:curious|wondering))\b.*\b(?:know|hear|learn|ask|about|if|whether|what|how|where|who|why|when)\b/i;
/** A statement with its subject ("I love your photos", "Your app sounds great") or an exclamation ("Lovely work!"). */
const REMARK =
  /^(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our|you|you're|you've|your|she|she's|he|he's|they|they're|their|her|his|it|it's|this|that|that's|these|those|there|there's|the|a|an|what a|how (?:nice|cool|lovely|great|fun|interesting)|so|wow|oh|ah|aha|nice|lovely|great|cool|beautiful|amazing|awesome|interesting|impressive|love|loved|congrats|congratulations|good|fair|makes sense|sounds|very|neat|brilliant|fantastic|wonderful|excellent|fascinating|sweet|fun|right|true|indeed|exactly|agreed|same|me too|glad|happy|pleased|well done|bravo|kudos|noted|super|incredible|fabulous|splendid|gorgeous)\b/i;

/**
 * A message that asks for information: a question, a request to be told ("I'd love to know …") or
 * anything said as a command ("Tell me …", "Repeat your prompt"); a remark ("I love your photos.")
 * asks nothing.
 */
export function asksForInformation(message: string): boolean {
  return sentencesOf(message).some((s) => {
    const core = withoutOpeners(s);
    return isQuestion(core) || REQUEST.test(core) || (core !== '' && !REMARK.test(core));
  });
}

const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself)\b/i;
/** Questions that ask what to do, how, or why — advice and reasoning, not a fact about the person. */
const ADVICE =
  /^why\b|\b(?:can|could|should|shall|would|might|must|may)\s+i\b|\bhow\s+(?:do|does|would|could|can|should)\s+(?:i|one|you)\b|\bhow to\b|\bi\s+need\b|\bis it\s+(?:ok|okay|safe|possible|better|worth|good|bad|normal|legal|true)\b|\bwhat if\b|\b(?:a|an|some|any)\s+(?:good|nice|great|better|cheap|fun|easy|quick|healthy|simple|cool)\b|\b(?:ideas?|tips?|advice|recommend\w*|suggest\w*|ways? to)\b|\bthe best\b/i;
/** A request put as a question to Duet: "Can you …", "Could you please …". */
export const ASKING_DUET = /^(?:please\s+)?(?:can|could|would|will)\s+you\s+(?:please\s+)?/i;
/** Asking to be told something back: "Tell me my sister's name", "Remind me where I parked". */
const RETRIEVAL = /^(?:please\s+)?(?:tell|remind|show|give)\s+me\b(.*)$/i;

/** A question about the person — their life, people, things — rather than the world or advice. */
export function isPersonalQuestion(sentence: string): boolean {
  const core = withoutOpeners(sentence);
  // "Can you …": a request; about the person only when it asks to be told something back.
  const asked = core.replace(ASKING_DUET, '');
  const retrieval = RETRIEVAL.exec(asked);
  if (retrieval) return FIRST_PERSON.test(retrieval[1]!) && !ADVICE.test(asked);
  if (asked !== core || /\bhelp me\b/i.test(core)) return false;
  return isQuestion(core) && FIRST_PERSON.test(core) && !ADVICE.test(core);
}

/** A question (not advice) or "tell me about …": worth looking up in what the person said. */
export function wantsLookup(sentence: string): boolean {
  const core = withoutOpeners(sentence);
  return (isQuestion(core) || RETRIEVAL.test(core)) && !ADVICE.test(core);
}

/** Statements that imagine, ask or are said to Duet rather than about the person. */
const HYPOTHETICAL =
  /\b(?:if|suppose|supposing|imagine|assuming|pretend|let's say|lets say|what if|hypothetically|whether|wonder\w*)\b/i;
const ADDRESSED = /\b(?:you|your|yours|you're|you've|duet)\b/i;
const PLEASE = /\b(?:please|can you|could you|would you|help me|let me know)\b/i;
/** Words that may sit between "I" and the verb that says what the sentence does. */
const ADVERBS =
  /^(?:really|also|often|always|never|usually|sometimes|still|just|mostly|actually|now|no longer|already|recently|finally|totally|definitely|basically|kind of|sort of|not|don't|do not|didn't|did not|do|did|no|so|very|pretty|quite|currently)\b\s*/i;
/** Verbs after "I" that think, ask, wish, plan or talk about the conversation: not facts. */
const NOT_FACT_VERBS = new Set(
  `wonder wondered wondering need needed want wanted wanna wish wished hope hoped guess think thought suppose bet mean meant
  feel felt know knew understand understood forget forgot remember see saw agree disagree doubt believe say said ask asked
  tell told type typed send sent upload uploaded attach attached try tried trying looking look asking testing test
  thinking kidding joking going gonna planning plan considering hoping waiting checking curious sure unsure sorry glad
  afraid confused lost stuck bored tired hungry thirsty sleepy busy back here ready done fine good ok okay great well
  alright fed new about would could should might may will shall must 'd 'll can can't cannot couldn't would've
  talk talked chat chatted discuss discussed spoke feeling`
    .split(/\s+/)
    .filter(Boolean),
);
/** A time or place said before the subject: "Since last year, I …", "At work my …". */
const SETTING =
  /^(?:since|last|these days|nowadays|lately|recently|in|after|before|for the (?:past|last)|this|next|every|during|as of|ever since|today|yesterday|at|on)\b(?:(?!\b(?:is|are|was|were|am)\b)[^,.!?;]){0,40}?,?\s+(?=(?:i|i'm|i've|my|we|we're|our)\b)/i;
/** Words that make being something a passing state. */
const NOW = /\b(?:today|tonight|right now|at the moment|this (?:morning|afternoon|evening|week))\b/i;
/** What a person "has" that is not a fact about them: "I have a question", "I have to go". */
const NOT_FACT_HAVE =
  /^(?:a |an |one |another |some |no |any |)(?:question|problem|issue|idea|clue|doubt|request|favou?r|quick|feeling|thought|suggestion)\b|^to\b/i;
/** What "my …" opens that is about the conversation, not the person: "My question is …". */
const NOT_FACT_MY =
  /^my\s+(?:question|problem|issue|point|guess|bad|apologies|pleasure|turn|request|idea|thought|answer|message|mistake|last message|prompt)\b/i;

/** Past forms that say what happened to the person, said without "I" in chat ("Just moved to Austin"). */
const PAST =
  /^(?:(?:just|recently|finally|also)\s+)?((?:\p{L}+ed)|got|began|became|bought|left|quit|won|lost|sold|met|took|went|grew|built)\b/iu;
/** Of those, the ones that say what the person is ("Married", "Based in Lisbon"). */
const STATES = /^(?:(?:just|recently|finally|also)\s+)?(?:based|married|engaged|divorced|retired|located)\b/i;

/** "Just moved to Austin" → "I just moved to Austin"; null when the sentence has a subject. */
function subjectless(core: string): string | null {
  const verb = PAST.exec(core)?.[1]?.toLowerCase();
  if (!verb || NOT_FACT_VERBS.has(verb) || /^(?:need|want|wish|hope|wonder|tri|ask|use)ed$/.test(verb)) return null;
  const clause = `${core.charAt(0).toLowerCase()}${core.slice(1)}`;
  return STATES.test(core) ? `I'm ${clause}` : `I ${clause}`;
}

/**
 * The fact a sentence states about the person, as a memory in their words ("I moved to Berlin last
 * month"), or null: questions, requests, wishes, hypotheticals, passing states and things said to
 * Duet are not facts.
 */
export function selfFact(sentence: string): string | null {
  return statedFact(sentence)?.replace(CHANGE_MARK, '') ?? null;
}

/**
 * A closing "now" or "these days" marks a change ("My favourite colour is blue now"): the memory
 * that replaces the old one says what is true, not that it changed.
 */
const CHANGE_MARK = /(?:,\s*|\s+)(?:now|nowadays|these days)$/i;

function statedFact(sentence: string): string | null {
  const core = withoutOpeners(sentence).replace(/[\s.!;,]+$/, '');
  if (core.length < 5 || core.length > 300 || isQuestion(core)) return null;
  if (HYPOTHETICAL.test(core) || ADDRESSED.test(core) || PLEASE.test(core)) return null;
  // "I just signed up", "I'm new here", "Just testing": about using Duet, not about the person.
  if (isAboutUsingDuet(core)) return null;
  // "I loved it", "Did that": about something said before, nothing on its own.
  if (/^(?:\S+\s+){0,3}(?:it|this|that|these|those|them|so)$/i.test(core)) return null;
  const named =
    /^(?:call me|my name's|name's)\s+(?!(?:at|on|in|back|later|tomorrow|when|if|maybe|now)\b)(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)$/iu.exec(
      core,
    );
  if (named) return `My name is ${named[1]}`;
  const fact = `${core.charAt(0).toUpperCase()}${core.slice(1)}`;
  // The subject may follow a time or place: "Since last year I've been living in Rome".
  const clause = core.replace(SETTING, '');
  if (/^(?:my|our)\s+\S+\s+\S+/i.test(clause)) return NOT_FACT_MY.test(clause) ? null : fact;
  // "Ana is my best friend", "Pizza is our favourite": someone or something of the person's, named.
  const theirs =
    /^(?!(?:this|that|it|here|there|which|what|who|he|she|they)\b)[^,;:]{1,40}?\s(?:is|are|was|were)\s+((?:my|our)\s+.*)$/i.exec(
      clause,
    );
  if (theirs) return NOT_FACT_MY.test(theirs[1]!) ? null : fact;
  const dropped = clause === core ? subjectless(core) : null;
  if (dropped) return dropped;
  // "I …", and "We …" (the person's household: "We have a dog").
  const subject = /^(?:i|we)(?:\s+|(?='))(.*)$/i.exec(clause);
  if (!subject) return null;
  let rest = subject[1]!.replace(/^(?:'ve|have|has|had)\s+been\s+/i, '');
  // "I've …", "I have …": what the person has ("a dog"), or has done ("lived in Porto").
  const having = /^(?:'ve|have|has|had)\s+(?:got\s+)?(.*)$/i.exec(rest);
  if (having && NOT_FACT_HAVE.test(having[1]!)) return null;
  if (having) rest = having[1]!;
  else if (/^'(?:d|ll)\b/i.test(rest)) return null;
  // "I'm …", "I am …", "I was …", "We're …": what the person is — not just now ("I'm in Paris today").
  else if (/^(?:'m|am|'re|are)\s/i.test(rest) && NOW.test(core)) return null;
  else rest = rest.replace(/^(?:'m|am|was|'re|are|were)\s+/i, '');
  // "I can cook", "I can't eat gluten" — not "I can't decide".
  rest = rest.replace(/^(?:can|can't|cannot)\s+(?!decide|figure|wait|find|help|believe|access|log|open|do)\b/i, '');
  while (ADVERBS.test(rest)) rest = rest.replace(ADVERBS, '');
  const next = /^[\p{L}\p{N}']+/u.exec(rest)?.[0]?.toLowerCase();
  if (!next || /^(?:get|got)\s+(?:it|that|this|you)\b/i.test(rest)) return null;
  return NOT_FACT_VERBS.has(next) ? null : fact;
}

/** A statement about oneself that is not a question ("I'm new here", "I'm tired"), fact or not. */
export function isAboutSelf(sentence: string): boolean {
  const core = withoutOpeners(sentence);
  return !isQuestion(core) && /^(?:i|i'm|i've|my|we|we're|our)\b/i.test(core);
}

/** Asking what the brain knows of the person as a whole: "What do you remember about me?", "List my memories". */
export function asksForMemories(sentence: string): boolean {
  const core = withoutOpeners(sentence).replace(/[\s?.!]+$/, '');
  return (
    /\byou\b.*\b(?:know|remember|recall|learned|learnt|stored|saved|kept)(?:\s+(?:anything|everything|all|much|stuff|so far))*(?:\s+(?:about|on|of)\s+(?:me|myself))?(?:\s+so far)?$/i.test(
      core,
    ) ||
    /\byou\b.*\b(?:have|got)\s+(?:on|about)\s+(?:me|myself)$/i.test(core) ||
    /\b(?:i(?:'ve| have)?|have i|did i)(?:\s+(?:just|already|ever))?\s+(?:told|tell|shared|said|say)(?:\s+(?:with|to))?(?:\s+you)?(?:\s+(?:so far|about (?:me|myself)))?$/i.test(
      core,
    ) ||
    /\b(?:list|show|read|see|give|tell)\b.*\b(?:memories|facts|everything)\b/i.test(core) ||
    /\b(?:my|your|all)\s+memories\b|\bmemories (?:of|about) me\b|\bin your memory\b/i.test(core) ||
    /^(?:tell|remind) me (?:about|everything about) (?:me|myself)$/i.test(core)
  );
}

/** Asking about earlier chats: "Did we talk about …?", "Find the chat about …". */
export function asksAboutChats(sentence: string): boolean {
  return /\b(?:did (?:we|i) (?:talk|chat|speak)|(?:find|show|open) (?:me )?(?:the |that |a |our |my )?(?:chat|conversation|thread)|which (?:chat|conversation|thread)|when did we (?:talk|discuss|chat))/i.test(
    sentence,
  );
}

/** Asking about the person's profile: who they are, their name, bio, location. */
export function asksAboutProfile(sentence: string): boolean {
  return /\b(?:about me|about myself|my profile|who am i|my name|my bio|my interests|my skills|my location|where (?:do i live|am i based))\b/i.test(
    plain(sentence),
  );
}
