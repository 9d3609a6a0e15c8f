/**
 * The text of attached documents (PDF, Word) for a message's prompt, from what the reading queue
 * wrote (reading-queue.ts). A document still being read is waited for, up to READ_WAIT_MS; one
 * that could not be read comes with its reason in plain words.
 *
 * A document that fits the budget goes in whole. A longer one gives its opening and the passages
 * that share the most words with the message (rarer words count more), in the document's order,
 * so a question about page 12 of a 30-page PDF finds page 12. Every passage is marked with its
 * page ("[Page 12]") or its section's heading, so the answer can say where it read it.
 */
import type { CitedSource } from '../agent/contract.js';
import type { Db } from '../db/client.js';
import { rankPassages } from '../words/passage-ranking.js';
import { said } from '../words/said.js';
import type { ReadingQueue } from './reading-queue.js';

/** How long a message waits for its documents to be read before it is answered without them. */
export const READ_WAIT_MS = 60_000;
const STILL_READING = said(
  /*i18n*/ { id: 'error.documents.still-reading', message: 'It is still being read: ask again in a moment.' },
);
/** A failed document that kept no reason (the offline brain says it; the model is told it). */
const NOT_READ = said(/*i18n*/ { id: 'error.documents.not-read', message: 'It could not be read.' });

export interface DocumentTextDeps {
  db: Db;
  queue: ReadingQueue;
}

/** A passage an answer may cite: its document, where it is, and its id (the reader opens there). */
export type CitedPassage = CitedSource;

/** The passages that best answer the message, cited under an answer: at most this many per document (the one the answer quotes). */
const CITED_PER_DOCUMENT = 1;

export interface DocumentText {
  /** The passages nearest the message (what the answer's sources show). */
  cited?: CitedPassage[];
  text?: string;
  /** PDF: its number of pages. */
  pages?: number;
  /** Only part of the document is in `text`: its opening and the passages nearest the message. */
  passages?: boolean;
  /** Why there is no text (a damaged or scanned file, or still being read). */
  unreadable?: string;
}

interface Chunk {
  id?: string;
  ordinal: number;
  page: number | null;
  heading: string | null;
  text: string;
}

/** Where a chunk is, as the text marks it. */
function marker(chunk: Chunk): string {
  if (chunk.page !== null) return `[Page ${chunk.page}]`;
  return chunk.heading ? `[Section: ${chunk.heading}]` : '';
}

/** Chunks as text, with a marker wherever the page or the section changes. */
function render(chunks: Chunk[]): string {
  const parts: string[] = [];
  let last: string | null = null;
  for (const c of chunks) {
    const mark = marker(c);
    if (mark && mark !== last) parts.push(mark);
    last = mark;
    parts.push(c.text);
  }
  return parts.join('\n\n');
}

/** The opening and the chunks that share the most (rarer) words with the message, up to `budget` characters. */
export function pickPassages(chunks: Chunk[], message: string, budget: number): Chunk[] {
  const { scores } = rankPassages(
    message,
    chunks.map((c) => c.text),
  );
  const ranked = chunks
    .map((c, i) => ({ c, s: scores[i]! }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || a.c.ordinal - b.c.ordinal);
  const chosen: Chunk[] = [];
  let used = 0;
  for (const { c } of [{ c: chunks[0]! }, ...ranked]) {
    if (chosen.includes(c) || used + c.text.length > budget) continue;
    chosen.push(c);
    used += c.text.length + 20;
  }
  return chosen.sort((a, b) => a.ordinal - b.ordinal);
}

/** A document's passages that share the most (rarer) words with the message, best first. */
function citedPassages(
  doc: { id: string; name: string; title: string | null; chunks: Array<Chunk & { id: string }> },
  message: string,
): CitedPassage[] {
  const { scores, matched, asked } = rankPassages(
    message,
    doc.chunks.map((c) => c.text),
  );
  // As the offline brain quotes (agent/local/document-passages.ts): one shared word only for a one-word question.
  const enough = Math.min(2, asked.size);
  return doc.chunks
    .map((c, i) => ({ c, s: scores[i]!, m: matched[i]! }))
    .filter((r) => r.m >= enough && r.m > 0)
    .sort((a, b) => b.s - a.s || a.c.ordinal - b.c.ordinal)
    .slice(0, CITED_PER_DOCUMENT)
    .map(({ c }) => ({
      document_id: doc.id,
      passage_id: c.id,
      title: doc.title?.trim() || doc.name,
      where: c.page !== null ? `page ${c.page}` : c.heading ? `section: ${c.heading}` : null,
    }));
}

/**
 * The text of the person's attached documents, by upload id, within `budget` characters for all of
 * them (`maxEach` for one). Uploads that are not documents of theirs are left out.
 */
export async function documentTexts(
  deps: DocumentTextDeps,
  userId: string,
  uploadIds: string[],
  message: string,
  { budget, maxEach }: { budget: number; maxEach: number },
): Promise<Map<string, DocumentText>> {
  const out = new Map<string, DocumentText>();
  if (uploadIds.length === 0) return out;
  const rows = await deps.db.document.findMany({
    where: { uploadId: { in: uploadIds }, userId },
    select: { id: true, status: true },
  });
  const signal = AbortSignal.timeout(READ_WAIT_MS);
  await Promise.all(
    rows.filter((r) => r.status === 'queued' || r.status === 'reading').map((r) => deps.queue.whenRead(r.id, signal)),
  );
  const docs = await deps.db.document.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: {
      id: true,
      uploadId: true,
      name: true,
      title: true,
      status: true,
      pages: true,
      failure: true,
      chunks: {
        orderBy: { ordinal: 'asc' },
        select: { id: true, ordinal: true, page: true, heading: true, text: true },
      },
    },
  });
  let left = budget;
  for (const id of uploadIds) {
    const doc = docs.find((d) => d.uploadId === id);
    if (!doc) continue;
    const pages = doc.pages ?? undefined;
    if (doc.status === 'failed') out.set(id, { unreadable: doc.failure ?? NOT_READ, pages });
    else if (doc.status !== 'ready') out.set(id, { unreadable: STILL_READING });
    else if (doc.chunks.length > 0 && left > 0) {
      const room = Math.min(maxEach, left);
      const whole = render(doc.chunks);
      const text = whole.length <= room ? whole : render(pickPassages(doc.chunks, message, room));
      const cited = citedPassages(doc, message);
      out.set(id, { text, pages, ...(text === whole ? {} : { passages: true }), ...(cited.length ? { cited } : {}) });
      left -= text.length;
    } else out.set(id, { pages });
  }
  return out;
}
