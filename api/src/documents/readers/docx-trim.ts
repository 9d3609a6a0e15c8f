/**
 * A DOCX cut down to the text the reader keeps, before mammoth sees it. mammoth converts a whole
 * document (its model, then its HTML) whatever the reader keeps of it afterwards: a 5 MB file with
 * 13 M characters of text took the server 275 MB above idle for a reader that keeps 2 M
 * (bench/RESULTS.md, documents). So the body of word/document.xml is counted block by block (its
 * direct children: paragraphs, tables, content controls), and when their text passes the limit the
 * body ends after the block that passed it. Headings count here and not in the reader's own cap,
 * so a cut file keeps a few headings' worth less of the text after them: a file this long is cut
 * either way, and says so (truncated). The parts mammoth reads besides (styles, numbering,
 * relationships) stay; images, which the reader drops, go as empty parts of the same names.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

const DOCUMENT = 'word/document.xml';
/** Any tag of the XML: closing, name, self-closing. Comments and processing instructions are skipped. */
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/g;

/**
 * Where the body's text passes `maxChars`: the offset just after the block that passed it, or null
 * when the whole body fits (or the XML is not what a Word body looks like: then nothing is cut).
 */
export function cutOffset(xml: string, maxChars: number): number | null {
  const body = /<w:body[\s>]/.exec(xml);
  if (!body) return null;
  const tags = new RegExp(TAG.source, 'g');
  tags.lastIndex = xml.indexOf('>', body.index) + 1;
  let depth = 0;
  let chars = 0;
  /** Where the text of an open <w:t> starts; -1 outside one. */
  let textFrom = -1;
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    const [whole, closing, name, selfClosing] = m;
    if (textFrom >= 0) chars += m.index - textFrom;
    textFrom = -1;
    if (closing) {
      if (depth === 0) return null; // </w:body>: it all fits
      depth--;
      if (depth === 0 && chars > maxChars) return m.index + whole.length;
    } else if (!selfClosing) {
      depth++;
      if (name === 'w:t') textFrom = m.index + whole.length;
    }
  }
  return null;
}

/**
 * The same DOCX with its body cut after `maxChars` characters of text (and a little over: the
 * block that passes the limit stays whole), or null when nothing needs cutting.
 */
export function trimDocx(bytes: Uint8Array, maxChars: number): Uint8Array | null {
  // Text cannot pass maxChars in fewer bytes of XML: most documents are never unpacked here.
  let declared = 0;
  unzipSync(bytes, { filter: (file) => (file.name === DOCUMENT && (declared = file.originalSize), false) });
  if (declared <= maxChars) return null;
  const media: string[] = [];
  const parts = unzipSync(bytes, {
    filter: (file) => !(file.name.startsWith('word/media/') && media.push(file.name)),
  });
  const document = parts[DOCUMENT];
  if (!document || document.byteLength <= maxChars) return null;
  const xml = strFromU8(document);
  const cut = cutOffset(xml, maxChars);
  if (cut === null) return null;
  const kept: Zippable = {};
  for (const [name, data] of Object.entries(parts)) kept[name] = [data, { level: 0 }];
  kept[DOCUMENT] = [strToU8(`${xml.slice(0, cut)}</w:body></w:document>`), { level: 0 }];
  // Images keep their names (relationships point at them), not their bytes: the reader drops them.
  for (const name of media) kept[name] = [new Uint8Array(0), { level: 0 }];
  return zipSync(kept);
}
