/**
 * A DOCX is a zip: before mammoth unpacks it, its central directory is read (fflate's unzipSync
 * with a filter that extracts nothing) and the sizes it declares are held to the caps of
 * limits.ts; then every part is inflated as a stream that counts bytes and keeps none, so a zip
 * that lies about its sizes is stopped at the first byte over them, in constant memory.
 */
import { Unzip, UnzipInflate, unzipSync, type UnzipFileInfo } from 'fflate';
import { said } from '../words/said.js';
import { DOCX_RATIO_MIN_BYTES, MAX_DOCX_RATIO, MAX_DOCX_UNPACKED_BYTES } from './limits.js';

/** A refused zip's `message` is the whole failure a person reads (types.ts failure). */
export type ZipVerdict = { ok: true; parts: string[] } | { ok: false; reason: 'zip_bomb' | 'corrupt'; message: string };

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const bomb = (message: string): ZipVerdict => ({ ok: false, reason: 'zip_bomb', message });

/** What the central directory says, checked against the caps; null when the sizes pass. */
function checkDeclared(entries: UnzipFileInfo[]): ZipVerdict | null {
  let total = 0;
  for (const entry of entries) {
    total += entry.originalSize;
    const ratio = entry.originalSize / Math.max(entry.size, 1);
    if (entry.originalSize >= DOCX_RATIO_MIN_BYTES && ratio > MAX_DOCX_RATIO) {
      return bomb(
        said(
          /*i18n*/ {
            id: 'error.documents.zip-part-ratio',
            message:
              'The file unpacks to far more than its size, so it was not opened (it may be a zip bomb). A part unpacks {ratio} times its packed size (the limit is {limit}).',
          },
          { ratio: Math.round(ratio), limit: MAX_DOCX_RATIO },
        ),
      );
    }
  }
  if (total > MAX_DOCX_UNPACKED_BYTES) {
    return bomb(
      said(
        /*i18n*/ {
          id: 'error.documents.zip-unpacked-size',
          message:
            'The file unpacks to far more than its size, so it was not opened (it may be a zip bomb). It unpacks to {size} (the limit is {limit}).',
        },
        { size: MB(total), limit: MB(MAX_DOCX_UNPACKED_BYTES) },
      ),
    );
  }
  return null;
}

/**
 * Inflates every part as a stream, counting: more bytes than a part declares, or than the cap in
 * all, is a bomb. A part this stream cannot follow is left to mammoth (it says when it is damaged).
 */
function checkActual(bytes: Uint8Array): ZipVerdict | null {
  let total = 0;
  let verdict: ZipVerdict | null = null;
  const unzip = new Unzip((file) => {
    let own = 0;
    const declared = file.originalSize;
    file.ondata = (error, chunk) => {
      if (error || verdict) return;
      own += chunk.length;
      total += chunk.length;
      if (total > MAX_DOCX_UNPACKED_BYTES || (declared !== undefined && own > declared)) {
        verdict = bomb(
          said(
            /*i18n*/ {
              id: 'error.documents.zip-part-lies',
              message:
                'The file unpacks to far more than its size, so it was not opened (it may be a zip bomb). A part unpacks to more than its zip says ({size} so far).',
            },
            { size: MB(own) },
          ),
        );
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  try {
    for (let i = 0; i < bytes.length && !verdict; i += step) {
      unzip.push(bytes.subarray(i, i + step), i + step >= bytes.length);
    }
  } catch {
    return verdict;
  }
  return verdict;
}

/** Whether a DOCX's zip may be unpacked: its declared and its actual sizes within the caps. */
export function checkZip(bytes: Uint8Array): ZipVerdict {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    return {
      ok: false,
      reason: 'corrupt',
      message: said(
        /*i18n*/ {
          id: 'error.documents.zip-unreadable',
          message: 'The file is damaged or not what its name says, so it could not be read. Its zip could not be read.',
        },
      ),
    };
  }
  return checkDeclared(entries) ?? checkActual(bytes) ?? { ok: true, parts: entries.map((e) => e.name) };
}
