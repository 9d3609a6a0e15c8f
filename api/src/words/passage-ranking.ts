/**
 * Which passages of a document answer a question: the question's search stems (the words memories
 * are ranked by, api/src/words/search-terms.ts) less those that only name the file, each weighted
 * by how rare it is among the passages (a word on every page tells nothing). Picks a long document's
 * passages for the prompt (documents/document-text.ts) and the passage the offline brain quotes
 * (api/src/agent/local/document-passages.ts).
 */
import { searchStems, stem } from './search-terms.js';

/** Words that name the file or ask about it, not what is in it. */
const ABOUT_THE_FILE = new Set(['page', 'file', 'document', 'section', 'say', 'says', 'said'].map(stem));

export interface PassageRanking {
  /** The question's words that count. */
  asked: Set<string>;
  /** Each passage's score (0: it shares none of them), in the passages' order. */
  scores: number[];
  /** How many of them each passage shares. */
  matched: number[];
  /** Any other text (a sentence of a passage), weighted as the passages are. */
  scoreOf(text: string): number;
}

export function rankPassages(question: string, passages: readonly string[]): PassageRanking {
  const asked = new Set([...searchStems(question)].filter((w) => !ABOUT_THE_FILE.has(w)));
  const sets = passages.map(searchStems);
  const weight = new Map(
    [...asked].map((w) => [w, Math.log(1 + passages.length / Math.max(1, sets.filter((s) => s.has(w)).length))]),
  );
  const score = (stems: Set<string>) => [...asked].reduce((n, w) => n + (stems.has(w) ? weight.get(w)! : 0), 0);
  return {
    asked,
    scores: sets.map(score),
    matched: sets.map((s) => [...asked].filter((w) => s.has(w)).length),
    scoreOf: (text) => score(searchStems(text)),
  };
}
