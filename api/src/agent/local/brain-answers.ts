/**
 * The offline brain's answers (brain-policy.ts reads the message and calls the tools): composed
 * only from what the tools returned, in the second person, and honest about what it cannot do
 * (offline-brain.ts). Its own sentences are in the language of who it answers (OfflineWords); the
 * person's facts it says back in their words — turned to the second person in English, quoted as
 * written in any other language (its rules for turning them are English ones).
 */
import type { OfflineWords } from '../offline-brain.js';
import type { I18n } from '../../words/i18n.js';
import type { ProfileSnapshot } from '../../onboarding/profile-steps.js';
import { KNOWLEDGE_PAGE } from '../tools/brain-tools.js';
import type { MessageReading } from './message-reading.js';
import { foundPassageAnswer, type FoundPassageSeen } from './document-passages.js';
import { failedTools, failureOf, resultOf, resultsOf } from './local-decision.js';
import { answeringOther, answeringPersonal } from './memory-lookup.js';
import type { PromptView } from './prompt-reading.js';
import { asClause, toSecondPerson } from './second-person.js';
import { listOf } from './spoken-lists.js';
import { isQuestion, type GreetingKind } from './sentence-kinds.js';

interface Memory {
  content: string;
}
interface Saved {
  content: string;
  outcome?: string;
  replaced?: string;
}

const COMMON =
  /^(?:the|a|an|this|that|these|those|it|there|since|last|yesterday|today|lately|recently|nowadays|in|after|before|every|during|at|on|next|for|when|once|now|both|all|most|some)$/i;
const PLURAL: Record<string, string> = {
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  our: 'your',
  ours: 'yours',
  us: 'you',
};

/**
 * A fact said back inside a sentence: "I live in Porto" → "you live in Porto", "Our dog is Rex" →
 * "your dog is Rex" in English; in another language the person's words as they wrote them, quoted.
 */
export function spoken(i18n: I18n, fact: string): string {
  if (i18n.locale !== 'en')
    return i18n._({ id: 'brain.quoted', message: '“{text}”', values: { text: asClause(fact) } });
  return (
    toSecondPerson(asClause(fact))
      .replace(/\b(?:we|we're|we've|our|ours|us)\b/gi, (w) => PLURAL[w.toLowerCase()] ?? w)
      // A common word opening the fact ("Since last year …", "The key …") goes lower case; a name stays.
      .replace(/^\p{Lu}[\p{L}']*/u, (w) => (COMMON.test(w) ? w.toLowerCase() : w))
  );
}

export function greetingAnswer(w: OfflineWords, kind: GreetingKind | null): string {
  const { i18n } = w;
  if (kind === 'thanks') return i18n._({ id: 'brain.thanks', message: "You're welcome!" });
  if (kind === 'ack')
    return i18n._({ id: 'brain.ack', message: "OK — I'm here when you want me to remember or find something." });
  if (kind === 'bye') return i18n._({ id: 'brain.bye', message: "Bye for now — I'll keep what you told me." });
  return i18n._({ id: 'brain.hello', message: "Hi! I'm Duet's offline brain. {can}", values: { can: w.can } });
}

/** Asked to remember or forget, or told a fact, where nothing is kept (a temporary chat). */
export function nothingKeptAnswer(w: OfflineWords, forgetting: boolean): string {
  return forgetting
    ? w.i18n._({
        id: 'brain.temporary.forget',
        message:
          "I can't change your memories from a temporary chat. Open a regular chat, or your Knowledge page, to forget something.",
      })
    : w.i18n._({
        id: 'brain.temporary.remember',
        message:
          "This is a temporary chat, so I won't keep that: nothing from it is saved. Tell me in a regular chat and I'll remember it.",
      });
}

/** What Duet's offline brain is, what it can do, and what it would need for more. */
export function aboutAnswer(w: OfflineWords): string {
  return w.about;
}

/** A greeting that opens a longer message is answered in a word before the rest. */
function greetingOpener(i18n: I18n, kind: GreetingKind | null): string | null {
  if (kind === 'hello') return i18n._({ id: 'brain.hi', message: 'Hi!' });
  return kind === 'thanks' ? i18n._({ id: 'brain.welcome', message: "You're welcome." }) : null;
}

/** The honest answer when there is nothing the brain can look up or do. */
export function withoutToolsAnswer(w: OfflineWords, reading: MessageReading): string {
  const parts = [greetingOpener(w.i18n, reading.greeting), reading.aboutDuet ? aboutAnswer(w) : null];
  if (reading.personal.length) parts.push(w.notToldYet);
  if (reading.others.length || reading.lookups.length) parts.push(honestLine(w, reading));
  return parts.filter(Boolean).join(' ');
}

/** A sentence that tells something about the world ("The meeting is at 3pm"), not a request. */
const isStatement = (sentence: string) =>
  !isQuestion(sentence) &&
  /\b(?:is|are|was|were|has|have|had|will)\b|\b\w+'(?:s|re)\b/i.test(sentence) &&
  !/^(?:please\s+)?(?:write|tell|give|explain|translate|make|create|draft|summari[sz]e|show|list|find|help|compare|debug|fix|suggest|recommend|plan|describe|define|generate|compose|convert|calculate|teach|rewrite|edit|check|review)\b/i.test(
    sentence,
  );

/** What the brain is and what an answer needs; for a statement, how to keep it anyway. */
function honestLine(w: OfflineWords, reading: MessageReading): string {
  const statement = reading.others.length > 0 && reading.others.every(isStatement);
  if (!statement) return w.answer;
  return w.i18n._({
    id: 'brain.cannot-keep-it',
    message: '{answer} If it\'s something to keep, say "remember that …" and I will.',
    values: { answer: w.answer },
  });
}

/** The profile's fields in sentences, keyed by what a question about them says. */
function profileSentences(i18n: I18n, p: ProfileSnapshot): Array<[RegExp, string]> {
  const out: Array<[RegExp, string]> = [];
  const list = (items: string[]) => listOf(i18n.locale, items);
  if (p.displayName)
    out.push([
      /\bname\b/i,
      i18n._({ id: 'brain.profile.name', message: 'Your name is {name}.', values: { name: p.displayName } }),
    ]);
  if (p.title)
    out.push([
      /\b(?:title|job|role|work)\b/i,
      i18n._({ id: 'brain.profile.title', message: 'Your title: {title}.', values: { title: p.title } }),
    ]);
  if (p.bio)
    out.push([
      /\bbio\b/i,
      i18n._({ id: 'brain.profile.bio', message: 'Your bio says: “{bio}”.', values: { bio: asClause(p.bio) } }),
    ]);
  if (p.interests.length)
    out.push([
      /\b(?:interests?|hobbies|hobby)\b/i,
      i18n._({
        id: 'brain.profile.interests',
        message: 'Your interests: {list}.',
        values: { list: list(p.interests) },
      }),
    ]);
  if (p.location)
    out.push([
      /\b(?:live|living|based|location|from|city)\b/i,
      i18n._({
        id: 'brain.profile.location',
        message: "You're based in {location}.",
        values: { location: p.location },
      }),
    ]);
  if (p.skills.length)
    out.push([
      /\bskills?\b/i,
      i18n._({ id: 'brain.profile.skills', message: 'Your skills: {list}.', values: { list: list(p.skills) } }),
    ]);
  return out;
}

/** What the profile says to a question: all of it for "who am I?", else the fields it asks about. */
function fromProfile(i18n: I18n, p: ProfileSnapshot, question: string): string[] {
  const all = profileSentences(i18n, p);
  if (!question || /\b(?:who am i|about me|my profile)\b/i.test(question)) return all.map(([, s]) => s);
  return all.filter(([asks]) => asks.test(question)).map(([, s]) => s);
}

/** Facts after their introduction (which ends with its colon): one in the sentence, more as a list. */
function factsList(i18n: I18n, intro: string, facts: string[]): string {
  if (facts.length === 1)
    return i18n._({ id: 'brain.facts.one', message: '{intro} {fact}.', values: { intro, fact: facts[0] } });
  return `${intro}\n${facts.map((f) => `- ${f}`).join('\n')}`;
}

function savedSentence(i18n: I18n, saved: Saved): string {
  const fact = spoken(i18n, saved.content);
  if (saved.outcome === 'not_a_fact')
    return i18n._({
      id: 'brain.saved.not-a-fact',
      message: "That's about using Duet rather than about you, so I haven't kept it.",
    });
  if (saved.outcome === 'known')
    return i18n._({ id: 'brain.saved.known', message: 'I already knew that {fact}.', values: { fact } });
  if (saved.replaced)
    return i18n._({
      id: 'brain.saved.replaced',
      message: "Got it — I've updated what I knew: {fact} (before: {before}).",
      values: { fact, before: spoken(i18n, saved.replaced) },
    });
  return i18n._({ id: 'brain.saved', message: "Got it — I'll remember that {fact}.", values: { fact } });
}

function listed(i18n: I18n, result: { count: number; more: number; memories: Memory[] }): string {
  if (result.count === 0) {
    return i18n._({
      id: 'brain.memories.none',
      message:
        'You haven\'t told me anything about yourself yet: tell me something ("I\'m vegetarian", "My sister\'s name is Ana") and I\'ll remember it.',
    });
  }
  const facts = result.memories.map((m) => spoken(i18n, m.content));
  const more =
    result.more > 0
      ? i18n._({ id: 'brain.memories.more', message: '…and {more} more. ', values: { more: result.more } })
      : '';
  // Where to manage them, always.
  const where = i18n._({
    id: 'brain.memories.where',
    message:
      '{more}You can see, change or delete {count, plural, one {it} other {them}} on your [Knowledge page]({page}).',
    values: { more, count: result.count, page: KNOWLEDGE_PAGE },
  });
  const intro = i18n._({
    id: 'brain.memories.intro',
    message: "{count, plural, one {You've told me one thing:} other {You've told me # things:}}",
    values: { count: result.count },
  });
  return `${factsList(i18n, intro, facts)}\n\n${where}`;
}

/** A sum as people write it: '18% × 240', not the calculator's '18% * 240'. */
function shownExpression(expression: string): string {
  return expression.replace(/\s*\*\s*/g, ' × ');
}

export function composeAnswer(w: OfflineWords, reading: MessageReading, view: PromptView): string {
  const { i18n } = w;
  const results = view.toolResults ?? [];
  const parts: (string | null)[] = [greetingOpener(i18n, reading.greeting), reading.aboutDuet ? aboutAnswer(w) : null];
  parts.push(...resultsOf<Saved>(results, 'remember').map((saved) => savedSentence(i18n, saved)));

  const forgotten = resultOf<{ memories: Memory[] }>(results, 'forget');
  if (forgotten) {
    const joiner = i18n._({ id: 'brain.forgotten.joiner', message: '; and that ' });
    parts.push(
      forgotten.memories.length
        ? i18n._({
            id: 'brain.forgotten',
            message: "Done — I've forgotten that {facts}.",
            values: { facts: forgotten.memories.map((m) => spoken(i18n, m.content)).join(joiner) },
          })
        : i18n._({
            id: 'brain.forgotten.none',
            message: "I couldn't find a memory about that, so there was nothing to forget.",
          }),
    );
  }
  const profile = resultOf<ProfileSnapshot>(results, 'get_profile');
  const aboutYou = profile ? fromProfile(i18n, profile, reading.listMemories ? '' : reading.personal.join(' ')) : [];
  if (aboutYou.length)
    parts.push(
      i18n._({
        id: 'brain.from-profile',
        message: 'From your profile: {facts}',
        values: { facts: aboutYou.join(' ') },
      }),
    );
  const list = resultOf<{ count: number; more: number; memories: Memory[] }>(results, 'list_memories');
  if (list) parts.push(listed(i18n, list));

  const calculation = resultOf<{ expression: string; result: string }>(results, 'calculate');
  if (calculation) parts.push(`${shownExpression(calculation.expression)} = ${calculation.result}`);
  const miscalculated = failureOf(results, 'calculate');
  if (miscalculated)
    parts.push(
      i18n._({
        id: 'brain.calculate.failed',
        message: "I couldn't work that out: {reason}",
        values: { reason: miscalculated },
      }),
    );

  const found = resultOf<{ memories: Memory[] }>(results, 'search_memories')?.memories ?? [];
  const personal = answeringPersonal(found, reading.personal.join(' '));
  const general = answeringOther(found, reading.lookups.join(' '));
  const facts = [...new Set([...(reading.personal.length ? personal : []), ...general])];
  if (facts.length)
    parts.push(
      factsList(
        i18n,
        i18n._({ id: 'brain.found.intro', message: "From what you've told me:" }),
        facts.map((m) => spoken(i18n, m.content)),
      ),
    );
  else if (reading.personal.length && !aboutYou.length) parts.push(w.notToldYet);

  const passages = resultOf<{ passages: FoundPassageSeen[] }>(results, 'search_documents')?.passages ?? [];
  const fromDocuments = passages.length
    ? foundPassageAnswer(passages, [...reading.personal, ...reading.lookups, ...reading.others].join(' '), i18n)
    : null;
  if (fromDocuments) parts.push(`${fromDocuments}\n\n${w.pointsToLibrary}`);

  const chats = resultOf<{ conversations: { name: string | null; updatedAt: string }[] }>(
    results,
    'search_conversations',
  );
  if (chats) {
    const lines = chats.conversations.map((t) =>
      i18n._({
        id: 'brain.chats.line',
        message: '“{name}” (updated {date})',
        values: {
          name: t.name ?? i18n._({ id: 'brain.chats.untitled', message: 'Untitled Thread' }),
          date: t.updatedAt.slice(0, 10),
        },
      }),
    );
    parts.push(
      lines.length
        ? factsList(
            i18n,
            i18n._({
              id: 'brain.chats.found',
              message: '{count, plural, one {I found this chat:} other {I found these chats:}}',
              values: { count: lines.length },
            }),
            lines,
          )
        : i18n._({ id: 'brain.chats.none', message: "I couldn't find a chat about that." }),
    );
  }
  const failed = failedTools(results).filter((name) => name !== 'calculate');
  if (failed.length) {
    parts.push(
      failed.includes('remember')
        ? i18n._({ id: 'brain.failed.saving', message: 'Something went wrong while saving.' })
        : failed.includes('forget')
          ? i18n._({ id: 'brain.failed.forgetting', message: 'Something went wrong while forgetting.' })
          : i18n._({ id: 'brain.failed.looking-up', message: 'Something went wrong while looking that up.' }),
    );
  }
  const unanswered =
    !fromDocuments && (reading.others.length > 0 || (reading.lookups.length > 0 && general.length === 0));
  if (unanswered)
    parts.push(
      facts.length
        ? i18n._({ id: 'brain.beyond', message: 'Beyond that: {answer}', values: { answer: w.answer } })
        : honestLine(w, reading),
    );
  const text = parts.filter(Boolean).join('\n\n');
  return text || w.answer;
}
