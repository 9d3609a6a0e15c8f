/**
 * The offline brain's answers (brain-policy.ts reads the message and calls the tools): composed
 * only from what the tools returned, in the second person, and honest about what it cannot do
 * (offline-brain.ts).
 */
import {
  FOR_MORE_A_MODEL,
  NEEDS_A_MODEL,
  NOT_TOLD_YET,
  OFFLINE_BRAIN_ANSWER,
  OFFLINE_BRAIN_CAN,
  OFFLINE_BRAIN_IS,
} from '../offline-brain.js';
import type { ProfileSnapshot } from '../../onboarding/profile-steps.js';
import { KNOWLEDGE_PAGE } from '../tools/brain-tools.js';
import type { MessageReading } from './message-reading.js';
import { foundPassageAnswer, type FoundPassageSeen } from './document-passages.js';
import { failedTools, failureOf, resultOf, resultsOf } from './local-decision.js';
import { answeringOther, answeringPersonal } from './memory-lookup.js';
import type { PromptView } from './prompt-reading.js';
import { asClause, toSecondPerson } from './second-person.js';
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

/** A fact said back inside a sentence: "I live in Porto" → "you live in Porto", "Our dog is Rex" → "your dog is Rex". */
const spoken = (fact: string) =>
  toSecondPerson(asClause(fact))
    .replace(/\b(?:we|we're|we've|our|ours|us)\b/gi, (w) => PLURAL[w.toLowerCase()] ?? w)
    // A common word opening the fact ("Since last year …", "The key …") goes lower case; a name stays.
    .replace(/^\p{Lu}[\p{L}']*/u, (w) => (COMMON.test(w) ? w.toLowerCase() : w));

export function greetingAnswer(kind: GreetingKind | null): string {
  if (kind === 'thanks') return "You're welcome!";
  if (kind === 'ack') return "OK — I'm here when you want me to remember or find something.";
  if (kind === 'bye') return "Bye for now — I'll keep what you told me.";
  return `Hi! I'm Duet's offline brain. ${OFFLINE_BRAIN_CAN}`;
}

/** What Duet's offline brain is, what it can do, and what it would need for more. */
/** Asked to remember or forget, or told a fact, where nothing is kept (a temporary chat). */
export function nothingKeptAnswer(forgetting: boolean): string {
  return forgetting
    ? "I can't change your memories from a temporary chat. Open a regular chat, or your Knowledge page, to forget something."
    : "This is a temporary chat, so I won't keep that: nothing from it is saved. Tell me in a regular chat and I'll remember it.";
}

export function aboutAnswer(): string {
  return `${OFFLINE_BRAIN_IS}; ${FOR_MORE_A_MODEL}. ${OFFLINE_BRAIN_CAN}`;
}

/** A greeting that opens a longer message is answered in a word before the rest. */
function greetingOpener(kind: GreetingKind | null): string | null {
  return kind === 'hello' ? 'Hi!' : kind === 'thanks' ? "You're welcome." : null;
}

/** The honest answer when there is nothing the brain can look up or do. */
export function withoutToolsAnswer(reading: MessageReading): string {
  const parts = [greetingOpener(reading.greeting), reading.aboutDuet ? aboutAnswer() : null];
  if (reading.personal.length) parts.push(NOT_TOLD_YET);
  if (reading.others.length || reading.lookups.length) parts.push(honestLine(reading));
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
function honestLine(reading: MessageReading): string {
  const statement = reading.others.length > 0 && reading.others.every(isStatement);
  const keep = statement ? ' If it\'s something to keep, say "remember that …" and I will.' : '';
  return `${OFFLINE_BRAIN_ANSWER}${keep}`;
}

/** The profile's fields in sentences, keyed by what a question about them says. */
function profileSentences(p: ProfileSnapshot): Array<[RegExp, string]> {
  const out: Array<[RegExp, string]> = [];
  if (p.displayName) out.push([/\bname\b/i, `Your name is ${p.displayName}.`]);
  if (p.title) out.push([/\b(?:title|job|role|work)\b/i, `Your title: ${p.title}.`]);
  if (p.bio) out.push([/\bbio\b/i, `Your bio says: “${asClause(p.bio)}”.`]);
  if (p.interests.length) out.push([/\b(?:interests?|hobbies|hobby)\b/i, `Your interests: ${p.interests.join(', ')}.`]);
  if (p.location) out.push([/\b(?:live|living|based|location|from|city)\b/i, `You're based in ${p.location}.`]);
  if (p.skills.length) out.push([/\bskills?\b/i, `Your skills: ${p.skills.join(', ')}.`]);
  return out;
}

/** What the profile says to a question: all of it for "who am I?", else the fields it asks about. */
function fromProfile(p: ProfileSnapshot, question: string): string[] {
  const all = profileSentences(p);
  if (!question || /\b(?:who am i|about me|my profile)\b/i.test(question)) return all.map(([, s]) => s);
  return all.filter(([asks]) => asks.test(question)).map(([, s]) => s);
}

function factsList(intro: string, facts: string[]): string {
  if (facts.length === 1) return `${intro}: ${facts[0]}.`;
  return `${intro}:\n${facts.map((f) => `- ${f}`).join('\n')}`;
}

function savedSentence(saved: Saved): string {
  const fact = spoken(saved.content);
  if (saved.outcome === 'not_a_fact') return "That's about using Duet rather than about you, so I haven't kept it.";
  if (saved.outcome === 'known') return `I already knew that ${fact}.`;
  if (saved.replaced) return `Got it — I've updated what I knew: ${fact} (before: ${spoken(saved.replaced)}).`;
  return `Got it — I'll remember that ${fact}.`;
}

function listed(result: { count: number; more: number; memories: Memory[] }): string {
  if (result.count === 0) {
    return 'You haven\'t told me anything about yourself yet: tell me something ("I\'m vegetarian", "My sister\'s name is Ana") and I\'ll remember it.';
  }
  const facts = result.memories.map((m) => spoken(m.content));
  const more = result.more > 0 ? `…and ${result.more} more. ` : '';
  const total = result.count === 1 ? 'one thing' : `${result.count} things`;
  // Where to manage them, always.
  const where = `${more}You can see, change or delete ${result.count === 1 ? 'it' : 'them'} on your [Knowledge page](${KNOWLEDGE_PAGE}).`;
  return `${factsList(`You've told me ${total}`, facts)}\n\n${where}`;
}

/** After a passage quoted from the library: what the offline brain can and cannot do with it. */
const FROM_LIBRARY = `That is the passage I found in your library. I'm Duet's offline brain: I can point to it, but ${NEEDS_A_MODEL}.`;

export function composeAnswer(reading: MessageReading, view: PromptView): string {
  const results = view.toolResults ?? [];
  const parts: (string | null)[] = [greetingOpener(reading.greeting), reading.aboutDuet ? aboutAnswer() : null];
  parts.push(...resultsOf<Saved>(results, 'remember').map(savedSentence));

  const forgotten = resultOf<{ memories: Memory[] }>(results, 'forget');
  if (forgotten) {
    parts.push(
      forgotten.memories.length
        ? `Done — I've forgotten that ${forgotten.memories.map((m) => spoken(m.content)).join('; and that ')}.`
        : "I couldn't find a memory about that, so there was nothing to forget.",
    );
  }
  const profile = resultOf<ProfileSnapshot>(results, 'get_profile');
  const aboutYou = profile ? fromProfile(profile, reading.listMemories ? '' : reading.personal.join(' ')) : [];
  if (aboutYou.length) parts.push(`From your profile: ${aboutYou.join(' ')}`);
  const list = resultOf<{ count: number; more: number; memories: Memory[] }>(results, 'list_memories');
  if (list) parts.push(listed(list));

  const calculation = resultOf<{ expression: string; result: string }>(results, 'calculate');
  if (calculation) parts.push(`${calculation.expression} = ${calculation.result}`);
  const miscalculated = failureOf(results, 'calculate');
  if (miscalculated) parts.push(`I couldn't work that out: ${miscalculated}`);

  const found = resultOf<{ memories: Memory[] }>(results, 'search_memories')?.memories ?? [];
  const personal = answeringPersonal(found, reading.personal.join(' '));
  const general = answeringOther(found, reading.lookups.join(' '));
  const facts = [...new Set([...(reading.personal.length ? personal : []), ...general])];
  if (facts.length)
    parts.push(
      factsList(
        "From what you've told me",
        facts.map((m) => spoken(m.content)),
      ),
    );
  else if (reading.personal.length && !aboutYou.length) parts.push(NOT_TOLD_YET);

  const passages = resultOf<{ passages: FoundPassageSeen[] }>(results, 'search_documents')?.passages ?? [];
  const fromDocuments = passages.length
    ? foundPassageAnswer(passages, [...reading.personal, ...reading.lookups, ...reading.others].join(' '))
    : null;
  if (fromDocuments) parts.push(`${fromDocuments}\n\n${FROM_LIBRARY}`);

  const chats = resultOf<{ conversations: { name: string | null; updatedAt: string }[] }>(
    results,
    'search_conversations',
  );
  if (chats) {
    const lines = chats.conversations.map(
      (t) => `“${t.name ?? 'Untitled Thread'}” (updated ${t.updatedAt.slice(0, 10)})`,
    );
    parts.push(
      lines.length
        ? factsList(lines.length === 1 ? 'I found this chat' : 'I found these chats', lines)
        : "I couldn't find a chat about that.",
    );
  }
  const failed = failedTools(results).filter((name) => name !== 'calculate');
  if (failed.length) {
    const doing = failed.includes('remember') ? 'saving' : failed.includes('forget') ? 'forgetting' : 'looking that up';
    parts.push(`Something went wrong while ${doing}.`);
  }
  const unanswered =
    !fromDocuments && (reading.others.length > 0 || (reading.lookups.length > 0 && general.length === 0));
  if (unanswered) parts.push(facts.length ? `Beyond that: ${OFFLINE_BRAIN_ANSWER}` : honestLine(reading));
  const text = parts.filter(Boolean).join('\n\n');
  return text || OFFLINE_BRAIN_ANSWER;
}
