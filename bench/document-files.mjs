// The documents bench's files, made here byte by byte (nothing binary is checked in): a report as a
// text PDF (200 pages of headed sections and paragraphs) and as a DOCX grown to ~5 MB with headings
// and paragraphs. The prose is words drawn from the seed's Zipf vocabulary (bench/seed.mjs) with a
// seeded PRNG, so it packs about as well as real prose (~3×), not like repeated filler; each seed
// makes a different document. The PDF and DOCX writers are the tests' (api/test/support/document-files.ts,
// imported through tsx: bench/run.mjs registers it).
import { unzipSync } from 'fflate';
import { docx, textPdf } from '../api/test/support/document-files.ts';
import { mulberry32 } from './lib.mjs';
import { VOCAB } from './seed.mjs';

/** Zipf weights over the vocabulary, as the seed draws its messages' words. */
const CDF = (() => {
  const c = new Float64Array(VOCAB.length);
  let sum = 0;
  for (let i = 0; i < VOCAB.length; i++) c[i] = sum += 1 / Math.pow(i + 1, 1.05);
  return c.map((x) => x / sum);
})();

/** A writer of report-like prose: sentences, paragraphs, section headings, a figure now and then. */
export function proseWriter(seed) {
  const rand = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const word = () => {
    const x = rand();
    let lo = 0;
    let hi = CDF.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (CDF[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return VOCAB[lo];
  };
  const figure = () =>
    [
      () => `${int(2, 98)}.${int(0, 9)} percent`,
      () => `${int(1990, 2026)}`,
      () => `EUR ${int(1, 900)},${String(int(0, 999)).padStart(3, '0')}`,
      () => `table ${int(1, 40)}`,
    ][int(0, 3)]();
  const sentence = () => {
    const words = Array.from({ length: int(6, 22) }, () => (rand() < 0.04 ? figure() : word()));
    if (words.length > 10 && rand() < 0.3) words[int(3, words.length - 4)] += ',';
    words[0] = words[0][0].toUpperCase() + words[0].slice(1);
    return `${words.join(' ')}${rand() < 0.08 ? '?' : '.'}`;
  };
  return {
    paragraph: () => Array.from({ length: int(2, 6) }, sentence).join(' '),
    heading: (number) =>
      `${number} ${Array.from({ length: int(2, 5) }, word)
        .join(' ')
        .replace(/^./, (c) => c.toUpperCase())}`,
    int,
  };
}

/** `text` in lines of at most `width` characters, cut between words. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line && line.length + 1 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines per page (12 pt Helvetica, 16 pt apart, from 720 down to the bottom margin) and characters per line. */
const PAGE_LINES = 40;
const LINE_CHARS = 88;

/**
 * A report as a text PDF of `pages` pages: numbered sections every few pages, each opening with its
 * heading, then paragraphs with a blank line between them, flowing from page to page; a running
 * header on each page.
 */
export function reportPdf(seed, pages = 200) {
  const w = proseWriter(seed);
  const out = [];
  let section = 0;
  let nextSection = 0;
  let pending = [];
  while (out.length < pages) {
    const lines = [`Annual report ${seed} - page ${out.length + 1}`, ''];
    if (out.length >= nextSection) {
      section += 1;
      nextSection = out.length + w.int(2, 6);
      lines.push(w.heading(`${section}.`), '');
    }
    while (lines.length < PAGE_LINES) {
      if (pending.length === 0) pending = [...wrap(w.paragraph(), LINE_CHARS), ''];
      lines.push(pending.shift());
    }
    out.push(lines);
  }
  return textPdf(out);
}

/**
 * A report as a DOCX of about `targetBytes` bytes (packed): headings (three levels) over runs of
 * paragraphs, grown until the zip reaches the size (its size is measured, then the text scaled to it).
 */
export function reportDocx(seed, targetBytes = 5 * 1024 * 1024) {
  const w = proseWriter(seed);
  const blocks = [];
  const numbers = [0, 0, 0];
  const grow = (n) => {
    for (let i = 0; i < n; i++) {
      const r = w.int(0, 99);
      const level = r < 1 ? 1 : r < 4 ? 2 : r < 10 ? 3 : 0;
      if (level) {
        numbers[level - 1] += 1;
        numbers.fill(0, level);
        blocks.push({ heading: level, text: w.heading(numbers.slice(0, level).join('.')) });
      } else blocks.push({ text: w.paragraph() });
    }
  };
  grow(2000);
  let bytes = docx(blocks);
  // Twice: the first estimate from a sample, the second corrects it.
  for (let round = 0; round < 2 && bytes.length < targetBytes * 0.98; round++) {
    grow(Math.ceil((blocks.length * (targetBytes - bytes.length)) / bytes.length));
    bytes = docx(blocks);
  }
  // How the body packs: the zip-bomb rule (api/src/documents/limits.ts) allows 100×.
  let body = null;
  unzipSync(bytes, { filter: (f) => void (f.name === 'word/document.xml' && (body = f)) });
  return {
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    blocks: blocks.length,
    textChars: blocks.reduce((n, b) => n + b.text.length, 0),
    unpackedBytes: body.originalSize,
    ratio: body.originalSize / body.size,
  };
}
