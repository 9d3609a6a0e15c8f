/**
 * extractText on real files made by the tests (api/test/support/document-files.ts), through the
 * worker thread as a caller would use it: the text found on the right page or in the right
 * section, and each kind of bad file refused with its reason.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docx, encryptedPdf, imageOnlyPdf, textPdf, zipBombDocx } from '../../test/support/document-files.js';
import { extractText } from './extract.js';
import type { ExtractResult } from './types.js';

const SENTENCE = 'The heron counts silver buttons beneath the quiet mill.';
/** 30 pages, each with its own heading line; only page 12 has SENTENCE. */
const thirtyPages = () =>
  textPdf(Array.from({ length: 30 }, (_, i) => [`Chapter ${i + 1}`, i === 11 ? SENTENCE : `Ordinary page ${i + 1}.`]));

function ok(result: ExtractResult) {
  if (!result.ok) throw new Error(`expected text, got ${result.reason}: ${result.message}`);
  return result;
}

describe('PDF', () => {
  it('reads every page and finds a sentence on page 12 of 30', async () => {
    const doc = ok(await extractText({ bytes: thirtyPages(), name: 'report.pdf', mimeType: 'application/pdf' }));
    expect(doc.kind).toBe('pdf');
    expect(doc.pages).toHaveLength(30);
    expect(doc.pages!.filter((p) => p.text.includes('silver buttons')).map((p) => p.number)).toEqual([12]);
    expect(doc.pages![29]!.text).toContain('Chapter 30');
    expect(doc.text).toContain('silver buttons');
    expect(doc.chars).toBe(doc.text.length);
  });

  it('reads a file from its path', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'duet-documents-'));
    try {
      const file = path.join(dir, 'upload.bin');
      await fs.writeFile(file, thirtyPages());
      const doc = ok(await extractText({ path: file, name: 'report.pdf' }));
      expect(doc.pages!.find((p) => p.text.includes('heron'))?.number).toBe(12);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('says a password-protected PDF is encrypted', async () => {
    const result = await extractText({ bytes: encryptedPdf(), name: 'secret.pdf' });
    expect(result).toMatchObject({ ok: false, reason: 'encrypted' });
  });

  it('says a damaged PDF is corrupt', async () => {
    const truncated = thirtyPages().subarray(0, 300);
    expect(await extractText({ bytes: truncated, name: 'cut.pdf' })).toMatchObject({ ok: false, reason: 'corrupt' });
    const garbage = Buffer.from('%PDF-1.7\nthis is not a PDF at all\n%%EOF');
    expect(await extractText({ bytes: garbage, name: 'x.pdf' })).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('says a PDF of scanned images has no text, and that OCR is not supported', async () => {
    const result = await extractText({ bytes: imageOnlyPdf(3), name: 'scan.pdf' });
    expect(result).toMatchObject({ ok: false, reason: 'no_text' });
    expect(!result.ok && result.message).toMatch(/OCR/);
  });

  it('keeps the pages of a PDF whose only text is on one page', async () => {
    const doc = ok(await extractText({ bytes: textPdf([[], [], ['Only words here']]), name: 'sparse.pdf' }));
    expect(doc.pages!.map((p) => p.text.length > 0)).toEqual([false, false, true]);
  });
});

describe('DOCX', () => {
  it('keeps headings as sections, with their paragraphs', async () => {
    const bytes = docx([
      { text: 'A preface before any heading.' },
      { heading: 1, text: 'Planning' },
      { text: 'We plan the garden in March.' },
      { heading: 2, text: 'Harvest' },
      { text: 'Pumpkins are picked in October.' },
      { text: 'Apples follow later.' },
    ]);
    const doc = ok(await extractText({ bytes, name: 'garden.docx' }));
    expect(doc.kind).toBe('docx');
    const harvest = doc.sections!.find((s) => s.heading === 'Harvest');
    expect(harvest).toMatchObject({ level: 2 });
    expect(harvest!.text).toContain('Pumpkins');
    expect(harvest!.text).toContain('Apples');
    expect(doc.sections!.find((s) => s.heading === 'Planning')!.text).not.toContain('Pumpkins');
    expect(doc.sections![0]).toMatchObject({ heading: null, level: 0 });
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const result = await extractText({ bytes: zipBombDocx(24), name: 'bomb.docx' });
    expect(result).toMatchObject({ ok: false, reason: 'zip_bomb' });
  });

  it('says a DOCX that is not a zip is corrupt, and a zip without a document too', async () => {
    const notZip = Buffer.from('just some words pretending');
    expect(await extractText({ bytes: notZip, name: 'fake.docx' })).toMatchObject({ ok: false, reason: 'corrupt' });
    const { zipSync, strToU8 } = await import('fflate');
    const otherZip = zipSync({ 'readme.txt': strToU8('hello') });
    expect(await extractText({ bytes: otherZip, name: 'odd.docx' })).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});

describe('HTML, Markdown and text', () => {
  it('keeps a web page article and drops its navigation and footer', async () => {
    const paragraph = (s: string) => `<p>${`${s} `.repeat(12)}</p>`;
    const html = `<!doctype html><html><head><title>Otters | Nature Site</title><script>var tracking = 1;</script></head>
      <body><nav><ul><li><a href="/">Home</a></li><li><a href="/shop">Shop our catalogue</a></li></ul></nav>
      <article><h1>How otters hold hands</h1>${paragraph('Sea otters hold paws while sleeping so they do not drift apart.')}
      <h2>Rafts</h2>${paragraph('A group of resting otters is called a raft and may number in the hundreds.')}</article>
      <footer>Copyright Nature Site. Subscribe to our newsletter.</footer></body></html>`;
    const doc = ok(await extractText({ bytes: Buffer.from(html), name: 'otters.html', mimeType: 'text/html' }));
    expect(doc.kind).toBe('html');
    expect(doc.title).toMatch(/otters/i);
    expect(doc.sections!.find((s) => s.heading === 'Rafts')!.text).toContain('called a raft');
    expect(doc.text).toContain('hold paws');
    expect(doc.text).not.toMatch(/Shop our catalogue|newsletter|tracking/);
  });

  it('splits Markdown at its headings, not at a # inside a code block', async () => {
    const md =
      '# Guide\n\nIntro words.\n\n## Install\n\n```sh\n# a comment, not a heading\nnpm install\n```\n\nDone.\n';
    const doc = ok(await extractText({ bytes: Buffer.from(md), name: 'guide.md' }));
    expect(doc.sections!.map((s) => s.heading)).toEqual(['Guide', 'Install']);
    expect(doc.sections![1]!.text).toContain('# a comment');
  });

  it('reads CSV, JSON and code whole, named by kind', async () => {
    const cases = [
      { name: 'people.csv', body: 'name,city\nAda,London\n', kind: 'csv' },
      { name: 'data.json', body: '{"answer": 42}', kind: 'json' },
      { name: 'main.py', body: 'def hello():\n    return "hi"\n', kind: 'code' },
      { name: 'notes', body: 'plain words, no extension', kind: 'text' },
    ];
    for (const c of cases) {
      const doc = ok(await extractText({ bytes: Buffer.from(c.body), name: c.name }));
      expect([doc.kind, doc.text]).toEqual([c.kind, c.body.trim()]);
    }
  });

  it('reads Latin-1 text that is not UTF-8', async () => {
    const doc = ok(await extractText({ bytes: Buffer.from('caf\xe9 au lait', 'latin1'), name: 'menu.txt' }));
    expect(doc.text).toBe('café au lait');
  });
});

describe('refusals', () => {
  it('refuses an empty file', async () => {
    expect(await extractText({ bytes: new Uint8Array(0), name: 'empty.pdf' })).toMatchObject({
      ok: false,
      reason: 'empty',
    });
  });

  it('refuses a file over the byte cap before reading it', async () => {
    const result = await extractText({ bytes: thirtyPages(), name: 'big.pdf' }, { maxBytes: 1024 });
    expect(result).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('says an unknown binary file or an archive cannot be read', async () => {
    const binary = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 3, 0xff]);
    expect(await extractText({ bytes: binary, name: 'program' })).toMatchObject({ ok: false, reason: 'unsupported' });
    const { zipSync, strToU8 } = await import('fflate');
    const zip = zipSync({ 'a.txt': strToU8('a') });
    expect(await extractText({ bytes: zip, name: 'bundle.zip' })).toMatchObject({ ok: false, reason: 'unsupported' });
  });

  it('says a text file of only spaces has no text', async () => {
    expect(await extractText({ bytes: Buffer.from('  \n\n \t '), name: 'blank.txt' })).toMatchObject({
      ok: false,
      reason: 'no_text',
    });
  });

  it('stops a worker that takes longer than the time cap', async () => {
    const result = await extractText({ bytes: thirtyPages(), name: 'slow.pdf' }, { timeoutMs: 1 });
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('stops a worker that needs more memory than its heap cap', async () => {
    // Hundreds of thousands of elements: a DOM far larger than a 32 MB heap.
    const html = Buffer.from(`<html><body>${'<div><p>word <b>bold</b> more</p></div>'.repeat(300_000)}</body></html>`);
    const result = await extractText({ bytes: html, name: 'huge.html' }, { heapMb: 32 });
    expect(result).toMatchObject({ ok: false, reason: 'too_large' });
  });

  it('leaves the caller’s bytes as they were', async () => {
    const bytes = thirtyPages();
    const copy = Buffer.from(bytes);
    ok(await extractText({ bytes, name: 'report.pdf' }));
    expect(Buffer.compare(bytes, copy)).toBe(0);
  });
});
