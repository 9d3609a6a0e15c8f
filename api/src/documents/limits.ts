/**
 * The caps on reading a document, each with its reason. docs/decisions/document-extraction.md
 * tells the whole story.
 */

/** Refused before any parsing: 50 MB covers a long report or book; larger files are mostly scans. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** A worker's JavaScript heap: parsers build big trees (pdf.js objects, a DOCX's DOM), 256 MB fits a 50 MB file. */
export const WORKER_HEAP_MB = 256;

/** A worker's young generation: the default, written down so the worker's whole heap is bounded. */
export const WORKER_YOUNG_GENERATION_MB = 32;

/** Wall time for one file, then the worker is terminated: a 200-page PDF reads in a few seconds. */
export const EXTRACT_TIMEOUT_MS = 60_000;

/** All of a DOCX's parts unpacked, as its zip says: real documents' XML stays well under this. */
export const MAX_DOCX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** Unpacked size over packed size, for any part over 1 MB: XML packs ~10×, a zip bomb 1,000×. */
export const MAX_DOCX_RATIO = 100;

/** A part under this size is not held to MAX_DOCX_RATIO: small XML full of repeats packs very well. */
export const DOCX_RATIO_MIN_BYTES = 1024 * 1024;

/** Text kept from one document: ~500,000 tokens, already more than a person's whole library should cost. */
export const MAX_TEXT_CHARS = 2_000_000;

/**
 * Text files (plain text, CSV, JSON, code) up to this size are read in the process, not in a
 * worker: decoding takes a few milliseconds a megabyte, less than starting a worker (0.3 s idle,
 * 2 s and more on a busy machine), and no parser library runs.
 */
export const INLINE_TEXT_MAX_BYTES = 1024 * 1024;

/** Files parsed at once per process: on two cores one parse leaves a core to chats, and one heap to the memory budget. */
export const MAX_CONCURRENT_EXTRACTIONS = 1;
