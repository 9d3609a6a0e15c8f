/**
 * What a message asks of the offline brain, sentence by sentence (sentence-kinds.ts): a greeting, a
 * fact to remember or forget, a list of memories, arithmetic, facts the person states, questions
 * about them or worth looking up, and the rest. brain-policy.ts decides from it which tools to call,
 * brain-answers.ts words the answer.
 */
import { expressionIn } from './arithmetic.js';
import { asClause } from './second-person.js';
import {
  ASKING_DUET,
  asksAboutChats,
  asksAboutDuet,
  asksForMemories,
  isPersonalQuestion,
  selfFact,
  sentencesOf,
  splitGreeting,
  wantsLookup,
  type GreetingKind,
} from './sentence-kinds.js';

const REMEMBER =
  /^\s*(?:please\s+)?(?:remember|note|keep in mind|don't forget|do not forget|make a note|save|store|jot down)(?:\s+(?:this|that))?(?:\s+that\b|\s*:|\s+(?=(?:i|i'm|my)\b))\s*(.+)$/is;
const FORGET =
  /^\s*(?:please\s+)?(?:forget|(?:delete|remove|erase) (?:the |my )?(?:memory|fact))(?:\s+(?:that|about|the fact that)\b|\s*:)?\s*(.+)$/is;
/** At most this many facts are saved from one message. */
const MAX_FACTS = 3;

/** What a message asks of the brain, sentence by sentence. */
export interface MessageReading {
  greeting: GreetingKind | null;
  /** "remember that …" / "forget …": the fact, in the person's words (its sentence only). */
  remember: string | null;
  forget: string | null;
  listMemories: boolean;
  /** Asking what Duet is or can do. */
  aboutDuet: boolean;
  /** Sentences asking about earlier chats. */
  chats: string[];
  /** Arithmetic for the calculator. */
  expression: string | null;
  /** Facts the person states about themselves. */
  facts: string[];
  /** Questions about the person. */
  personal: string[];
  /** Other questions worth looking up in what the person said ("When is Mira's birthday?"). */
  lookups: string[];
  /** Everything else: requests, advice, general questions, statements about the world. */
  others: string[];
}

export function readMessage(text: string): MessageReading {
  const reading: MessageReading = {
    greeting: null,
    remember: null,
    forget: null,
    listMemories: false,
    aboutDuet: false,
    chats: [],
    expression: null,
    facts: [],
    personal: [],
    lookups: [],
    others: [],
  };
  const { greeting, rest } = splitGreeting(text);
  reading.greeting = greeting;
  // "Can you remember that …?" asks as a question what "Remember that …" says.
  const asked = rest.replace(ASKING_DUET, '');
  const question = asked === rest && rest.endsWith('?');
  const remember = question ? null : REMEMBER.exec(asked);
  // The fact is the sentence that asks to keep it; what follows ("Then write me a list") is read as
  // any other sentence.
  const [fact, ...after] = remember ? sentencesOf(remember[1]!) : [];
  if (fact) reading.remember = asClause(fact);
  const forget = FORGET.exec(asked);
  if (!remember && forget && !question) return { ...reading, forget: asClause(forget[1]!) };
  for (const sentence of remember ? after : sentencesOf(rest)) {
    const expression = reading.expression ? null : expressionIn(sentence);
    const fact = selfFact(sentence);
    if (splitGreeting(sentence).rest === '') continue;
    if (asksForMemories(sentence)) reading.listMemories = true;
    else if (asksAboutDuet(sentence)) reading.aboutDuet = true;
    else if (asksAboutChats(sentence)) reading.chats.push(sentence);
    else if (expression) reading.expression = expression;
    else if (fact && reading.facts.length < MAX_FACTS) reading.facts.push(fact);
    else if (isPersonalQuestion(sentence)) reading.personal.push(sentence);
    else if (wantsLookup(sentence)) reading.lookups.push(sentence);
    else reading.others.push(sentence);
  }
  return reading;
}
