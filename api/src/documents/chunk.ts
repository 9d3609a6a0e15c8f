/**
 * chunk: an extracted document cut into pieces sized for embedding, each keeping where it came
 * from: its page (PDF) or its section's heading (DOCX, Markdown, HTML). A piece never spans two
 * pages or two sections, so its citation is exact. Cuts fall between paragraphs where they can,
 * else between lines, then sentences, then words.
 *
 * CHUNK_MAX_CHARS is 2,000 characters (about 500 tokens): what the message embedder already gives
 * a model (TEXT_MAX in api/src/recall/message-embedder.ts), within the 512 tokens of small
 * embedding models, and a few paragraphs, so a cited passage is one a person can find on the page.
 */
import type { ExtractedDocument } from './types.js';

export const CHUNK_MAX_CHARS = 2_000;

export interface DocumentChunk {
  /** 0, 1, 2… in the document's order. */
  index: number;
  text: string;
  chars: number;
  /** PDF: the page the text is on (1-based). */
  page?: number;
  /** DOCX, Markdown, HTML: the heading of the section it is in (null before the first heading). */
  heading?: string | null;
}

export interface ChunkOptions {
  /** The longest chunk, in characters (CHUNK_MAX_CHARS). */
  maxChars?: number;
}

/** Where to cut, in order of preference, and what joins the pieces again. */
const CUTS: { split: (text: string) => string[]; join: string }[] = [
  { split: (t) => t.split(/\n[ \t]*\n+/), join: '\n\n' },
  { split: (t) => t.split('\n'), join: '\n' },
  { split: (t) => t.split(/(?<=[.!?…。])\s+/), join: ' ' },
  { split: (t) => t.split(/\s+/), join: ' ' },
];

/** `text` in pieces of at most `max` characters, cut at the first kind of boundary that works. */
function pieces(text: string, max: number, level = 0): string[] {
  if (text.length <= max) return [text];
  const cut = CUTS[level];
  if (!cut) {
    const out: string[] = [];
    for (let i = 0; i < text.length; i += max) out.push(text.slice(i, i + max));
    return out;
  }
  const parts = cut.split(text).filter((p) => p.trim());
  if (parts.length <= 1) return pieces(text, max, level + 1);
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (part.length > max) {
      if (current) out.push(current);
      current = '';
      out.push(...pieces(part, max, level + 1));
    } else if (current && current.length + cut.join.length + part.length > max) {
      out.push(current);
      current = part;
    } else {
      current = current ? current + cut.join + part : part;
    }
  }
  if (current) out.push(current);
  return out;
}

/** The document's chunks, in order. */
export function chunk(doc: ExtractedDocument, options: ChunkOptions = {}): DocumentChunk[] {
  const max = Math.max(1, options.maxChars ?? CHUNK_MAX_CHARS);
  const units: { text: string; where: Pick<DocumentChunk, 'page' | 'heading'> }[] = doc.pages
    ? doc.pages.map((p) => ({ text: p.text, where: { page: p.number } }))
    : doc.sections
      ? doc.sections.map((s) => ({ text: s.text, where: { heading: s.heading } }))
      : [{ text: doc.text, where: {} }];
  const chunks: DocumentChunk[] = [];
  for (const unit of units) {
    for (const piece of pieces(unit.text.trim(), max)) {
      const text = piece.trim();
      if (text) chunks.push({ index: chunks.length, text, chars: text.length, ...unit.where });
    }
  }
  return chunks;
}
