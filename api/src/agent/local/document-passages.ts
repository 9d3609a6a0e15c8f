/**
 * A question about an attached document, as the offline brain answers it: it cannot explain, but it
 * can point. It finds the paragraph that shares the most words with the question (rarer words
 * count more: api/src/words/passage-ranking.ts) and quotes its best sentences with where they
 * are — the page of a PDF or the section of a document, as the prompt marks them ("[Page 12]",
 * "[Section: …]", api/src/documents/document-text.ts).
 */
import { i18nFor, type I18n } from '../../words/i18n.js';
import { rankPassages } from '../../words/passage-ranking.js';
import type { FileSeen } from './prompt-reading.js';
import { sentencesOf } from './sentence-kinds.js';

const MARK = /^\[(Page (\d+)|Section: (.+))\]$/;
/** A question: a sentence that ends with "?" or opens with a question word. */
export function asksAQuestion(text: string): boolean {
  return sentencesOf(text).some(
    (s) =>
      /\?\s*$/.test(s) ||
      /^(what|when|where|who|whom|which|why|how|does|do|did|is|are|was|were|can|could|should)\b/i.test(s.trim()),
  );
}

interface Paragraph {
  file: string;
  /** The PDF's page, or the document's section, the paragraph is in. */
  where: { page: string } | { section: string } | null;
  text: string;
}

function paragraphsOf(file: FileSeen & { text: string }): Paragraph[] {
  const out: Paragraph[] = [];
  let where: Paragraph['where'] = null;
  for (const block of file.text.split(/\n\s*\n/)) {
    const text = block.trim();
    const mark = MARK.exec(text);
    if (mark) where = mark[2] ? { page: mark[2] } : { section: mark[3]! };
    else if (text) out.push({ file: file.name, where, text });
  }
  return out;
}

/** "On page 12 of **file**:", "In the section “Travel” of **file**:", "In **file**:". */
function placeOf(i18n: I18n, p: Paragraph): string {
  const file = p.file;
  if (p.where && 'page' in p.where)
    return i18n._({
      id: 'brain.passage.page',
      message: 'On page {page} of **{file}**:',
      values: { page: p.where.page, file },
    });
  if (p.where)
    return i18n._({
      id: 'brain.passage.section',
      message: 'In the section “{section}” of **{file}**:',
      values: { section: p.where.section, file },
    });
  return i18n._({ id: 'brain.passage.file', message: 'In **{file}**:', values: { file } });
}

/**
 * A paragraph with the line breaks a PDF puts inside its sentences taken out ("…and return the" /
 * "car by noon."), so that a quoted sentence is whole. A break stays where a line ends a sentence
 * or a clause (. ! ? : ;) or the next one starts anew (a capital, a bullet, a number).
 */
export function unwrapLines(text: string): string {
  return text.replace(/([^.!?:;\s])[ \t]*\n[ \t]*(?=[\p{Ll}(“"'‘])/gu, '$1 ');
}

/**
 * The passage of the files that best answers `question`, quoted with where it is (said in `i18n`'s
 * language); null when none shares its words.
 */
export function passageAnswer(files: FileSeen[], question: string, i18n: I18n = i18nFor('en')): string | null {
  const paragraphs = files.filter((f): f is FileSeen & { text: string } => f.text !== null).flatMap(paragraphsOf);
  const ranking = rankPassages(
    question,
    paragraphs.map((p) => p.text),
  );
  if (ranking.asked.size === 0) return null;
  let best = -1;
  paragraphs.forEach((_, i) => {
    if (ranking.matched[i]! > 0 && (best < 0 || ranking.scores[i]! > ranking.scores[best]!)) best = i;
  });
  // One shared word is enough only for a one-word question.
  if (best < 0 || ranking.matched[best]! < Math.min(2, ranking.asked.size)) return null;
  const p = paragraphs[best]!;
  const ranked = sentencesOf(unwrapLines(p.text))
    .map((s, i) => ({ s, i, n: ranking.scoreOf(s) }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, 2)
    .sort((a, b) => a.i - b.i)
    .map((r) => r.s.trim());
  return `${placeOf(i18n, p)}\n\n${ranked.map((s) => `> ${s}`).join('\n>\n')}`;
}

/** A passage a document search returned (agent/tools: search_documents, search_public_documents). */
export interface FoundPassageSeen {
  title: string;
  where: string | null;
  text: string;
}

/** The prompt's marker for where a passage is, from a search's "page 12" or "section: Pricing". */
function markOf(where: string | null): string | null {
  const page = /^page (\d+)$/.exec(where ?? '');
  if (page) return `[Page ${page[1]}]`;
  const section = /^section: (.+)$/.exec(where ?? '');
  return section ? `[Section: ${section[1]}]` : null;
}

/** The passage of the found ones that best answers `question`, quoted with its document and place. */
export function foundPassageAnswer(
  passages: readonly FoundPassageSeen[],
  question: string,
  i18n: I18n = i18nFor('en'),
): string | null {
  const byTitle = new Map<string, string[]>();
  for (const p of passages) {
    const mark = markOf(p.where);
    byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), ...(mark ? [mark] : []), p.text]);
  }
  const files: FileSeen[] = [...byTitle].map(([name, blocks]) => ({
    name,
    mimeType: 'text/plain',
    size: 0,
    text: blocks.join('\n\n'),
    cut: true,
  }));
  return passageAnswer(files, question, i18n);
}
