/**
 * A DOCX's text by section, with mammoth: converted to HTML (headings stay h1–h6), then walked
 * into sections. Its zip is checked first (zip-guard.ts), before mammoth unpacks anything; a body
 * with more text than the reader keeps is cut first (docx-trim.ts), so mammoth's memory follows
 * what is kept, not the file. Images are dropped (no data URIs in memory) and linked files are
 * never fetched.
 */
import mammoth from 'mammoth';
import { MAX_TEXT_CHARS } from '../limits.js';
import { sectionsFromHtml } from '../sections.js';
import { failure, type ExtractResult } from '../types.js';
import { said } from '../../words/said.js';
import { checkZip } from '../zip-guard.js';
import { trimDocx } from './docx-trim.js';
import { sectionedResult } from './sectioned.js';

/** An encrypted Office file is not a zip but an OLE compound file, with this signature. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** `maxChars`: the text kept (the reader's cap; a test's smaller one). */
export async function readDocx(bytes: Uint8Array, maxChars = MAX_TEXT_CHARS): Promise<ExtractResult> {
  if (OLE_SIGNATURE.every((b, i) => bytes[i] === b)) return failure('encrypted');
  const zip = checkZip(bytes);
  if (!zip.ok) return failure(zip.reason, zip.message);
  if (!zip.parts.includes('word/document.xml')) {
    return failure(
      'corrupt',
      said(
        /*i18n*/ {
          id: 'error.documents.no-word-document',
          message:
            'The file is damaged or not what its name says, so it could not be read. It has no Word document inside.',
        },
      ),
    );
  }
  let trimmed: Uint8Array | null = null;
  try {
    trimmed = trimDocx(bytes, maxChars);
  } catch {
    // Left to mammoth, which says whether the file is damaged.
  }
  // The whole file again if the cut one is refused: the cut is ours, the verdict the file's.
  const html = (trimmed && (await toHtml(trimmed))) ?? (await toHtml(bytes));
  if (html === null) return failure('corrupt');
  const result = sectionedResult('docx', sectionsFromHtml(html), maxChars);
  // What was cut away is text the reader would not have kept: the result says so.
  return trimmed && result.ok ? { ...result, truncated: true } : result;
}

async function toHtml(bytes: Uint8Array): Promise<string | null> {
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return result.value;
  } catch {
    return null;
  }
}
