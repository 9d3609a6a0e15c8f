/**
 * The text of small text files attached to a message, for the model's prompt (agent/prompts.ts
 * userContent): plain text, Markdown, CSV, JSON, YAML, HTML and common source code, known by
 * their type or their name. Only the sender's own uploads are read, only their first bytes (up
 * to ATTACHMENT_TEXT_MAX_CHARS characters, said when cut, and ATTACHMENTS_TEXT_MAX_CHARS for all
 * of a message's files), with one query for their rows; a message without such files reads
 * nothing. A file that is not text after all (a NUL byte) is left out. Never throws: a file that
 * cannot be read is listed without its text. Images of the sender's own (PNG, JPEG, GIF, WebP up to
 * 5 MB) get a reader, used only for a model that sees images.
 */
import type { AgentFile } from '../agent/contract.js';
import type { Actor } from '../chat/actor.js';
import type { Db } from '../db/client.js';
import { documentTexts, type DocumentTextDeps } from '../documents/document-text.js';
import { readsAsDocument } from '../documents/kinds.js';
import type { ObjectStore } from '../storage/object-store.js';

export const ATTACHMENT_TEXT_MAX_CHARS = 20_000;
/** Images a model that sees them gets as images: these types, up to this size (larger ones are described by name). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_TEXT_MAX_CHARS = 40_000;
/** UTF-8 takes at most 4 bytes a character. */
const MAX_BYTES_READ = ATTACHMENT_TEXT_MAX_CHARS * 4;

const TEXT_TYPES =
  /^(?:text\/.+|application\/(?:json|ld\+json|x-ndjson|xml|x-yaml|yaml|toml|x-toml|javascript|x-javascript|typescript|x-typescript|x-sh|x-shellscript|sql|x-sql|graphql|x-python|x-ruby|x-php|x-perl|x-httpd-php|x-tex|x-latex|csv|x-subrip|x-ipynb\+json))$/i;
const TEXT_NAMES = new RegExp(
  String.raw`\.(?:txt|text|md|markdown|mdx|rst|adoc|org|csv|tsv|json|jsonl|ndjson|yaml|yml|toml|ini|cfg|conf|properties|xml|html?|css|scss|sass|less|svg|js|mjs|cjs|jsx|ts|tsx|mts|cts|vue|svelte|py|pyi|rb|go|rs|java|kt|kts|scala|swift|m|mm|c|h|cc|cpp|cxx|hpp|hh|cs|fs|php|pl|pm|lua|r|jl|dart|ex|exs|erl|hs|clj|elm|sh|bash|zsh|fish|ps1|bat|sql|graphql|gql|proto|tf|gradle|cmake|make|mk|dockerfile|tex|bib|srt|vtt|log|diff|patch)$|(?:^|/)(?:Dockerfile|Makefile|README|LICENSE|CHANGELOG)$`,
  'i',
);

/** Whether a file is read as text, by its type or its name. */
export function isTextLike(name: string, mimeType: string): boolean {
  return TEXT_TYPES.test(mimeType.trim()) || TEXT_NAMES.test(name.trim());
}

/** A file element of a message, as the chat engine stores it (chat/elements.ts). */
export interface FileElement {
  elementType: string;
  name: string | null;
  mimeType: string | null;
  fileSize: number | null;
  url: string | null;
  filePath: string | null;
  uploadId: string | null;
}

export interface AttachmentTextDeps {
  db: Db;
  store: ObjectStore;
  /** PDF and Word files: what the reading queue read (documents/document-text.ts). */
  documents?: DocumentTextDeps;
}

/** The files of a message as the agent sees them (no text read). */
export function agentFilesOf(elements: readonly FileElement[]): AgentFile[] {
  return elements
    .filter((e) => e.elementType === 'file')
    .map((e) => ({
      name: e.name ?? 'file',
      mimeType: e.mimeType ?? 'application/octet-stream',
      size: e.fileSize ?? 0,
      url: e.url ?? e.filePath ?? '',
    }));
}

/** The first `maxBytes` of a stored file, and whether there was more. */
async function head(
  store: ObjectStore,
  key: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; cut: boolean } | null> {
  const bytes = await store.read(key, maxBytes + 1);
  return bytes && { bytes: bytes.subarray(0, Math.min(bytes.length, maxBytes)), cut: bytes.length > maxBytes };
}

/** Bytes as text: UTF-8 (a character cut at the end is dropped), else Windows-1252; null for binary. */
export function decodeText(bytes: Uint8Array, cut: boolean): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    // stream: a character whose bytes run past the end is held back, not turned into U+FFFD.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: cut });
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/\r\n?/g, '\n');
}

/** Cuts text at `max` characters without splitting a surrogate pair. */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * The files of a message for the agent, with the text of the sender's own small text uploads.
 * Never throws.
 */
export async function agentFilesWithText(
  deps: AttachmentTextDeps,
  actor: Actor,
  elements: readonly FileElement[],
  message = '',
): Promise<AgentFile[]> {
  const files = agentFilesOf(elements);
  const fileElements = elements.filter((e) => e.elementType === 'file');
  const wanted = fileElements.flatMap((e, i) =>
    e.uploadId && isTextLike(files[i]!.name, files[i]!.mimeType) ? [{ index: i, uploadId: e.uploadId }] : [],
  );
  const images = fileElements.flatMap((e, i) =>
    e.uploadId && IMAGE_TYPES.has(files[i]!.mimeType) && files[i]!.size <= IMAGE_MAX_BYTES
      ? [{ index: i, uploadId: e.uploadId }]
      : [],
  );
  const documents = fileElements.flatMap((e, i) =>
    e.uploadId && !isTextLike(files[i]!.name, files[i]!.mimeType) && readsAsDocument(files[i]!.name, files[i]!.mimeType)
      ? [{ index: i, uploadId: e.uploadId }]
      : [],
  );
  if (wanted.length + images.length + documents.length === 0 || (!actor.userId && !actor.anonId)) return files;
  let budget = ATTACHMENTS_TEXT_MAX_CHARS;
  try {
    if (documents.length > 0 && deps.documents && actor.userId) {
      const read = await documentTexts(
        deps.documents,
        actor.userId,
        documents.map((d) => d.uploadId),
        message,
        { budget, maxEach: ATTACHMENT_TEXT_MAX_CHARS },
      );
      for (const { index, uploadId } of documents) {
        const doc = read.get(uploadId);
        if (!doc) continue;
        files[index] = {
          ...files[index]!,
          ...(doc.text !== undefined ? { text: doc.text } : {}),
          ...(doc.pages !== undefined ? { pages: doc.pages } : {}),
          ...(doc.passages ? { passages: true } : {}),
          ...(doc.unreadable ? { unreadable: doc.unreadable } : {}),
          ...(doc.cited ? { cited: doc.cited } : {}),
        };
        budget -= doc.text?.length ?? 0;
      }
    }
  } catch {
    // The documents are still listed, without their text.
  }
  try {
    const rows = await deps.db.upload.findMany({
      where: {
        id: { in: [...wanted, ...images].map((w) => w.uploadId) },
        ...(actor.userId ? { userId: actor.userId } : { anonId: actor.anonId, userId: null }),
      },
      select: { id: true, storageName: true },
    });
    const storage = new Map(rows.map((r) => [r.id, r.storageName]));
    // Images are read only if the model sees them (agent/runtime.ts asks).
    for (const { index, uploadId } of images) {
      const storageName = storage.get(uploadId);
      if (!storageName) continue;
      files[index] = {
        ...files[index]!,
        image: {
          mediaType: files[index]!.mimeType,
          read: () =>
            deps.store.read(storageName).then(
              (b) => (b && b.length <= IMAGE_MAX_BYTES ? new Uint8Array(b) : null),
              () => null,
            ),
        },
      };
    }
    for (const { index, uploadId } of wanted) {
      const storageName = storage.get(uploadId);
      if (!storageName || budget <= 0) continue;
      const max = Math.min(ATTACHMENT_TEXT_MAX_CHARS, budget);
      const read = await head(deps.store, storageName, MAX_BYTES_READ).catch(() => null);
      const decoded = read ? decodeText(read.bytes, read.cut) : null;
      if (decoded === null) continue;
      const text = cutText(decoded, max);
      files[index] = {
        ...files[index]!,
        text,
        ...(read!.cut || text.length < decoded.length ? { textCut: true } : {}),
      };
      budget -= text.length;
    }
  } catch {
    // The files are still listed, without their text.
  }
  return files;
}
