/**
 * A long DOCX is cut to the text the reader keeps before mammoth converts it (docx-trim.ts): at a
 * block of the body, never inside a table, and the reader's text is what the whole file gives, to
 * the block that passed the limit.
 */
import { unzipSync, strFromU8 } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docx } from '../../../test/support/document-files.js';
import { sectionsFromHtml } from '../sections.js';
import { cutOffset, trimDocx } from './docx-trim.js';
import { readDocx } from './docx.js';
import { sectionedResult } from './sectioned.js';

const run = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const BODY = [
  run('aaaa'),
  `<w:tbl><w:tr><w:tc>${run('bbbb')}</w:tc><w:tc>${run('cccc')}</w:tc></w:tr></w:tbl>`,
  run('dddd'),
  '<w:sectPr><w:pgSz w:w="11906"/></w:sectPr>',
];
const XML = `<?xml version="1.0"?><w:document xmlns:w="x"><w:body>${BODY.join('')}</w:body></w:document>`;
const after = (block: number) => XML.indexOf('<w:body>') + '<w:body>'.length + BODY.slice(0, block + 1).join('').length;

describe('cutOffset', () => {
  it('ends the body after the block whose text passes the limit', () => {
    expect(cutOffset(XML, 3)).toBe(after(0));
    // The table's cells count together: the cut is after the table, never inside it.
    expect(cutOffset(XML, 5)).toBe(after(1));
    expect(cutOffset(XML, 11)).toBe(after(1));
    expect(cutOffset(XML, 13)).toBe(after(2));
  });

  it('cuts nothing when the text fits, or when there is no body', () => {
    expect(cutOffset(XML, 16)).toBeNull();
    expect(cutOffset('<w:document><w:bodyless/></w:document>', 1)).toBeNull();
  });
});

describe('a long DOCX', () => {
  const paragraphs = Array.from({ length: 40 }, (_, i) => ({
    text: `Paragraph ${i + 1} says ${'something worth keeping '.repeat(8)}`.trim(),
  }));
  const file = docx([{ heading: 1, text: 'Report' }, ...paragraphs]);

  it('is cut to the text kept, at a paragraph, before mammoth', () => {
    const cut = trimDocx(file, 2_000);
    expect(cut).not.toBeNull();
    const xml = strFromU8(unzipSync(cut!)['word/document.xml']!);
    expect(xml).toContain('Paragraph 10 says');
    expect(xml).not.toContain('Paragraph 12 says');
    expect(xml.endsWith('</w:p></w:body></w:document>')).toBe(true);
    expect(trimDocx(file, 100_000)).toBeNull();
  });

  it('reads the text the whole file would give, up to the block that passed the limit, and says it was cut', async () => {
    const whole = await mammoth.convertToHtml({ buffer: Buffer.from(file) });
    const expected = sectionedResult('docx', sectionsFromHtml(whole.value), 2_000);
    const read = await readDocx(file, 2_000);
    const [text, all] = [read.ok ? read.text : '', expected.ok ? expected.text : ''];
    // Headings count towards the cut's limit, not the reader's: the cut may keep a block less.
    expect(all.startsWith(text)).toBe(true);
    expect(text.length).toBeGreaterThan(2_000 - 2 * paragraphs[0]!.text.length);
    expect(read).toMatchObject({ ok: true, truncated: true, sections: [{ heading: 'Report' }] });
    // A short one is read whole, as before.
    expect(await readDocx(file, 100_000)).toMatchObject({ ok: true, truncated: false });
  });
});
