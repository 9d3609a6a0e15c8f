/**
 * An export's JSON read as a stream with @streamparser/json: the items of a top-level array one at
 * a time (a top-level object is one item), from the file on disk in 1 MB chunks, so a 500 MB
 * conversations.json never sits in memory: only the conversation being read does, and one larger
 * than IMPORT_LIMITS.conversationBytes is refused as it grows past it.
 */
import fs from 'node:fs';
import Tokenizer, { TokenizerError } from '@streamparser/json/tokenizer.js';
import TokenParser, { TokenParserError } from '@streamparser/json/tokenparser.js';
import TokenType from '@streamparser/json/utils/types/tokenType.js';
import { wellFormed } from '../../limits/well-formed.js';
import { megabytes } from '../../uploads/uploads.js';
import { badFile, IMPORT_LIMITS } from './model.js';

/** A JSON document of the export, on disk: the uploaded file, or an entry unpacked from its ZIP. */
export interface JsonFile {
  /** The file (or ZIP entry) name, for messages. */
  name: string;
  path: string;
}

const CHUNK_BYTES = 1024 * 1024;

export const notCompleteJson = (name: string) =>
  badFile(
    `"${name}" could not be read: it is not complete JSON. Choose the conversations.json (or the ZIP) of a ChatGPT or Claude data export, or a Duet export, as downloaded.`,
  );

const conversationTooLarge = () =>
  badFile(`A conversation in this file is larger than ${megabytes(IMPORT_LIMITS.conversationBytes)}, more than one import takes.`);

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

/**
 * Calls `onItem` with each item of the document, in order, and waits for it between chunks (so
 * a caller that writes to the database holds back the reading). Broken JSON is a 400.
 */
export async function eachItem(file: JsonFile, onItem: (item: unknown) => void | Promise<void>): Promise<void> {
  const { skip, first } = jsonStart(await headOf(file.path));
  if (first !== '[' && first !== '{') throw badFile();
  const itemDepth = first === '[' ? 1 : 0;
  const tokenizer = new Tokenizer({ stringBufferSize: 64 * 1024 });
  const parser = new TokenParser({ paths: [itemDepth === 1 ? '$.*' : '$'], keepStack: false });
  const ready: unknown[] = [];
  let depth = 0;
  let itemStart = -1;
  let ended = false;
  tokenizer.onToken = (info) => {
    if (info.token === TokenType.LEFT_BRACE || info.token === TokenType.LEFT_BRACKET) {
      if (depth === itemDepth) itemStart = info.offset;
      depth++;
    } else if (info.token === TokenType.RIGHT_BRACE || info.token === TokenType.RIGHT_BRACKET) {
      depth--;
      if (depth === itemDepth) itemStart = -1;
    }
    parser.write(info);
  };
  // Strings as every input's: an unpaired surrogate becomes U+FFFD (limits/well-formed.ts).
  parser.onValue = ({ value }) => void ready.push(wellFormed(value));
  parser.onEnd = () => void (ended = true);
  let read = 0;
  const flush = async () => {
    while (ready.length > 0) await onItem(ready.shift());
  };
  try {
    for await (const chunk of fs.createReadStream(file.path, { start: skip, highWaterMark: CHUNK_BYTES })) {
      tokenizer.write(chunk as Buffer);
      read += (chunk as Buffer).length;
      if (itemStart >= 0 && read - itemStart > IMPORT_LIMITS.conversationBytes) throw conversationTooLarge();
      await flush();
    }
    if (!ended) tokenizer.end();
  } catch (error) {
    if (error instanceof TokenizerError || error instanceof TokenParserError) throw notCompleteJson(file.name);
    throw error;
  }
  await flush();
  if (!ended) throw notCompleteJson(file.name);
}
