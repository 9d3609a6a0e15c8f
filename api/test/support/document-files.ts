/**
 * Real documents made by the tests, byte by byte, so no binary is checked in: PDFs written in PDF
 * syntax (text on chosen pages, an image-only page, an /Encrypt dictionary), DOCX files zipped from
 * their XML parts with fflate (headings and paragraphs), and a DOCX zip bomb (one highly
 * compressible huge entry). The documents' readers are in api/src/documents/.
 */
import { deflateSync } from 'node:zlib';
import { zipSync, strToU8 } from 'fflate';

/** A PDF string literal: backslashes and parentheses escaped. */
const pdfString = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A PDF from its objects (numbered 1…n in order, object 1 the catalog), with a correct
 * cross-reference table; `trailerExtra` adds keys to the trailer (an /Encrypt, an /ID).
 */
function pdfFrom(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (content: string | Buffer, dict = '') => {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  return Buffer.concat([
    Buffer.from(`<< /Length ${bytes.length} ${dict}>>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/**
 * A PDF with one page per entry of `pages`: each page's lines of text in Helvetica, top to bottom.
 * An empty list of lines makes a page with no text at all.
 */
export function textPdf(pages: string[][], trailerExtra = '', extraObjects: string[] = []): Buffer {
  const n = pages.length;
  // 1 catalog, 2 pages, 3 font, then per page: page object and content stream.
  const pageId = (i: number) => 4 + i * 2;
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${n} /Kids [${pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
    );
    const text = lines.map((line, j) => `BT /F1 12 Tf 72 ${720 - j * 16} Td ${pdfString(line)} Tj ET`).join('\n');
    objects.push(stream(text));
  });
  objects.push(...extraObjects);
  return pdfFrom(objects, trailerExtra);
}

/** A PDF of `pages` pages, each only a grey image (what a scanner makes): no text to find. */
export function imageOnlyPdf(pages = 2): Buffer {
  const pageId = (i: number) => 4 + i * 2;
  const pixels = deflateSync(Buffer.alloc(64 * 64, 0x80));
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from({ length: pages }, (_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`,
    stream(
      pixels,
      '/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode ',
    ),
  ];
  for (let i = 0; i < pages; i++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 3 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
    );
    objects.push(stream('q 540 0 0 720 36 36 cm /Im1 Do Q'));
  }
  return pdfFrom(objects);
}

/**
 * A PDF protected by a user password (standard security handler, RC4 40-bit): its /Encrypt
 * dictionary's check values match no empty password, so a reader must ask for one.
 */
export function encryptedPdf(): Buffer {
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  const pages = [['Secret quarterly figures']];
  const encryptId = 4 + pages.length * 2; // the object after the pages' ones
  return textPdf(
    pages,
    `/Encrypt ${encryptId} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] `,
    [`<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O ${hex32('5a')} /U ${hex32('a5')} >>`],
  );
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block of a DOCX body: a heading (level 1–3) or a paragraph. */
export type DocxBlock = { heading: 1 | 2 | 3; text: string } | { text: string };

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;
const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>`;
const headingStyle = (level: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/></w:style>`;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${[1, 2, 3].map(headingStyle).join('')}</w:styles>`;

/** The word/document.xml of these blocks. */
function documentXml(blocks: DocxBlock[]): string {
  const body = blocks
    .map((b) => {
      const style = 'heading' in b ? `<w:pPr><w:pStyle w:val="Heading${b.heading}"/></w:pPr>` : '';
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${xmlEscape(b.text)}</w:t></w:r></w:p>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A DOCX of these headings and paragraphs, zipped from its XML parts. */
export function docx(blocks: DocxBlock[]): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'word/_rels/document.xml.rels': strToU8(DOC_RELS),
    'word/styles.xml': strToU8(STYLES),
    'word/document.xml': strToU8(documentXml(blocks)),
  });
}

/**
 * A DOCX that is a zip bomb: a valid document beside one entry of `megabytes` MB of spaces,
 * which deflate shrinks about a thousand times.
 */
export function zipBombDocx(megabytes = 200): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(ROOT_RELS),
      'word/_rels/document.xml.rels': strToU8(DOC_RELS),
      'word/styles.xml': strToU8(STYLES),
      'word/document.xml': strToU8(documentXml([{ text: 'Nothing to see' }])),
      'word/media/padding.xml': new Uint8Array(megabytes * 1024 * 1024).fill(0x20),
    },
    { level: 9 },
  );
}
