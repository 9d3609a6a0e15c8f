/**
 * From the uploaded bytes to the JSON documents to import: a JSON file as it is, or from a ZIP
 * its conversations.json (a ChatGPT or Claude data export; at the top or one folder down) or else
 * its conversations/*.json (Duet's account export). Only those entries are unpacked, through
 * fflate's streaming Unzip, counting the bytes as they come: past IMPORT_LIMITS.unpackedBytes the
 * import stops (a zip bomb never fills the memory). Anything else is not an export (400).
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { parseClientJson } from '../../limits/well-formed.js';
import { badFile, fileTooLarge, IMPORT_LIMITS, unpackedTooLarge } from './model.js';

export interface ImportDocument {
  /** The file (or ZIP entry) it came from. */
  name: string;
  value: unknown;
}

const SOURCE_EXPORT = /^(?:[^/]+\/)?conversations\.json$/i;
const DUET_EXPORT = /^(?:[^/]+\/)?conversations\/[^/]+\.json$/i;

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);

/** The first character that is not whitespace (after a UTF-8 byte order mark). */
function firstChar(bytes: Uint8Array): string {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return i < bytes.length ? String.fromCharCode(bytes[i]!) : '';
}

function parseJson(bytes: Uint8Array, name: string): unknown {
  try {
    return parseClientJson(new TextDecoder().decode(bytes));
  } catch {
    throw badFile(`"${name}" could not be read: it is not complete JSON. Choose the conversations.json (or the ZIP) of a ChatGPT or Claude data export, or a Duet export, as downloaded.`);
  }
}

export function readDocuments(bytes: Uint8Array, filename: string): ImportDocument[] {
  if (bytes.length === 0) throw badFile('This file is empty.');
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw fileTooLarge();
  if (isZip(bytes)) return unzipDocuments(bytes);
  const first = firstChar(bytes);
  if (first !== '{' && first !== '[') throw badFile();
  return [{ name: filename, value: parseJson(bytes, filename) }];
}

function unzipDocuments(bytes: Uint8Array): ImportDocument[] {
  const entries = new Map<string, Uint8Array[]>();
  let unpacked = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (failure || !(SOURCE_EXPORT.test(file.name) || DUET_EXPORT.test(file.name))) return;
    if (file.compression !== 0 && file.compression !== 8) {
      failure = badFile('This ZIP file is packed in a way Duet cannot read. Unpack it and import its conversations.json.');
      return;
    }
    const chunks: Uint8Array[] = [];
    entries.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = badFile('This ZIP file is damaged. Download the export again.');
        return;
      }
      unpacked += chunk.length;
      if (unpacked > IMPORT_LIMITS.unpackedBytes) {
        failure = unpackedTooLarge();
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    unzip.push(bytes, true);
  } catch {
    failure ??= badFile('This ZIP file is damaged. Download the export again.');
  }
  if (failure) throw failure;
  const names = [...entries.keys()];
  const top = names.filter((n) => SOURCE_EXPORT.test(n)).sort((a, b) => a.length - b.length)[0];
  const chosen = top ? [top] : names.filter((n) => DUET_EXPORT.test(n)).sort();
  if (chosen.length === 0) {
    throw badFile('This ZIP file holds no conversations. Choose the ZIP of a ChatGPT or Claude data export (with conversations.json), or a Duet account export.');
  }
  return chosen.map((name) => ({ name, value: parseJson(Buffer.concat(entries.get(name)!), name) }));
}
