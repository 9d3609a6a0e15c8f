/**
 * Sentences about using Duet rather than about the person: joining it ("I just signed up", "Just
 * created my account"), being new to it ("I'm new here", "First time using this"), or trying it out
 * ("I am testing this", "Just playing around", "This is a test"). They are not facts to keep
 * (memories/learning.ts, agent/local/sentence-kinds.ts, memories/fact-finder.ts) and do not name a
 * conversation (agent/titles.ts). Read by kind: the verb family and what it is done to — "I signed
 * up for a marathon" and "I joined a climbing club" are facts, "I signed up" and "I joined Duet" are
 * not.
 */

/** What a meta sentence is done to: Duet, the app, this place, the person's account, or nothing. */
const APP = String.raw`(?:duet|this|it|here|the (?:app|site|website|platform|service|tool|thing|bot|assistant|beta|product|brain)|this (?:app|site|website|platform|service|tool|thing|bot|assistant|chat|beta|product|brain|place|out)|(?:an?|my|the) (?:new )?(?:account|profile|login))`;
/** What may follow it without making it about something else: when, and short sign-offs. */
const TAIL = String.raw`(?:\s+(?:today|now|just now|yesterday|recently|earlier|a (?:minute|moment|second|few minutes) ago|for (?:the first time|a bit|now)|out|around|again|first|quickly|real quick|for real))*`;
const SUBJECT = String.raw`(?:(?:the )?user(?:'s| has| is| was| just)?|i(?:'ve| have| had|'m| am| was)?|we(?:'ve| have|'re| are)?|me|just|(?:i'm |i am )?(?:only |just )?)`;
const ADVERB = String.raw`(?:\s+(?:just|only|finally|recently|also|now|currently|simply|basically|still))*`;

/** Joining or getting in: done to nothing, or to the app or an account. */
const JOINING = new RegExp(
  String.raw`^${SUBJECT}${ADVERB}\s*(?:signed up|signed in|sign(?:ing)? up|sign(?:ing)? in|logged in|log(?:ging)? in|registered|registering|joined|joining|(?:created|made|set up|setting up|creating|making) (?:an?|my) (?:new )?(?:account|profile|login)|(?:started|starting|began|beginning) (?:using|to use|with)|(?:installed|downloaded|found|discovered|came across|got access to|got an invite to)|(?:got|came) here)(?:\s+(?:to|with|on|for|at|in|into))?(?:\s+${APP})?${TAIL}$`,
  'i',
);
/** Trying it out: testing, trying, exploring, checking, playing, poking or looking around. */
const TRYING = new RegExp(
  String.raw`^${SUBJECT}${ADVERB}\s*(?:test(?:ing|ed)?|try(?:ing)?|tried|explor(?:ing|ed?)|check(?:ing|ed)?(?: out)?|play(?:ing|ed)?(?: around)?|pok(?:ing|ed?)(?: around)?|look(?:ing|ed)? around|messing around|fiddling|experimenting|kicking the tires)(?:\s+(?:with|on|out|around|in))*(?:\s+${APP})?(?:\s+(?:out|to see(?: how it works| what it does| what (?:it|you) can do)?|how (?:it|this|you) works?))?${TAIL}$`,
  'i',
);
/** Being new to it: "I'm new here", "New to Duet", "First time here", "This is my first time using it". */
const NEW = new RegExp(
  String.raw`^(?:i(?:'m| am)|we(?:'re| are)|(?:the )?user(?: is)?)?${ADVERB}\s*(?:(?:a |the )?(?:brand )?new(?: user| member| here| to ${APP}| on ${APP}| at ${APP}| to all this| around here)?|(?:a )?first[- ]timer?(?: here| user)?)${TAIL}$|^(?:(?:this is |it's |it is )?(?:my )?first time(?: (?:here|using ${APP}|on ${APP}|trying ${APP}|with ${APP}))?)${TAIL}$`,
  'i',
);
/** Saying the message itself is a test: "This is a test", "Just a test", "Test 1 2 3". */
const A_TEST =
  /^(?:(?:this is |it's |just |only )*(?:a |only a |just a )?test(?:ing)?(?: message| run| post| chat)?(?:[\s,]+(?:one|two|three|\d+))*|testing(?:[\s,]+(?:one|two|three|\d+))+)$/i;

/** The sentence with its mark and openers ("Hi,", "So", "Ok,") removed, apostrophes as one. */
function core(sentence: string): string {
  return sentence
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/[\s.!?;,:)(\p{Emoji_Presentation}]+$/u, '')
    .replace(/^(?:(?:so|ok|okay|well|hey|hi|hello|yeah|yes|um+|uh+|anyway|and|but|also)\b[\s,!.—–-]*)+/i, '')
    .trim();
}

/** Whether a sentence is only about joining, being new to, or trying out Duet. */
export function isAboutUsingDuet(sentence: string): boolean {
  const text = core(sentence);
  if (!text) return false;
  return JOINING.test(text) || TRYING.test(text) || NEW.test(text) || A_TEST.test(text);
}
