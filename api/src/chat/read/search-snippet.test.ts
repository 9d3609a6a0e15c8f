import { describe, expect, it } from 'vitest';
import { searchSnippet } from './search-snippet.js';

const marked = (s: { text: string; highlights: { start: number; end: number }[] }) =>
  s.highlights.reduceRight((t, h) => `${t.slice(0, h.start)}[${t.slice(h.start, h.end)}]${t.slice(h.end)}`, s.text);

describe('search snippets', () => {
  it('marks every matching word, ignoring case and accents', () => {
    expect(marked(searchSnippet('I had a CAFÉ au lait at the café.', 'cafe'))).toBe(
      'I had a [CAFÉ] au lait at the [café].',
    );
  });

  it('matches the last word of 3+ characters as a prefix, the others whole', () => {
    expect(marked(searchSnippet('Bouldering in Berlin, bold moves', 'berlin boul'))).toBe(
      '[Bouldering] in [Berlin], bold moves',
    );
    expect(marked(searchSnippet('Bouldering is bold', 'bo'))).toBe('Bouldering is bold');
  });

  it('cuts a long message around the first match on word boundaries', () => {
    const long = `${'lorem ipsum '.repeat(30)}the word kayak appears here ${'dolor sit '.repeat(40)}`;
    const s = searchSnippet(long, 'kayak');
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.text.endsWith('…')).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(202);
    expect(marked(s)).toContain('the word [kayak] appears');
    expect(s.text.slice(1, 2)).not.toBe(' ');
  });

  it('shows the start of the text when the match was in the name only', () => {
    expect(searchSnippet('Hello there\n\nfriend', 'zebra')).toEqual({ text: 'Hello there friend', highlights: [] });
  });
});
