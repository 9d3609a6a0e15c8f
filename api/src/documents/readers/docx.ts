/**
 * A DOCX's text by section, with mammoth: converted to HTML (headings stay h1–h6), then walked
 * into sections. Its zip is checked first (zip-guard.ts), before mammoth unpacks anything. Images
 * are dropped (no data URIs in memory) and linked files are never fetched.
 */
import mammoth from 'mammoth';
import { MAX_TEXT_CHARS } from '../limits.js';
import { sectionsFromHtml } from '../sections.js';
import { failure, type ExtractResult } from '../types.js';
import { checkZip } from '../zip-guard.js';
import { sectionedResult } from './sectioned.js';

/** An encrypted Office file is not a zip but an OLE compound file, with this signature. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export async function readDocx(bytes: Uint8Array): Promise<ExtractResult> {
  if (OLE_SIGNATURE.every((b, i) => bytes[i] === b)) return failure('encrypted');
  const zip = checkZip(bytes);
  if (!zip.ok) return failure(zip.reason, zip.detail);
  if (!zip.parts.includes('word/document.xml')) return failure('corrupt', 'It has no Word document inside.');
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch {
    return failure('corrupt');
  }
  return sectionedResult('docx', sectionsFromHtml(html), MAX_TEXT_CHARS);
}
