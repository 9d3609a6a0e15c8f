/**
 * Multipart uploads streamed to disk with busboy, never held in memory: each file of the named
 * field goes to a temporary file in the upload folder while its bytes are counted against the
 * per-file limit and the request's budget (what the sender may still store). Past either
 * limit the request stops at once and what was written is removed. The whole body may be no
 * larger than its files may be, with room for the parts' headers: a larger one is a 413 before a
 * byte is read when it says its length, else as soon as it has sent that much.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { StorageFullError } from '../errors/domain-errors.js';
import { sizeText } from '../limits/sizes.js';
import { wellFormedText } from '../limits/well-formed.js';
import type { ReceivedFile } from '../uploads/uploads.js';
import { HttpError } from './http-error.js';
import { said } from '../words/said.js';
import { tooManyFiles } from '../uploads/uploads.js';

export interface MultipartLimits {
  /** The form field that carries files. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Bytes the whole request may store. */
  budgetBytes: number;
  /** Answers when one file passes maxFileBytes (413) or all of them pass budgetBytes. */
  tooLarge: (name: string) => Error;
  /** Answers when the whole body is larger than maxFiles files of maxFileBytes may be (413). */
  bodyTooLarge?: () => Error;
  overBudget: () => Error;
  /**
   * Reserves storage for the bytes received so far (all files), before they are written; a
   * refusal (StorageFullError) stops the request as over budget.
   */
  reserve?: (totalBytes: number) => Promise<void>;
}

/** Room in a body for what is not a file's bytes: boundaries, part headers, the small fields. */
const PART_ROOM_BYTES = 1024 * 1024;
/** A form field (none is read): busboy's own default would let each hold 1 MB. */
const FIELD_BYTES = 16 * 1024;

function bodyTooLarge(limits: MultipartLimits): Error {
  if (limits.bodyTooLarge) return limits.bodyTooLarge();
  const size = sizeText(limits.maxFileBytes);
  const message =
    limits.maxFiles === 1
      ? said(
          /*i18n*/ {
            id: 'error.http.upload-too-large-one',
            message: 'This upload is larger than it may be: at most one file of {size}.',
          },
          { size },
        )
      : said(
          /*i18n*/ {
            id: 'error.http.upload-too-large-many',
            message: 'This upload is larger than it may be: at most {count} files of {size}.',
          },
          { count: limits.maxFiles, size },
        );
  return new HttpError(413, message, 'PAYLOAD_TOO_LARGE');
}

/** Removes received files (after a refusal, or once they are moved into place). */
export async function discard(files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.promises.rm(f.path, { force: true })));
}

/** A failed write: a full disk is the server's storage problem (507), the rest unexpected. */
function writeError(error: unknown): Error {
  if ((error as NodeJS.ErrnoException)?.code === 'ENOSPC') return new StorageFullError();
  return error instanceof Error ? error : new Error(String(error));
}

export async function receiveFiles(request: Request, dir: string, limits: MultipartLimits): Promise<ReceivedFile[]> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (!request.body) throw new HttpError(400, 'Malformed multipart body', 'BAD_USER_INPUT');
  const maxBody = limits.maxFiles * limits.maxFileBytes + PART_ROOM_BYTES;
  if ((declaredLength(request) ?? 0) > maxBody) throw bodyTooLarge(limits);
  await fs.promises.mkdir(dir, { recursive: true });
  const received: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  let total = 0;
  let failure: Error | null = null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      // Browsers and curl send names as raw UTF-8 bytes (busboy would read them as Latin-1).
      defParamCharset: 'utf8',
      // busboy stops a file (its 'limit' event) when it *reaches* fileSize, not past it: a file of
      // exactly maxFileBytes is allowed, so it may read one byte more before calling it too large.
      limits: {
        files: limits.maxFiles + 1,
        fileSize: limits.maxFileBytes + 1,
        fields: 20,
        fieldSize: FIELD_BYTES,
        parts: limits.maxFiles + 21,
      },
    });
  } catch {
    throw new HttpError(400, 'Malformed multipart body', 'BAD_USER_INPUT');
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  let bodyBytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bodyBytes += chunk.length;
      if (bodyBytes <= maxBody) return done(null, chunk);
      const refusal = bodyTooLarge(limits);
      fail(refusal);
      done(refusal);
    },
  });
  const fail = (error: Error) => {
    failure ??= error;
    counted.unpipe(parser);
    source.destroy();
    // A refusal that comes later (a reservation the database refused) may find the whole body
    // read already: the parser, waiting for its file to be drained, must stop too (after the
    // event that called this, which busboy is still in the middle of).
    process.nextTick(() => parser.destroy());
  };
  parser.on('file', (field, stream, info) => {
    if (field !== limits.field || failure) {
      stream.resume();
      return;
    }
    const file: ReceivedFile = {
      // A name in UTF-16 (filename*=utf-16le''…) can hold an unpaired surrogate.
      name: wellFormedText(info.filename ?? 'file'),
      type: info.mimeType,
      size: 0,
      path: path.join(dir, `.incoming-${randomBytes(12).toString('base64url')}`),
    };
    received.push(file);
    if (received.length > limits.maxFiles) {
      stream.resume();
      fail(new HttpError(400, tooManyFiles(limits.maxFiles), 'BAD_USER_INPUT'));
      return;
    }
    stream.on('limit', () => fail(limits.tooLarge(file.name)));
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.size += chunk.length;
        total += chunk.length;
        if (total > limits.budgetBytes) {
          fail(limits.overBudget());
          done(limits.overBudget());
          return;
        }
        if (!limits.reserve) return done(null, chunk);
        limits.reserve(total).then(
          () => done(null, chunk),
          (error: unknown) => {
            const refusal = error instanceof StorageFullError ? limits.overBudget() : writeError(error);
            fail(refusal);
            done(refusal);
          },
        );
      },
    });
    writes.push(
      pipeline(stream, counter, fs.createWriteStream(file.path, { flags: 'wx' })).catch((error: unknown) => {
        fail(failure ?? writeError(error));
      }),
    );
  });
  try {
    await pipeline(source, counted, parser);
  } catch (error) {
    // Stopped by a limit above, or the body is not valid multipart. A part header with a control
    // character (a file named "bell\u0007.txt", which browsers send unescaped) is not valid HTTP.
    failure ??= /part header/i.test((error as Error)?.message ?? '')
      ? new HttpError(
          400,
          said(
            /*i18n*/ {
              id: 'error.http.file-name-control-characters',
              message:
                'A file name has characters that cannot be uploaded (control characters). Rename the file and try again.',
            },
          ),
          'BAD_USER_INPUT',
        )
      : new HttpError(400, 'Malformed multipart body', 'BAD_USER_INPUT');
  }
  await Promise.all(writes);
  if (failure) {
    await discard(received);
    throw failure;
  }
  return received;
}

/** The request's declared Content-Length, when it has one and it is a number (how far ahead an upload reserves). */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null) return null;
  const length = Number(header);
  return Number.isFinite(length) ? length : null;
}
