/** chunk: pieces within the size, never across a page or a section, and no words lost or repeated. */
import { describe, expect, it } from 'vitest';
import { chunk, CHUNK_MAX_CHARS } from './chunk.js';
import type { ExtractedDocument } from './types.js';

const doc = (fields: Partial<ExtractedDocument>): ExtractedDocument => ({
  ok: true,
  kind: 'pdf',
  text: '',
  chars: 0,
  truncated: false,
  ...fields,
});
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const sentences = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => `Sentence ${i} about ${tag} goes on for a while.`).join(' ');

describe('chunk', () => {
  it('keeps each page’s number and never mixes two pages', () => {
    const pages = [1, 2, 3].map((number) => ({ number, text: `${sentences(120, `page${number}`)}` }));
    const chunks = chunk(doc({ pages }));
    for (const c of chunks) {
      expect(c.chars).toBeLessThanOrEqual(CHUNK_MAX_CHARS);
      expect(c.text).toContain(`page${c.page}`);
      expect(c.text).not.toMatch(new RegExp(`page(?!${c.page}\\b)\\d`));
    }
    expect(new Set(chunks.map((c) => c.page))).toEqual(new Set([1, 2, 3]));
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
  });

  it('keeps each section’s heading and cuts between paragraphs first', () => {
    const paragraph = (i: number) => `Paragraph ${i}. ${'Some words that fill the paragraph. '.repeat(12).trim()}`;
    const body = Array.from({ length: 10 }, (_, i) => paragraph(i)).join('\n\n');
    const sections = [
      { heading: null, level: 0, text: 'Before any heading.' },
      { heading: 'Methods', level: 1, text: body },
      { heading: 'Results', level: 2, text: 'Short results.' },
    ];
    const chunks = chunk(doc({ kind: 'docx', sections }), { maxChars: 1000 });
    expect(chunks[0]).toMatchObject({ heading: null, text: 'Before any heading.' });
    const methods = chunks.filter((c) => c.heading === 'Methods');
    expect(methods.length).toBeGreaterThan(1);
    for (const c of methods) {
      expect(c.chars).toBeLessThanOrEqual(1000);
      expect(c.text).toMatch(/^Paragraph \d+\./); // a chunk starts where a paragraph does
    }
    expect(chunks.at(-1)).toMatchObject({ heading: 'Results', text: 'Short results.' });
  });

  it('cuts a paragraph longer than the size at sentences, then words, losing no word', () => {
    const long = `${sentences(200, 'x')} ${'unbroken'.repeat(300)}`;
    const chunks = chunk(doc({ kind: 'text', text: long }), { maxChars: 500 });
    for (const c of chunks) expect(c.chars).toBeLessThanOrEqual(500);
    expect(chunks[0]!.text).toMatch(/\.$/); // the first cut falls after a sentence
    expect(words(chunks.map((c) => c.text).join(' ')).join('')).toBe(words(long).join(''));
  });

  it('makes no chunk of an empty page', () => {
    const pages = [
      { number: 1, text: '' },
      { number: 2, text: 'Only this.' },
    ];
    expect(chunk(doc({ pages }))).toEqual([{ index: 0, text: 'Only this.', chars: 10, page: 2 }]);
  });
});
