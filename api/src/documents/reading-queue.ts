/**
 * The reading queue: documents whose text is not read yet (a Document row, written with its
 * upload's row in one transaction) are read here, off every request path, one at a time per
 * process (extract.ts runs the parser in a bounded worker thread).
 *
 * The queue is the table itself, so nothing is lost to a restart: any process claims the oldest
 * waiting document with one conditional UPDATE (the `attempts` it saw is the version, so two
 * processes cannot both take it), holds it for READ_LEASE_MS, and writes its chunks and `ready` (or
 * `failed` with the reason) only while it still holds it. A process that died mid-read leaves a
 * lease that runs out; the next round takes the document over, and after MAX_ATTEMPTS it is
 * marked failed rather than tried for ever. An upload pokes the queue; a timer catches the rest
 * (other processes' uploads, documents left by a crash). A link is fetched here too, through the one
 * safe fetcher, so a slow or hostile page never holds a request.
 */
import type { Db } from '../db/client.js';
import type { Logger } from '../logging/logger.js';
import { SafeFetchError, safeFetch } from '../net/safe-fetch.js';
import type { ObjectStore } from '../storage/object-store.js';
import { StorageUnavailableError } from '../storage/object-store.js';
import { said } from '../words/said.js';
import { chunk } from './chunk.js';
import { extractText } from './extract.js';
import { EXTRACT_TIMEOUT_MS, MAX_FILE_BYTES } from './limits.js';

/** Longer than the longest a read may take (the worker is stopped at EXTRACT_TIMEOUT_MS). */
export const READ_LEASE_MS = 2 * EXTRACT_TIMEOUT_MS;
/** Reads a document may start before it is given up (each one that never finished killed its process or timed out). */
export const MAX_ATTEMPTS = 3;
export const GAVE_UP = said(
  /*i18n*/ { id: 'error.documents.gave-up', message: 'Duet could not finish reading this file.' },
);
/** How often a process looks for documents nobody poked it about. */
const SWEEP_MS = 2_000;
/** How often a wait for a document read by another process looks again. */
const WAIT_POLL_MS = 250;

/** A failed document keeps nothing of an earlier read. */
const NOTHING_READ = { leaseUntil: null, kind: null, title: null, pages: null, chars: null, truncated: false };

export type DocumentStatus = 'queued' | 'reading' | 'ready' | 'failed';

export interface ReadingQueueDeps {
  db: Db;
  store: ObjectStore;
  logger: Logger;
  /** Hosts links may be fetched from though not public (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  /** Passages one account may keep in all (DOCUMENTS_MAX_CHUNKS_PER_USER). */
  maxChunksPerUser?: number;
  /** A read replaced or dropped these passages (their vectors leave the index). */
  onChunksRemoved?: (ids: string[]) => void;
  now?: () => number;
}

/** What a read ends with when it cannot even get the bytes or has no room for them. */
interface NotRead {
  ok: false;
  reason: string;
  message: string;
}

/**
 * The library has no room for a document's passages: one sentence for each way its English counts
 * them ("1 passage", "2 passages"), so that each is translated whole.
 */
function passagesFull(held: number, adding: number, max: number): string {
  const values = {
    held: held.toLocaleString('en'),
    adding: adding.toLocaleString('en'),
    max: max.toLocaleString('en'),
  };
  if (held === 1 && adding === 1) {
    return said(
      /*i18n*/ {
        id: 'error.documents.passages-full-one-each',
        message:
          'Your library is full: it holds {held} passage of {max}, and this would add {adding} passage. Delete what you no longer need, then read it again.',
      },
      values,
    );
  }
  if (held === 1) {
    return said(
      /*i18n*/ {
        id: 'error.documents.passages-full-one-held',
        message:
          'Your library is full: it holds {held} passage of {max}, and this would add {adding} passages. Delete what you no longer need, then read it again.',
      },
      values,
    );
  }
  if (adding === 1) {
    return said(
      /*i18n*/ {
        id: 'error.documents.passages-full-one-added',
        message:
          'Your library is full: it holds {held} passages of {max}, and this would add {adding} passage. Delete what you no longer need, then read it again.',
      },
      values,
    );
  }
  return said(
    /*i18n*/ {
      id: 'error.documents.passages-full',
      message:
        'Your library is full: it holds {held} passages of {max}, and this would add {adding} passages. Delete what you no longer need, then read it again.',
    },
    values,
  );
}

/** A link's file name for the extractor: the path's last part, or a name its type reads by. */
function nameOfPage(url: string, kind: 'html' | 'text' | 'pdf'): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
  if (/\.[a-z0-9]{1,8}$/i.test(last)) return last;
  return kind === 'pdf' ? 'page.pdf' : kind === 'html' ? 'page.html' : 'page.txt';
}

export interface ReadOutcome {
  id: string;
  status: DocumentStatus;
}

export class ReadingQueue {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly now: () => number;

  constructor(private readonly deps: ReadingQueueDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Starts the sweep; pending documents (from before a restart, or other processes) are read. */
  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.poke(), SWEEP_MS);
    this.timer.unref();
    this.poke();
  }

  /** Something was queued: read it now (or right after the round under way). */
  poke(): void {
    if (this.closed) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'reading documents failed'))
      .finally(() => {
        this.round = null;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** Reads every document that can be claimed now; how many it finished. */
  async drain(): Promise<number> {
    let finished = 0;
    while (!this.closed) {
      const claimed = await this.claim();
      if (!claimed) break;
      const outcome = await this.read(claimed);
      if (outcome === 'read') finished += 1;
      // The store is away: the rest waits for a later round.
      if (outcome === 'paused') break;
    }
    return finished;
  }

  /**
   * Resolves once the document is read (ready or failed), or with its status when `signal` aborts
   * first. Wakes at once for a document this process reads, and looks again every WAIT_POLL_MS
   * for one another process reads.
   */
  async whenRead(id: string, signal: AbortSignal): Promise<ReadOutcome | null> {
    // Once: a round reads every document it can claim, and the sweep catches what comes later.
    this.poke();
    for (;;) {
      const row = await this.deps.db.document.findUnique({ where: { id }, select: { id: true, status: true } });
      if (!row) return null;
      const status = row.status as DocumentStatus;
      if (status === 'ready' || status === 'failed' || signal.aborted) return { id, status };
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timeout);
          signal.removeEventListener('abort', wake);
          this.waiters.get(id)?.delete(wake);
          resolve();
        };
        const timeout = setTimeout(wake, WAIT_POLL_MS);
        signal.addEventListener('abort', wake, { once: true });
        let set = this.waiters.get(id);
        if (!set) this.waiters.set(id, (set = new Set()));
        set.add(wake);
      });
    }
  }

  /** Waits until this process has nothing left it can read now (tests: the background work settled). */
  async idle(): Promise<void> {
    for (;;) {
      await this.round;
      if ((await this.drain()) === 0 && !this.round) return;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
  }

  /** Takes the oldest document waiting (or abandoned) for this process; null when there is none. */
  private async claim(): Promise<{ id: string; attempts: number } | null> {
    const { db } = this.deps;
    for (;;) {
      const now = new Date(this.now());
      const next = await db.document.findFirst({
        where: { OR: [{ status: 'queued' }, { status: 'reading', leaseUntil: { lt: now } }] },
        orderBy: { createdAt: 'asc' },
        select: { id: true, status: true, attempts: true },
      });
      if (!next) return null;
      if (next.attempts >= MAX_ATTEMPTS) {
        await db.document.updateMany({
          where: { id: next.id, status: next.status, attempts: next.attempts },
          data: { status: 'failed', failureCode: 'gave_up', failure: GAVE_UP, ...NOTHING_READ },
        });
        await db.documentChunk.deleteMany({ where: { documentId: next.id } });
        this.finished(next.id);
        continue;
      }
      const took = await db.document.updateMany({
        where: { id: next.id, status: next.status, attempts: next.attempts },
        data: {
          status: 'reading',
          attempts: next.attempts + 1,
          leaseUntil: new Date(now.getTime() + READ_LEASE_MS),
        },
      });
      if (took.count === 1) return { id: next.id, attempts: next.attempts + 1 };
      // Another process took it first: look for the next one.
    }
  }

  /** Reads a claimed document and writes what came of it, if the claim still holds. */
  private async read(claim: { id: string; attempts: number }): Promise<'read' | 'lost' | 'paused'> {
    const { db, store, logger } = this.deps;
    const held = { id: claim.id, status: 'reading', attempts: claim.attempts };
    const doc = await db.document.findUnique({
      where: { id: claim.id },
      select: {
        userId: true,
        visibility: true,
        sourceUrl: true,
        upload: { select: { storageName: true, originalName: true, mimeType: true } },
      },
    });
    if (!doc || (!doc.upload && !doc.sourceUrl)) {
      await db.document.deleteMany({ where: held });
      return 'lost';
    }
    let source: { bytes: Buffer; name: string; mimeType: string } | NotRead;
    if (doc.upload) {
      let bytes: Buffer | null;
      try {
        bytes = await store.read(doc.upload.storageName);
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        // The store is away: the document waits for a later round (the attempt does not count).
        logger.warn({ err: error, documentId: claim.id }, 'a document waits for the file storage');
        await db.document.updateMany({
          where: held,
          data: { status: 'queued', attempts: claim.attempts - 1, leaseUntil: null },
        });
        return 'paused';
      }
      source = bytes
        ? { bytes, name: doc.upload.originalName, mimeType: doc.upload.mimeType }
        : {
            ok: false,
            reason: 'corrupt',
            message: said(
              /*i18n*/ { id: 'error.documents.missing-from-storage', message: 'The file is missing from storage.' },
            ),
          };
    } else {
      source = await this.fetchPage(doc.sourceUrl!);
    }
    const result = 'bytes' in source ? await extractText(source) : source;
    const before = await db.documentChunk.findMany({ where: { documentId: claim.id }, select: { id: true } });
    const size = 'bytes' in source ? source.bytes.length : null;
    const wrote = await db.$transaction(async (tx) => {
      const fail = async (failed: { reason: string; message: string }) => {
        const done = await tx.document.updateMany({
          where: held,
          data: { status: 'failed', failureCode: failed.reason, failure: failed.message, ...NOTHING_READ },
        });
        await tx.documentChunk.deleteMany({ where: { documentId: claim.id } });
        return done.count === 1;
      };
      if (!result.ok) return fail(result);
      const chunks = chunk(result);
      const max = this.deps.maxChunksPerUser;
      if (max !== undefined && doc.userId) {
        const others = await tx.documentChunk.count({ where: { userId: doc.userId, documentId: { not: claim.id } } });
        if (others + chunks.length > max) {
          return fail({
            reason: 'quota',
            message: passagesFull(others, chunks.length, max),
          });
        }
      }
      const done = await tx.document.updateMany({
        where: held,
        data: {
          status: 'ready',
          kind: result.kind,
          title: result.title?.slice(0, 300) ?? null,
          pages: result.pages?.length ?? null,
          chars: result.chars,
          truncated: result.truncated,
          ...(doc.sourceUrl && size !== null ? { bytes: size } : {}),
          failureCode: null,
          failure: null,
          leaseUntil: null,
          readAt: new Date(this.now()),
        },
      });
      if (done.count !== 1) return false;
      await tx.documentChunk.deleteMany({ where: { documentId: claim.id } });
      await tx.documentChunk.createMany({
        data: chunks.map((c) => ({
          documentId: claim.id,
          userId: doc.userId,
          visibility: doc.visibility,
          ordinal: c.index,
          page: c.page ?? null,
          heading: c.heading ?? null,
          text: c.text,
        })),
      });
      return true;
    });
    if (!wrote) return 'lost';
    if (before.length > 0) this.deps.onChunksRemoved?.(before.map((c) => c.id));
    this.finished(claim.id);
    return 'read';
  }

  /** A link's page through the one safe fetcher (net/safe-fetch.ts); a refusal becomes the document's reason. */
  private async fetchPage(url: string): Promise<{ bytes: Buffer; name: string; mimeType: string } | NotRead> {
    try {
      const page = await safeFetch(url, { allowHosts: this.deps.allowHosts ?? [], maxBytes: MAX_FILE_BYTES });
      return { bytes: page.bytes, name: nameOfPage(page.url, page.kind), mimeType: page.contentType };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      return { ok: false, reason: `fetch_${error.code}`, message: error.message };
    }
  }

  private finished(id: string) {
    for (const wake of this.waiters.get(id) ?? []) wake();
    this.waiters.delete(id);
  }
}
