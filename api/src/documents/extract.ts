/**
 * extractText: a file's text for the brain, from its path or its bytes. Refuses an empty file and
 * one over MAX_FILE_BYTES before reading it, then parses it in a worker thread with a bounded heap
 * and a wall-time cap (worker-host.ts), one file at a time per process. Never throws for a bad
 * file: every outcome is a result, a failure with its reason and a message for the person.
 */
import fs from 'node:fs/promises';
import {
  EXTRACT_TIMEOUT_MS,
  MAX_CONCURRENT_EXTRACTIONS,
  MAX_FILE_BYTES,
  WORKER_HEAP_MB,
  WORKER_YOUNG_GENERATION_MB,
} from './limits.js';
import { failure, type ExtractResult } from './types.js';
import { parseInWorker, type WorkerLimits } from './worker-host.js';

export type ExtractInput = ({ path: string; bytes?: undefined } | { bytes: Uint8Array; path?: undefined }) & {
  /** The file's name as its owner gave it: its extension helps tell the kind. */
  name: string;
  /** The declared type; the bytes win where they are certain (detect.ts). */
  mimeType?: string;
};

/** Other limits than the defaults of limits.ts, for tests and the bench. */
export type ExtractOptions = Partial<WorkerLimits> & { maxBytes?: number };

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
  if (size === null) return failure('corrupt', 'The file could not be found on the server.');
  if (size === 0) return failure('empty');
  if (size > maxBytes) return failure('too_large', `It is ${MB(size)}; the limit is ${MB(maxBytes)}.`);
  const limits: WorkerLimits = {
    heapMb: options.heapMb ?? WORKER_HEAP_MB,
    youngGenerationMb: options.youngGenerationMb ?? WORKER_YOUNG_GENERATION_MB,
    timeoutMs: options.timeoutMs ?? EXTRACT_TIMEOUT_MS,
  };
  return turn(async () => {
    // A copy of the caller's bytes moves to the worker; a file is read into a buffer of its own.
    const bytes = input.bytes ? new Uint8Array(input.bytes) : new Uint8Array(await fs.readFile(input.path));
    if (bytes.byteLength > maxBytes) return failure('too_large', `The limit is ${MB(maxBytes)}.`); // grew since stat
    return parseInWorker({ bytes, name: input.name, mimeType: input.mimeType ?? '' }, limits);
  });
}
