/**
 * An export's JSON read as a stream: the items of a top-level array one at
 * a time (a top-level object is one item), from the file on disk in 1 MB chunks, so a 500 MB
 * conversations.json never sits in memory: only the conversation being read does, and one larger
 * than `conversationBytes` is refused (413) as it grows past it.
 */
import fs from 'node:fs';
import { wellFormed } from '../../limits/well-formed.js';
import { said } from '../../words/said.js';
import { badFile, conversationTooLarge, type ImportSizes } from './model.js';

/** A JSON document of the export, on disk: the uploaded file, or an entry unpacked from its ZIP. */
export interface JsonFile {
  /** The file (or ZIP entry) name, for messages. */
  name: string;
  path: string;
}

const CHUNK_BYTES = 1024 * 1024;

export const notCompleteJson = (name: string) =>
  badFile(
    said(
      /*i18n*/ {
        id: 'error.conversations.import-incomplete-json',
        message:
          '"{name}" could not be read: it is not complete JSON. Choose the conversations.json (or the ZIP) of a ChatGPT or Claude data export, or a Duet export, as downloaded.',
      },
      { name },
    ),
  );

/** The first bytes of a file (to tell a ZIP, a JSON array or object, or something else). */
export async function headOf(file: string, bytes = 64 * 1024): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Where the JSON starts (after a UTF-8 byte order mark) and its first character that is not whitespace. */
export function jsonStart(head: Uint8Array): { skip: number; first: string } {
  const skip = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  let i = skip;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x0a || head[i] === 0x0d || head[i] === 0x09)) i++;
  return { skip, first: i < head.length ? String.fromCharCode(head[i]!) : '' };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Calls `onItem` with each item of the document, in order, and waits for it between chunks (so
 * a caller that writes to the database holds back the reading). Broken JSON is a 400.
 *
 * The bytes are only scanned here (strings, nesting, the commas between items), with no object per
 * token; each item's bytes are then parsed by JSON.parse, which builds the conversation directly.
 * A token-by-token parser made so much short-lived garbage that V8 let the heap grow by 250 MB
 * while checking a 500 MB file, though it kept almost nothing.
 */
export async function eachItem(
  file: JsonFile,
  onItem: (item: unknown) => void | Promise<void>,
  sizes: ImportSizes,
  chunkBytes = CHUNK_BYTES,
): Promise<void> {
  const { skip, first } = jsonStart(await headOf(file.path));
  if (first !== '[' && first !== '{') throw badFile();
  const array = first === '[';
  /** Nesting: 0 outside the document; inside an array document, items sit at depth 1. */
  let depth = 0;
  let inString = false;
  let escaped = false;
  let done = false;
  /** The current item's bytes so far (slices of the chunks), and their length. */
  let parts: Buffer[] = [];
  let itemBytes = 0;
  /** Where the current item started in the chunk being scanned (-1: no item open in it). */
  let from = -1;
  let inItem = false;
  /** Items read but not yet handed over, as their bytes: each is parsed when its turn comes, so one parsed conversation is alive at a time. */
  const ready: Buffer[][] = [];

  const finishItem = (chunk: Buffer, end: number) => {
    if (from >= 0) parts.push(chunk.subarray(from, end));
    // One that ends in the chunk that takes it past the limit is as large as one that goes on.
    if (parts.reduce((n, p) => n + p.length, 0) > sizes.conversationBytes) throw conversationTooLarge(sizes);
    ready.push(parts);
    parts = [];
    itemBytes = 0;
    from = -1;
    inItem = false;
  };

  const parse = (item: Buffer[]): unknown => {
    try {
      return wellFormed(JSON.parse((item.length === 1 ? item[0]! : Buffer.concat(item)).toString('utf8')) as unknown);
    } catch {
      throw notCompleteJson(file.name);
    }
  };

  const scan = (chunk: Buffer) => {
    let i = 0;
    const n = chunk.length;
    /** The next backslash at or after i in this chunk (-1: none left; looked up again once passed). */
    let slashAt = -2;
    while (i < n) {
      if (inString) {
        // Jump to the string's end or its next escape: a message's text goes at indexOf's speed.
        if (escaped) {
          escaped = false;
          i++;
          continue;
        }
        const quote = chunk.indexOf(QUOTE, i);
        if (slashAt !== -1 && slashAt < i) slashAt = chunk.indexOf(BACKSLASH, i);
        if (slashAt >= 0 && (quote < 0 || slashAt < quote)) {
          escaped = true;
          i = slashAt + 1;
          continue;
        }
        if (quote < 0) break;
        inString = false;
        i = quote + 1;
        continue;
      }
      const b = chunk[i]!;
      if (done) {
        if (!isSpace(b)) throw notCompleteJson(file.name);
        i++;
        continue;
      }
      if (!inItem && depth === (array ? 1 : 0)) {
        // Between items: whitespace, commas (in the array), or the array's end.
        if (isSpace(b) || (array && b === 0x2c)) {
          i++;
          continue;
        }
        if (array && b === 0x5d) {
          depth = 0;
          done = true;
          i++;
          continue;
        }
        inItem = true;
        from = i;
      }
      if (b === QUOTE) inString = true;
      else if (b === 0x7b || b === 0x5b) depth++;
      else if (array && depth === 1 && (b === 0x2c || b === 0x5d)) {
        // A scalar item ends at the comma after it, or at the array's end.
        finishItem(chunk, i);
        if (b === 0x5d) {
          depth = 0;
          done = true;
        }
      } else if (b === 0x7d || b === 0x5d) {
        depth--;
        if (depth < 0) throw notCompleteJson(file.name);
        if (depth === (array ? 1 : 0)) {
          finishItem(chunk, i + 1);
          if (!array) done = true;
        }
      }
      i++;
    }
    if (inItem && from >= 0) parts.push(chunk.subarray(from));
    from = inItem ? 0 : -1;
  };

  for await (const data of fs.createReadStream(file.path, { start: skip, highWaterMark: chunkBytes })) {
    const chunk = data as Buffer;
    if (depth === 0 && !done && !inItem && array) {
      // The document's opening bracket.
      let i = 0;
      while (i < chunk.length && isSpace(chunk[i]!)) i++;
      if (i === chunk.length) continue;
      if (chunk[i] !== 0x5b) throw badFile();
      depth = 1;
      scan(chunk.subarray(i + 1));
    } else {
      scan(chunk);
    }
    if (inItem) {
      itemBytes = parts.reduce((n, p) => n + p.length, 0);
      if (itemBytes > sizes.conversationBytes) throw conversationTooLarge(sizes);
    }
    while (ready.length > 0) await onItem(parse(ready.shift()!));
  }
  if (!done || inItem) throw notCompleteJson(file.name);
}
