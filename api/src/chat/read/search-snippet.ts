/**
 * The passage a search result shows: the matching message's text around its first match, with
 * the matched words' places (offsets into the passage, in UTF-16 code units, end exclusive).
 * Words match as the full-text index matches them (search-query.ts): case and accents do not
 * matter, and the query's last word of 3+ characters also matches as a prefix.
 */
import { searchTerms } from './search-query.js';

export interface Highlight {
  start: number;
  end: number;
}

export interface Snippet {
  text: string;
  highlights: Highlight[];
}

const BEFORE = 60;
const LENGTH = 200;

/** Lower case without accents, one output character per input UTF-16 unit (so offsets carry over). */
function fold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

function matcher(query: string): (word: string) => boolean {
  const terms = searchTerms(query).map(fold);
  const last = terms.length - 1;
  return (word) => terms.some((t, i) => word === t || (i === last && t.length >= 3 && word.startsWith(t)));
}

/** The words of `text` that match `query`, as offsets. */
function matchedWords(text: string, query: string): Highlight[] {
  const matches = matcher(query);
  const folded = fold(text);
  const found: Highlight[] = [];
  for (const m of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matches(m[0])) found.push({ start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** The passage around the first match (the text's start when nothing matches), on word boundaries. */
export function searchSnippet(body: string, query: string): Snippet {
  const text = body.replace(/\s+/g, ' ').trim();
  const words = matchedWords(text, query);
  const first = words[0]?.start ?? 0;
  let start = Math.max(0, first - BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > Math.max(start, first) ? space : end;
  }
  const lead = start > 0 ? '…' : '';
  const passage = `${lead}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start;
  return {
    text: passage,
    highlights: words
      .filter((w) => w.start >= start && w.end <= end)
      .map((w) => ({ start: w.start + shift, end: w.end + shift })),
  };
}
