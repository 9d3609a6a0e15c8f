/**
 * Thread titles written after the first exchange (docs/product.md §10): the model writes one
 * with the OpenAI-compatible provider; the local provider picks the message's distinctive words.
 * A name the user gave is never replaced (chat/threads.ts updateThread, Thread.nameSource).
 */
import { STOPWORDS } from '../words/search-terms.js';

/** The model's instructions; the scripted test server recognises title requests by them. */
export const TITLE_INSTRUCTIONS =
  'Write a short title (2 to 6 words) for this conversation, in the language of the user. ' +
  'Name its subject; no quotes, no final period, nothing else.';

const MAX_LENGTH = 60;
const MAX_WORDS = 4;
/** Words that say what the user asks for, not what about. */
const GENERIC = new Set(
  'can could would explain help want need like make write give show work works use using get tell does did say think way best good'.split(
    ' ',
  ),
);

/** The local title: up to four distinctive words of the first message, in order ("Git rebase merge commits"). */
export function localTitle(userMessage: string): string | null {
  const text = userMessage.replace(/```[\s\S]*?```|`[^`]*`|https?:\/\/\S+/g, ' ');
  const seen = new Set<string>();
  const candidates: { word: string; at: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    const lower = m[0].toLowerCase().replace(/’/g, "'");
    if (STOPWORDS.has(lower) || GENERIC.has(lower) || seen.has(lower)) continue;
    if (lower.length < 3 && !/^\p{N}+$/u.test(lower)) continue;
    seen.add(lower);
    candidates.push({ word: m[0], at: candidates.length });
  }
  if (candidates.length === 0) return null;
  // The longest words say most; keep them in the message's order.
  const picked = [...candidates]
    .sort((a, b) => b.word.length - a.word.length || a.at - b.at)
    .slice(0, MAX_WORDS)
    .sort((a, b) => a.at - b.at)
    .map((c) => c.word);
  return cleanTitle(picked.join(' '));
}

/** A model's title made safe to show: one line, no quotes or "Title:", no final period, at most 60 characters. */
export function cleanTitle(raw: string): string | null {
  let title = raw.split('\n').find((line) => line.trim() !== '') ?? '';
  title = title
    .replace(/^\s*(title\s*:\s*)/i, '')
    .replace(/^[\s"'“”‘’*#]+|[\s"'“”‘’*.]+$/g, '')
    .replace(/\s+/g, ' ');
  if (!title) return null;
  if (title.length > MAX_LENGTH) {
    const cut = title.slice(0, MAX_LENGTH);
    title = cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trimEnd();
  }
  return title.charAt(0).toUpperCase() + title.slice(1);
}
