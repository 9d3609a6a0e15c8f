/**
 * From the uploaded file (on disk) to the JSON documents to import: a JSON file as it is, or from a
 * ZIP its conversations.json (a ChatGPT or Claude data export; at the top or one folder down) or
 * else its conversations/*.json (Duet's account export). Only those entries are unpacked, through
 * fflate's streaming Unzip, a small piece of the ZIP at a time and each piece written to a file in
 * the import's work folder, counting the bytes as they come: past `unpackedBytes` the
 * import stops (a zip bomb fills neither the memory nor the disk). Anything else is not an export.
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { headOf, jsonStart, type JsonFile } from './json-stream.js';
import { said } from '../../words/said.js';
import { badFile, fileTooLarge, unpackedTooLarge, type ImportSizes } from './model.js';

const SOURCE_EXPORT = /^(?:[^/]+\/)?conversations\.json$/i;
const DUET_EXPORT = /^(?:[^/]+\/)?conversations\/[^/]+\.json$/i;
/** Compressed bytes pushed at a time: deflate unpacks at most ~1,000 times that in one go. */
const ZIP_PIECE_BYTES = 16 * 1024;

const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);
const damagedZip = () =>
  badFile(
    said(
      /*i18n*/ {
        id: 'error.conversations.import-zip-damaged',
        message: 'This ZIP file is damaged. Download the export again.',
      },
    ),
  );

/** The export's JSON documents, on disk (entries of a ZIP are unpacked into `workDir`). */
export async function readDocuments(
  file: string,
  filename: string,
  workDir: string,
  sizes: ImportSizes,
): Promise<JsonFile[]> {
  const { size } = await fs.promises.stat(file);
  if (size === 0)
    throw badFile(said(/*i18n*/ { id: 'error.conversations.import-file-empty', message: 'This file is empty.' }));
  if (size > sizes.fileBytes) throw fileTooLarge(sizes);
  const head = await headOf(file);
  if (isZip(head)) return unzipDocuments(file, workDir, sizes);
  const { first } = jsonStart(head);
  if (first !== '{' && first !== '[') throw badFile();
  return [{ name: filename, path: file }];
}

async function unzipDocuments(file: string, workDir: string, sizes: ImportSizes): Promise<JsonFile[]> {
  const entries = new Map<string, string>();
  const outputs: fs.WriteStream[] = [];
  let unpacked = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((entry) => {
    if (failure || !(SOURCE_EXPORT.test(entry.name) || DUET_EXPORT.test(entry.name))) return;
    if (entry.compression !== 0 && entry.compression !== 8) {
      failure = badFile(
        said(
          /*i18n*/ {
            id: 'error.conversations.import-zip-unreadable',
            message: 'This ZIP file is packed in a way Duet cannot read. Unpack it and import its conversations.json.',
          },
        ),
      );
      return;
    }
    const target = path.join(workDir, `entry-${entries.size}.json`);
    const out = fs.createWriteStream(target);
    outputs.push(out);
    entries.set(entry.name, target);
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = damagedZip();
        return;
      }
      unpacked += chunk.length;
      if (unpacked > sizes.unpackedBytes) {
        failure = unpackedTooLarge(sizes);
        entry.terminate();
        return;
      }
      out.write(chunk);
      if (final) out.end();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for await (const piece of fs.createReadStream(file, { highWaterMark: ZIP_PIECE_BYTES })) {
      try {
        unzip.push(piece as Buffer);
      } catch {
        failure ??= damagedZip();
      }
      if (failure) break;
      // What was unpacked goes to disk before more is unpacked.
      for (const out of outputs) if (out.writableNeedDrain) await once(out, 'drain');
    }
    if (!failure) {
      try {
        unzip.push(new Uint8Array(0), true);
      } catch {
        failure = damagedZip();
      }
    }
  } finally {
    await Promise.all(
      outputs.map((out) => (out.writableFinished ? undefined : new Promise((resolve) => out.end(resolve)))),
    );
  }
  if (failure) throw failure;
  const names = [...entries.keys()];
  const top = names.filter((n) => SOURCE_EXPORT.test(n)).sort((a, b) => a.length - b.length)[0];
  const chosen = top ? [top] : names.filter((n) => DUET_EXPORT.test(n)).sort();
  if (chosen.length === 0) {
    throw badFile(
      said(
        /*i18n*/ {
          id: 'error.conversations.import-zip-empty',
          message:
            'This ZIP file holds no conversations. Choose the ZIP of a ChatGPT or Claude data export (with conversations.json), or a Duet account export.',
        },
      ),
    );
  }
  return chosen.map((name) => ({ name, path: entries.get(name)! }));
}
