/**
 * What reading a document gives back: its text, by page (PDF) or by section (DOCX, Markdown,
 * HTML), or the reason it could not be read, in plain words for the person who sent it. Shared by
 * the caller's side (extract.ts) and the worker thread that parses (parse.ts).
 */
import { said } from '../words/said.js';

/** How a file was read. csv, json and code are read as text but named, so a caller can show them apart. */
export type DocumentKind = 'pdf' | 'docx' | 'html' | 'markdown' | 'text' | 'csv' | 'json' | 'code';

/** A page of a PDF: its number (1-based, as a viewer shows it) and its text. */
export interface DocumentPage {
  number: number;
  text: string;
}

/** A part of a document under one heading; the text before the first heading has heading null. */
export interface DocumentSection {
  heading: string | null;
  /** 1–6 as in HTML's h1–h6; 0 for the text before the first heading. */
  level: number;
  text: string;
}

export interface ExtractedDocument {
  ok: true;
  kind: DocumentKind;
  /** A title the document gives itself (an HTML page's, a PDF's metadata), when it has one. */
  title?: string;
  /** PDF only: every page, in order, an empty one with text ''. */
  pages?: DocumentPage[];
  /** DOCX, Markdown and HTML: the sections, in order. */
  sections?: DocumentSection[];
  /** All of the text (pages or sections joined by blank lines). */
  text: string;
  chars: number;
  /** The text stopped at MAX_TEXT_CHARS (limits.ts): the rest of the document was not read. */
  truncated: boolean;
}

export type ExtractFailureReason =
  'empty' | 'too_large' | 'zip_bomb' | 'encrypted' | 'corrupt' | 'no_text' | 'unsupported' | 'timeout';

export interface ExtractFailure {
  ok: false;
  reason: ExtractFailureReason;
  /** For the person: what went wrong and, where there is one, what to do. */
  message: string;
}

export type ExtractResult = ExtractedDocument | ExtractFailure;

const MESSAGES: Record<ExtractFailureReason, string> = {
  empty: said(/*i18n*/ { id: 'error.documents.file-empty', message: 'The file is empty (0 bytes).' }),
  too_large: said(/*i18n*/ { id: 'error.documents.file-too-large', message: 'The file is too large to read.' }),
  zip_bomb: said(
    /*i18n*/ {
      id: 'error.documents.zip-bomb',
      message: 'The file unpacks to far more than its size, so it was not opened (it may be a zip bomb).',
    },
  ),
  encrypted: said(
    /*i18n*/ {
      id: 'error.documents.encrypted',
      message: 'The file is protected by a password. Remove the password and upload it again.',
    },
  ),
  corrupt: said(
    /*i18n*/ {
      id: 'error.documents.corrupt',
      message: 'The file is damaged or not what its name says, so it could not be read.',
    },
  ),
  no_text: said(/*i18n*/ { id: 'error.documents.no-text-ocr', message: 'No text found — OCR is not supported yet.' }),
  unsupported: said(/*i18n*/ { id: 'error.documents.unsupported', message: 'This type of file cannot be read yet.' }),
  timeout: said(
    /*i18n*/ { id: 'error.documents.read-too-long', message: 'Reading the file took too long, so it was stopped.' },
  ),
};

/**
 * A failure in plain words: its reason's sentence, or a whole message that says it and more (a
 * limit, the file's type), marked as one sentence so that it is translated whole.
 */
export function failure(reason: ExtractFailureReason, message: string = MESSAGES[reason]): ExtractFailure {
  return { ok: false, reason, message };
}

/** No words in a file that is not a scan (OCR would not help): a text file of spaces, an empty DOCX. */
export const noWords = (): ExtractFailure => ({
  ok: false,
  reason: 'no_text',
  message: said(/*i18n*/ { id: 'error.documents.no-text', message: 'No text found in the file.' }),
});
