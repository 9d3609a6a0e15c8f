/**
 * Where uploaded files' bytes live: a folder on this machine, or an S3-compatible object store
 * that several Duet processes share (S3_BUCKET set). This layer knows bytes and keys only; who
 * may store or read a file is the uploads domain's business (api/src/uploads/uploads.ts).
 *
 * Keys are the uploads' random storage names. A store never throws for a missing object where
 * a caller asks to read it (null instead); an unreachable store throws StorageUnavailableError,
 * which the API answers with 503 and a message.
 */
import type { Readable } from 'node:stream';
import { UnavailableError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

export interface ObjectStore {
  /** What an operator reads on /monitoring: the folder, or the bucket and endpoint. */
  readonly description: string;
  /**
   * Puts a complete local file in the store under `key`. The local file is moved (or removed once
   * copied) unless `keep` is set (a restore copies from a backup it must not empty).
   */
  putFile(key: string, localPath: string, contentType: string, options?: { keep?: boolean }): Promise<void>;
  /** The object's bytes as a stream; null when there is no such object. */
  open(key: string): Promise<Readable | null>;
  /** The first `maxBytes` bytes (all of them when omitted); null when there is no such object. */
  read(key: string, maxBytes?: number): Promise<Buffer | null>;
  /** Removes the objects (missing ones are no error). */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key in the store (a backup copies them all). */
  keys(): AsyncIterable<string>;
  /** Throws StorageUnavailableError when the store cannot be reached (monitoring). */
  check(): Promise<void>;
}

export const STORAGE_AWAY = said(
  /*i18n*/ { id: 'error.storage.away', message: "Duet can't reach its file storage right now. Try again in a moment." },
);

/** The object store did not answer, or answered with something other than the object. */
export class StorageUnavailableError extends UnavailableError {
  constructor(public readonly detail: string) {
    super(STORAGE_AWAY, 5);
  }
}
