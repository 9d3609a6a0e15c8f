/**
 * extractText: a file's text for the brain, from its path or its bytes. Refuses an empty file and
 * one over MAX_FILE_BYTES before reading it, then parses it in a worker thread with a bounded heap
 * and a wall-time cap (worker-host.ts), one file at a time per process. Small text files (plain
 * text, CSV, JSON and code up to INLINE_TEXT_MAX_BYTES) are read on the spot instead. Never throws for a bad
 * file: every outcome is a result, a failure with its reason and a message for the person.
 */
import fs from 'node:fs/promises';
import {
  EXTRACT_TIMEOUT_MS,
  INLINE_TEXT_MAX_BYTES,
  MAX_CONCURRENT_EXTRACTIONS,
  MAX_FILE_BYTES,
  WORKER_HEAP_MB,
  WORKER_YOUNG_GENERATION_MB,
} from './limits.js';
import { detectKind } from './detect.js';
import { parseDocument } from './parse.js';
import { failure, type DocumentKind, type ExtractResult } from './types.js';
import { parseInWorker, type WorkerLimits } from './worker-host.js';
import { said } from '../words/said.js';

export type ExtractInput = ({ path: string; bytes?: undefined } | { bytes: Uint8Array; path?: undefined }) & {
  /** The file's name as its owner gave it: its extension helps tell the kind. */
  name: string;
  /** The declared type; the bytes win where they are certain (detect.ts). */
  mimeType?: string;
};

/** Other limits than the defaults of limits.ts, for tests and the bench. */
export type ExtractOptions = Partial<WorkerLimits> & { maxBytes?: number };

/**
 * Kinds read by decoding alone, linear in their bytes. Markdown is not one of them: finding its
 * headings runs regular expressions over each line, which a worker's wall-time cap guards.
 */
const INLINE_KINDS: ReadonlySet<string> = new Set<DocumentKind>(['text', 'csv', 'json', 'code']);

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A queue of one (MAX_CONCURRENT_EXTRACTIONS): callers wait their turn, in order. */
let running = 0;
const waiting: (() => void)[] = [];
async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_EXTRACTIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The size of the input, without reading a file's bytes. */
async function sizeOf(input: ExtractInput): Promise<number | null> {
  if (input.bytes) return input.bytes.byteLength;
  try {
    return (await fs.stat(input.path)).size;
  } catch {
    return null;
  }
}

export async function extractText(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractResult> {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const size = await sizeOf(input);
  if (size === null) {
    return failure(
      'corrupt',
      said(
        /*i18n*/ {
          id: 'error.documents.file-not-on-server',
          message:
            'The file is damaged or not what its name says, so it could not be read. The file could not be found on the server.',
        },
      ),
    );
  }
  if (size === 0) return failure('empty');
  if (size > maxBytes) {
    return failure(
      'too_large',
      said(
        /*i18n*/ {
          id: 'error.documents.too-large-size',
          message: 'The file is too large to read. It is {size}; the limit is {limit}.',
        },
        { size: MB(size), limit: MB(maxBytes) },
      ),
    );
  }
  const limits: WorkerLimits = {
    heapMb: options.heapMb ?? WORKER_HEAP_MB,
    youngGenerationMb: options.youngGenerationMb ?? WORKER_YOUNG_GENERATION_MB,
    timeoutMs: options.timeoutMs ?? EXTRACT_TIMEOUT_MS,
  };
  if (size <= INLINE_TEXT_MAX_BYTES) {
    const bytes = input.bytes ?? new Uint8Array(await fs.readFile(input.path));
    const name = input.name;
    const mimeType = input.mimeType ?? '';
    // Small text is read here: no parser library, linear in its bytes, less than a worker's start.
    if (bytes.byteLength <= INLINE_TEXT_MAX_BYTES && INLINE_KINDS.has(detectKind(bytes, name, mimeType))) {
      return parseDocument({ bytes, name, mimeType });
    }
  }
  return turn(async () => {
    // A copy of the caller's bytes moves to the worker; a file is read into a buffer of its own.
    const bytes = input.bytes ? new Uint8Array(input.bytes) : new Uint8Array(await fs.readFile(input.path));
    if (bytes.byteLength > maxBytes) {
      // It grew since stat.
      return failure(
        'too_large',
        said(
          /*i18n*/ {
            id: 'error.documents.too-large-limit',
            message: 'The file is too large to read. The limit is {limit}.',
          },
          { limit: MB(maxBytes) },
        ),
      );
    }
    return parseInWorker({ bytes, name: input.name, mimeType: input.mimeType ?? '' }, limits);
  });
}
