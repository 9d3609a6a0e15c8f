/**
 * Finding lasting facts about a person in what they wrote (docs/product.md §10, "Memories from
 * imported conversations"). These rules are the local provider's judgement and the first pass for
 * a real model: they keep first-person statements of who someone is, where they live and work,
 * their people and their tastes, and leave out questions, plans, wishes, code and quotes.
 */
import { normalise } from '../words/fact-subject.js';
import { isAboutUsingDuet } from '../words/meta-statements.js';

export interface Statement {
  /** What the person wrote (a found fact: the sentence, worded as a memory). */
  text: string;
  /** Where it came from. */
  threadId: string;
  stepId: string | null;
}

export interface FoundFact extends Statement {
  /** How many conversations said it (facts said more often come first). */
  mentions: number;
}

const MIN_CHARS = 10;
const MAX_CHARS = 200;

/** Openings that state a lasting fact about the writer. */
const FACT = new RegExp(
  [
    String.raw`^(?:please\s+)?(?:remember|note)\s+that\s+(?=(?:i|i'm|my)\b)`,
    String.raw`^i(?:'m| am) (?:a|an|the) (?!(?:bit|little|lot|few|huge fan of doing)\b)`,
    String.raw`^i(?:'m| am) (?:from|based in|married|vegetarian|vegan|allergic to|learning|retired)\b`,
    String.raw`^i (?:live|work|study|studied|grew up|was born|teach|run|own|speak)\b`,
    String.raw`^i (?:love|like|enjoy|prefer|adore|hate|dislike|can't stand)\b`,
    String.raw`^i(?:'ve| have) (?:a|an|two|three|four|five|\d+)\b`,
    String.raw`^my (?:name|wife|husband|partner|son|daughter|kids|children|brother|sister|mother|father|mom|dad|dog|cat|job|role|title|company|employer|team|birthday|hometown|favou?rite \w+|native language|first language)\b[^.?!]*\b(?:is|are|was)\b`,
  ].join('|'),
  'i',
);

/** Words that make a statement a wish, a plan, a doubt or a request rather than a fact. */
const NOT_A_FACT =
  /\b(?:if|would|could|should|might|maybe|perhaps|wonder|want to|wanna|trying to|try to|going to|gonna|need to|have to|planning|plan to|thinking about|hope|wish|pretend|imagine|suppose|example|sorry|not sure|tomorrow|yesterday|today|tonight|right now|this week)\b/i;

/** A taste for "it", "this" or "you" says nothing without the conversation around it. */
const VAGUE =
  /^i (?:love|like|enjoy|prefer|adore|hate|dislike|can't stand) (?:it|this|that|these|those|them|you|him|her)\b/i;

/** Sentences of a message's prose: code, quotes and links are left out. */
export function sentencesOf(message: string): string[] {
  const prose = message
    .replace(/```[\s\S]*?(?:```|$)/g, '\n')
    .replace(/`[^`\n]*`/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*(?:>|\||#|\s{4})/.test(line))
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ');
  return prose
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:also|and|oh|btw|by the way|fyi|well|so)\s*,?\s+/i, '').trim())
    .filter(Boolean);
}

/** The statement as a memory: "Remember that I …" becomes "I …", one line, capitalised, ending in one period. */
export function asMemory(sentence: string): string {
  const text = sentence
    .replace(/^(?:please\s+)?(?:remember|note)\s+that\s+/i, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!]+$/, '')
    .trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export function isFact(sentence: string): boolean {
  if (sentence.length < MIN_CHARS || sentence.length > MAX_CHARS) return false;
  if (sentence.includes('?') || sentence.includes('"') || sentence.includes('“')) return false;
  const plain = sentence.replace(/[’‘]/g, "'");
  return FACT.test(plain) && !NOT_A_FACT.test(plain) && !VAGUE.test(plain) && !isAboutUsingDuet(plain);
}

/**
 * Facts found in messages given a batch at a time (an import reads its file as a stream): each
 * once, with its earliest source. It keeps at most `maxDistinct` different facts (later new ones
 * are left out, those it has go on being counted), so its memory does not grow with the file.
 */
export class FactCollector {
  private readonly found = new Map<string, FoundFact & { threads: Set<string> }>();
  constructor(private readonly maxDistinct = 5_000) {}

  add(messages: readonly Statement[]): void {
    for (const message of messages) {
      for (const sentence of sentencesOf(message.text)) {
        if (!isFact(sentence)) continue;
        const text = asMemory(sentence);
        const key = normalise(text);
        const seen = this.found.get(key);
        if (seen) {
          seen.threads.add(message.threadId);
          seen.mentions = seen.threads.size;
          continue;
        }
        if (this.found.size >= this.maxDistinct) continue;
        this.found.set(key, {
          text,
          threadId: message.threadId,
          stepId: message.stepId,
          mentions: 1,
          threads: new Set([message.threadId]),
        });
      }
    }
  }

  /** The facts most often said first, then in the order they were written. At most `limit`. */
  top(limit: number): FoundFact[] {
    return [...this.found.values()]
      .map(({ threads: _threads, ...fact }, order) => ({ fact, order }))
      .sort((a, b) => b.fact.mentions - a.fact.mentions || a.order - b.order)
      .slice(0, limit)
      .map(({ fact }) => fact);
  }
}

/**
 * The facts in these messages, each once (its earliest source), most often said first, then in
 * the order they were written. At most `limit`.
 */
export function findFacts(messages: readonly Statement[], limit: number): FoundFact[] {
  const collector = new FactCollector(Infinity);
  collector.add(messages);
  return collector.top(limit);
}
