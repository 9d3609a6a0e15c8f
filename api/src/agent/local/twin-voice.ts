/**
 * The local twin's sentences in the voice its owner chose (docs/product.md §11): about them in the
 * third person ("Maya builds apps for climbers") or as them in the first ("I build apps for
 * climbers"), the same in every sentence of an answer. A fact in the owner's words is turned to
 * the voice (third-person.ts, first-person.ts); one it cannot turn ("We build apps", in the third
 * person) is quoted as the owner's, so no sentence speaks in another voice.
 */
import { rewriteProse } from '../../words/verbatim.js';
import { toFirstPerson } from './first-person.js';
import { asClause, capitalise } from './second-person.js';
import { toThirdPerson } from './third-person.js';

export type ProfileList = 'interests' | 'skills' | 'projects' | 'achievements' | 'posts';

export interface TwinVoice {
  person: 'first' | 'third';
  /** A fact (the owner's words, or words about them) as a sentence in this voice. */
  say(fact: string): string;
  /** A fact as the owner wrote it, quoted (the strict style). */
  quote(fact: string): string;
  /** The owner's bio as they wrote it, quoted. */
  describes(bio: string): string;
  /** The owner's title ("Product designer"), as they wrote it. */
  worksAs(title: string): string;
  basedIn(location: string): string;
  /** A list of the profile: `all` of it, or the items that answer. */
  list(list: ProfileList, items: string[], all: boolean): string;
  /** What the twin is, and what it may be asked about. */
  greeting(topics: string[]): string;
  /** The question went to the owner (`passed`), or could not. */
  unknown(passed: boolean): string;
  /** A word back to small talk: thanks, an acknowledgement, a goodbye, or a remark that asks nothing. */
  smallTalk(kind: 'thanks' | 'ack' | 'bye' | 'remark'): string;
  /** The opening of a longer answer, before its facts as a list. */
  intro: string;
}

const sentence = (text: string) => `${capitalise(asClause(text))}.`;
/** Words of the owner's that speak for more than them: "we", "our", "us". */
const PLURAL = /\b(?:we|we're|we've|we'll|we'd|our|ours|us|ourselves)\b/i;
const speaksAsWe = (text: string) => {
  let found = false;
  rewriteProse(text, (prose) => {
    found ||= PLURAL.test(prose.replace(/’/g, "'"));
    return prose;
  });
  return found;
};

const either = (topics: string[]) =>
  topics.length === 1 ? topics[0]! : `${topics.slice(0, -1).join(', ')} or ${topics.at(-1)}`;

export function twinVoice(person: 'first' | 'third', name: string, names: readonly string[]): TwinVoice {
  return person === 'first' ? firstVoice(name, names) : thirdVoice(name);
}

function thirdVoice(name: string): TwinVoice {
  return {
    person: 'third',
    say: (fact) =>
      speaksAsWe(fact) ? `${name} says: “${asClause(fact)}”.` : sentence(toThirdPerson(asClause(fact), name)),
    quote: (fact) => `${name} has shared: “${asClause(fact)}”.`,
    describes: (bio) => `${name} describes themselves as: “${asClause(bio)}”.`,
    worksAs: (title) => `${name}'s title is “${asClause(title)}”.`,
    basedIn: (location) => `${name} is based in ${asClause(location)}.`,
    list: (list, items, all) => `${name}'s ${list}${all ? ':' : ' include'} ${items.join(', ')}.`,
    greeting: (topics) => {
      const about = topics.length
        ? ` Ask me about ${name}'s ${either(topics.map((t) => (t === 'location' ? 'where they are based' : t)))}.`
        : '';
      return `Hi! I'm ${name}'s twin. I can only tell you what ${name} has made public.${about}`;
    },
    unknown: (passed) =>
      passed
        ? `I don't know that about ${name} yet — I've passed your question on to ${name}.`
        : `I don't know that about ${name} yet.`,
    smallTalk: (kind) =>
      ({
        thanks: `You're welcome! Ask me anything else about ${name}.`,
        ack: `Glad to help. Anything else you'd like to know about ${name}?`,
        bye: `Bye — thanks for stopping by ${name}'s twin!`,
        remark: `Thanks! I can answer questions about ${name} from what they've made public — what would you like to know?`,
      })[kind],
    intro: `Here's what ${name} has shared:`,
  };
}

function firstVoice(name: string, names: readonly string[]): TwinVoice {
  return {
    person: 'first',
    say: (fact) => sentence(toFirstPerson(asClause(fact), names)),
    quote: (fact) => `I've shared: “${asClause(fact)}”.`,
    describes: (bio) => `I describe myself as: “${asClause(bio)}”.`,
    worksAs: (title) => `My title is “${asClause(title)}”.`,
    basedIn: (location) => `I'm based in ${asClause(location)}.`,
    list: (list, items, all) => `My ${list}${all ? ':' : ' include'} ${items.join(', ')}.`,
    greeting: (topics) => {
      const about = topics.length
        ? ` Ask me about my ${either(topics.map((t) => (t === 'location' ? "where I'm based" : t)))}.`
        : '';
      return `Hi, I'm ${name} — or rather my twin, answering only from what I've made public.${about}`;
    },
    unknown: (passed) =>
      passed
        ? "I haven't made that public yet — I've passed your question on, and I'll answer you here myself."
        : "I haven't made that public yet.",
    smallTalk: (kind) =>
      ({
        thanks: "You're welcome! Ask me anything else.",
        ack: "Glad to help. Anything else you'd like to know?",
        bye: 'Bye — thanks for stopping by!',
        remark: "Thanks! I can answer questions from what I've made public — what would you like to know?",
      })[kind],
    intro: "Here's what I've shared:",
  };
}
