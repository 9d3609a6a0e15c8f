/**
 * Which reader a file goes to, from its first bytes, its type and its name: the bytes win where
 * they are certain (a PDF's header, a zip's signature), so a renamed file is read as what it is.
 * A file no rule knows is read as text only when its bytes are text (no NUL, valid UTF-8).
 */
import type { DocumentKind } from './types.js';

/** A kind to read, or 'zip' (an archive that is not a DOCX) and 'binary' (nothing we read). */
export type Detected = DocumentKind | 'zip' | 'binary';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CODE_NAMES =
  /\.(?:js|mjs|cjs|jsx|ts|tsx|mts|cts|vue|svelte|py|pyi|rb|go|rs|java|kt|kts|scala|swift|m|mm|c|h|cc|cpp|cxx|hpp|hh|cs|fs|php|pl|pm|lua|r|jl|dart|ex|exs|erl|hs|clj|elm|sh|bash|zsh|fish|ps1|bat|sql|graphql|gql|proto|tf|gradle|cmake|css|scss|sass|less|yaml|yml|toml|ini|xml)$/i;
const CODE_TYPES =
  /^(?:application\/(?:javascript|x-javascript|typescript|x-typescript|x-sh|x-shellscript|sql|x-sql|graphql|x-python|x-ruby|x-php|xml|x-yaml|yaml|toml)|text\/(?:javascript|css|x-python|x-c|x-java|xml|x-yaml))$/i;

const startsWith = (bytes: Uint8Array, ascii: string) =>
  bytes.length >= ascii.length && [...ascii].every((c, i) => bytes[i] === c.charCodeAt(0));

/** pdf.js finds the header within the first kilobyte; so do we. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** Whether the first 8 KB look like text: no NUL byte and valid UTF-8 (a character cut at the end allowed). */
export function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The kind of a file from its bytes, its declared type and its name. */
export function detectKind(bytes: Uint8Array, name: string, mimeType: string): Detected {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  const lower = name.trim().toLowerCase();
  if (hasPdfHeader(bytes)) return 'pdf';
  if (startsWith(bytes, 'PK\x03\x04') || startsWith(bytes, 'PK\x05\x06')) {
    return type === DOCX_TYPE || lower.endsWith('.docx') ? 'docx' : 'zip';
  }
  // Named a PDF or DOCX without their signature: the reader says it is damaged.
  if (type === 'application/pdf' || lower.endsWith('.pdf')) return 'pdf';
  if (type === DOCX_TYPE || lower.endsWith('.docx')) return 'docx';
  const named = namedTextKind(type, lower);
  // A file named as text may be in another encoding (Windows-1252); an unnamed one must be UTF-8.
  if (bytes.subarray(0, 8192).includes(0) || (!named && !looksLikeText(bytes))) return 'binary';
  return named ?? 'text';
}

/** The text kind a file's type or name says, or null when they say nothing we know. */
function namedTextKind(type: string, lower: string): DocumentKind | null {
  if (type === 'text/html' || type === 'application/xhtml+xml' || /\.(?:html?|xhtml)$/.test(lower)) return 'html';
  if (type === 'text/markdown' || type === 'text/x-markdown' || /\.(?:md|markdown|mdx)$/.test(lower)) return 'markdown';
  if (type === 'text/csv' || type === 'text/tab-separated-values' || /\.(?:csv|tsv)$/.test(lower)) return 'csv';
  if (
    /^application\/(?:[\w.+-]+\+)?json$|^application\/x-ndjson$/.test(type) ||
    /\.(?:json|jsonl|ndjson)$/.test(lower)
  ) {
    return 'json';
  }
  if (CODE_TYPES.test(type) || CODE_NAMES.test(lower) || /(?:^|\/)(?:dockerfile|makefile)$/.test(lower)) return 'code';
  if (type.startsWith('text/') || /\.(?:txt|text|log|rst|adoc|org|srt|vtt|tex)$/.test(lower)) return 'text';
  return null;
}
