/**
 * The local twin's sentences in the voice its owner chose (docs/product.md §11): about them in the
 * third person ("Maya builds apps for climbers") or as them in the first ("I build apps for
 * climbers"), the same in every sentence of an answer. A fact in the owner's words is turned to
 * the voice (third-person.ts, first-person.ts); one it cannot turn ("We build apps", in the third
 * person) is quoted as the owner's, so no sentence speaks in another voice. Its sentences are in the
 * visitor's language (TurnHints.locale); in any language but English a fact is quoted as the owner
 * wrote it (the rules that turn it to a voice are English ones).
 */
import { rewriteProse } from '../../words/verbatim.js';
import type { I18n } from '../../words/i18n.js';
import { toFirstPerson } from './first-person.js';
import { asClause, capitalise } from './second-person.js';
import { listOf } from './spoken-lists.js';
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
  greeting(topics: Topic[]): string;
  /** The question went to the owner (`passed`), or could not. */
  unknown(passed: boolean): string;
  /** A word back to small talk: thanks, an acknowledgement, a goodbye, or a remark that asks nothing. */
  smallTalk(kind: 'thanks' | 'ack' | 'bye' | 'remark'): string;
  /** The opening of a longer answer, before its facts as a list. */
  intro: string;
}

/** What a twin's greeting offers to be asked about. */
export type Topic = 'interests' | 'skills' | 'projects' | 'location';

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

/** "interests, skills or where they are based" in English (as it always read); Intl's "or" list in the others. */
function either(i18n: I18n, topics: string[]): string {
  if (i18n.locale !== 'en') return new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(topics);
  return topics.length === 1 ? topics[0]! : `${topics.slice(0, -1).join(', ')} or ${topics.at(-1)}`;
}

/** A list of the profile's, named: "interests", "skills", … */
function listName(i18n: I18n, list: ProfileList): string {
  switch (list) {
    case 'interests':
      return i18n._({ id: 'twin.list.interests', message: 'interests' });
    case 'skills':
      return i18n._({ id: 'twin.list.skills', message: 'skills' });
    case 'projects':
      return i18n._({ id: 'twin.list.projects', message: 'projects' });
    case 'achievements':
      return i18n._({ id: 'twin.list.achievements', message: 'achievements' });
    case 'posts':
      return i18n._({ id: 'twin.list.posts', message: 'posts' });
  }
}

/** A topic the greeting offers, in the twin's voice ("where they are based", "where I'm based"). */
function topicName(i18n: I18n, topic: Topic, person: 'first' | 'third'): string {
  if (topic !== 'location') return listName(i18n, topic);
  return person === 'first'
    ? i18n._({ id: 'twin.first.topic.location', message: "where I'm based" })
    : i18n._({ id: 'twin.third.topic.location', message: 'where they are based' });
}

export function twinVoice(person: 'first' | 'third', name: string, names: readonly string[], i18n: I18n): TwinVoice {
  return person === 'first' ? firstVoice(i18n, name, names) : thirdVoice(i18n, name);
}

function thirdVoice(i18n: I18n, name: string): TwinVoice {
  const english = i18n.locale === 'en';
  const quote = (fact: string) =>
    i18n._({ id: 'twin.third.quote', message: '{name} has shared: “{fact}”.', values: { name, fact: asClause(fact) } });
  return {
    person: 'third',
    say: (fact) =>
      !english
        ? quote(fact)
        : speaksAsWe(fact)
          ? `${name} says: “${asClause(fact)}”.`
          : sentence(toThirdPerson(asClause(fact), name)),
    quote,
    describes: (bio) =>
      i18n._({
        id: 'twin.third.describes',
        message: '{name} describes themselves as: “{bio}”.',
        values: { name, bio: asClause(bio) },
      }),
    worksAs: (title) =>
      i18n._({
        id: 'twin.third.title',
        message: "{name}'s title is “{title}”.",
        values: { name, title: asClause(title) },
      }),
    basedIn: (location) =>
      i18n._({
        id: 'twin.third.based-in',
        message: '{name} is based in {location}.',
        values: { name, location: asClause(location) },
      }),
    list: (list, items, all) => {
      const values = { name, list: listName(i18n, list), items: listOf(i18n.locale, items) };
      return all
        ? i18n._({ id: 'twin.third.list.all', message: "{name}'s {list}: {items}.", values })
        : i18n._({ id: 'twin.third.list.some', message: "{name}'s {list} include {items}.", values });
    },
    greeting: (topics) => {
      const about = topics.length
        ? i18n._({
            id: 'twin.third.greeting.topics',
            message: " Ask me about {name}'s {topics}.",
            values: {
              name,
              topics: either(
                i18n,
                topics.map((t) => topicName(i18n, t, 'third')),
              ),
            },
          })
        : '';
      return i18n._({
        id: 'twin.third.greeting',
        message: "Hi! I'm {name}'s twin. I can only tell you what {name} has made public.{about}",
        values: { name, about },
      });
    },
    unknown: (passed) =>
      passed
        ? i18n._({
            id: 'twin.third.unknown.passed',
            message: "I don't know that about {name} yet — I've passed your question on to {name}.",
            values: { name },
          })
        : i18n._({ id: 'twin.third.unknown', message: "I don't know that about {name} yet.", values: { name } }),
    smallTalk: (kind) => {
      switch (kind) {
        case 'thanks':
          return i18n._({
            id: 'twin.third.thanks',
            message: "You're welcome! Ask me anything else about {name}.",
            values: { name },
          });
        case 'ack':
          return i18n._({
            id: 'twin.third.ack',
            message: "Glad to help. Anything else you'd like to know about {name}?",
            values: { name },
          });
        case 'bye':
          return i18n._({
            id: 'twin.third.bye',
            message: "Bye — thanks for stopping by {name}'s twin!",
            values: { name },
          });
        case 'remark':
          return i18n._({
            id: 'twin.third.remark',
            message:
              "Thanks! I can answer questions about {name} from what they've made public — what would you like to know?",
            values: { name },
          });
      }
    },
    intro: i18n._({ id: 'twin.third.intro', message: "Here's what {name} has shared:", values: { name } }),
  };
}

function firstVoice(i18n: I18n, name: string, names: readonly string[]): TwinVoice {
  const english = i18n.locale === 'en';
  const quote = (fact: string) =>
    i18n._({ id: 'twin.first.quote', message: "I've shared: “{fact}”.", values: { fact: asClause(fact) } });
  return {
    person: 'first',
    say: (fact) => (english ? sentence(toFirstPerson(asClause(fact), names)) : quote(fact)),
    quote,
    describes: (bio) =>
      i18n._({ id: 'twin.first.describes', message: 'I describe myself as: “{bio}”.', values: { bio: asClause(bio) } }),
    worksAs: (title) =>
      i18n._({ id: 'twin.first.title', message: 'My title is “{title}”.', values: { title: asClause(title) } }),
    basedIn: (location) =>
      i18n._({
        id: 'twin.first.based-in',
        message: "I'm based in {location}.",
        values: { location: asClause(location) },
      }),
    list: (list, items, all) => {
      const values = { list: listName(i18n, list), items: listOf(i18n.locale, items) };
      return all
        ? i18n._({ id: 'twin.first.list.all', message: 'My {list}: {items}.', values })
        : i18n._({ id: 'twin.first.list.some', message: 'My {list} include {items}.', values });
    },
    greeting: (topics) => {
      const about = topics.length
        ? i18n._({
            id: 'twin.first.greeting.topics',
            message: ' Ask me about my {topics}.',
            values: {
              topics: either(
                i18n,
                topics.map((t) => topicName(i18n, t, 'first')),
              ),
            },
          })
        : '';
      return i18n._({
        id: 'twin.first.greeting',
        message: "Hi, I'm {name} — or rather my twin, answering only from what I've made public.{about}",
        values: { name, about },
      });
    },
    unknown: (passed) =>
      passed
        ? i18n._({
            id: 'twin.first.unknown.passed',
            message: "I haven't made that public yet — I've passed your question on, and I'll answer you here myself.",
          })
        : i18n._({ id: 'twin.first.unknown', message: "I haven't made that public yet." }),
    smallTalk: (kind) => {
      switch (kind) {
        case 'thanks':
          return i18n._({ id: 'twin.first.thanks', message: "You're welcome! Ask me anything else." });
        case 'ack':
          return i18n._({ id: 'twin.first.ack', message: "Glad to help. Anything else you'd like to know?" });
        case 'bye':
          return i18n._({ id: 'twin.first.bye', message: 'Bye — thanks for stopping by!' });
        case 'remark':
          return i18n._({
            id: 'twin.first.remark',
            message: "Thanks! I can answer questions from what I've made public — what would you like to know?",
          });
      }
    },
    intro: i18n._({ id: 'twin.first.intro', message: "Here's what I've shared:" }),
  };
}
