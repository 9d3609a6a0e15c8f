/**
 * From bytes to text, in the worker thread (extract-worker.ts): the file's kind is detected and its
 * reader called. Every outcome is a result, never a throw: a reader's surprise is a corrupt file.
 */
import { detectKind } from './detect.js';
import { MAX_TEXT_CHARS } from './limits.js';
import { readDocx } from './readers/docx.js';
import { readHtml } from './readers/html.js';
import { readPdf } from './readers/pdf.js';
import { sectionedResult } from './readers/sectioned.js';
import { sectionsFromMarkdown } from './sections.js';
import { failure, noWords, type DocumentKind, type ExtractResult } from './types.js';
import { said } from '../words/said.js';

/**
 * Text bytes as a string: UTF-8 (or UTF-16 with its byte-order mark), else Windows-1252. Only
 * the bytes that can make MAX_TEXT_CHARS characters are decoded (4 a character at most in UTF-8),
 * a character cut at that end dropped.
 */
export function decodeText(whole: Uint8Array): string {
  const cut = whole.byteLength > MAX_TEXT_CHARS * 4;
  const bytes = cut ? whole.subarray(0, MAX_TEXT_CHARS * 4) : whole;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A text file read whole, one piece: plain text, CSV, JSON, source code. */
function plain(kind: DocumentKind, text: string, bytes: number): ExtractResult {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return noWords();
  const kept = normalised.slice(0, MAX_TEXT_CHARS);
  const truncated = kept.length < normalised.length || bytes > MAX_TEXT_CHARS * 4;
  return { ok: true, kind, text: kept, chars: kept.length, truncated };
}

export interface ParseInput {
  bytes: Uint8Array;
  name: string;
  mimeType: string;
}

export async function parseDocument({ bytes, name, mimeType }: ParseInput): Promise<ExtractResult> {
  const kind = detectKind(bytes, name, mimeType);
  try {
    switch (kind) {
      case 'pdf':
        return await readPdf(bytes);
      case 'docx':
        return await readDocx(bytes);
      case 'html':
        return readHtml(decodeText(bytes));
      case 'markdown':
        return sectionedResult('markdown', sectionsFromMarkdown(decodeText(bytes)), MAX_TEXT_CHARS);
      case 'text':
      case 'csv':
      case 'json':
      case 'code':
        return plain(kind, decodeText(bytes), bytes.byteLength);
      case 'zip':
        return failure(
          'unsupported',
          said(
            /*i18n*/ {
              id: 'error.documents.archive-not-read',
              message:
                'This type of file cannot be read yet. Archives are not opened; upload the files inside instead.',
            },
          ),
        );
      case 'binary':
        return failure(
          'unsupported',
          said(
            /*i18n*/ {
              id: 'error.documents.type-not-read',
              message:
                'This type of file cannot be read yet. Files we can read: PDF, DOCX, HTML, Markdown, text, CSV, JSON and code.',
            },
          ),
        );
    }
  } catch {
    return failure('corrupt');
  }
}
