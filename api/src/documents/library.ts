/**
 * The knowledge library: a person's documents (files they uploaded or attached) and links, each
 * read by the reading queue (reading-queue.ts) into passages the brain searches, and, once the
 * person marks one public, the twin. Every use case takes the person's id and touches only their
 * own rows: someone else's document is "not found", never "forbidden".
 */
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { checkAddress, SafeFetchError } from '../net/safe-fetch.js';
import type { VectorIndex } from '../db/vector-index/types.js';
import type { ObjectStore } from '../storage/object-store.js';
import { usage as storageUsage } from '../uploads/reservations.js';
import { deleteUpload } from '../uploads/uploads.js';
import { said } from '../words/said.js';
import type { DocumentStatus } from './reading-queue.js';
import { DOCUMENT_NOT_FOUND, libraryFull } from './refusals.js';

export type DocumentVisibility = 'private' | 'public';

export interface LibraryDeps {
  db: Db;
  config: Pick<Config, 'documents' | 'fetch' | 'uploads'>;
  /** Something was queued: the reading queue may start. */
  onQueued?: () => void;
  /** The passages' vector index (db/vector-index/), told of passages made public, private or gone. */
  vectors?: Promise<VectorIndex | null>;
}

/** Tells the vector index, if there is one; its sync mends what a failure here leaves. */
async function toIndex(deps: Pick<LibraryDeps, 'vectors'>, work: (index: VectorIndex) => Promise<void>) {
  const index = await (deps.vectors ?? Promise.resolve(null)).catch(() => null);
  if (index) await work(index).catch(() => undefined);
}

export interface LibraryDocument {
  id: string;
  userId: string | null;
  uploadId: string | null;
  sourceUrl: string | null;
  /** What the person called it: the file's name or the link. */
  name: string;
  /** What it calls itself (a page's or a PDF's title), once read. */
  title: string | null;
  kind: string | null;
  status: DocumentStatus;
  pages: number | null;
  bytes: number | null;
  truncated: boolean;
  failure: string | null;
  visibility: DocumentVisibility;
  /** The project whose file it is (api/src/projects/files.ts); null: the library's. */
  projectId: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export const LIBRARY_SELECT = {
  id: true,
  userId: true,
  uploadId: true,
  sourceUrl: true,
  name: true,
  title: true,
  kind: true,
  status: true,
  pages: true,
  bytes: true,
  truncated: true,
  failure: true,
  visibility: true,
  projectId: true,
  createdAt: true,
  readAt: true,
} as const;

export function asLibraryDocument(row: {
  [K in keyof typeof LIBRARY_SELECT]: unknown;
}): LibraryDocument {
  const r = row as LibraryDocument;
  return {
    ...r,
    status: r.status,
    visibility: r.visibility === 'public' ? 'public' : 'private',
    failure: r.status === 'failed' ? r.failure : null,
  };
}

/** The title a person reads: what the document calls itself, else the name they gave it. */
export const displayTitle = (d: Pick<LibraryDocument, 'title' | 'name'>) => d.title?.trim() || d.name || 'Untitled';

/** The person's documents of these uploads (what an upload just stored), in the uploads' order. */
export async function documentsOfUploads(
  db: Db,
  userId: string,
  uploadIds: readonly string[],
): Promise<LibraryDocument[]> {
  const rows = await db.document.findMany({
    where: { userId, uploadId: { in: [...uploadIds] } },
    select: LIBRARY_SELECT,
  });
  const byUpload = new Map(rows.map((r) => [r.uploadId, r]));
  return uploadIds.flatMap((id) => {
    const row = byUpload.get(id);
    return row ? [asLibraryDocument(row)] : [];
  });
}

/** One of the person's documents; NotFound for anyone else's or none. */
export async function documentOf(db: Db, userId: string, id: string): Promise<LibraryDocument> {
  const row = await db.document.findFirst({ where: { id, userId }, select: LIBRARY_SELECT });
  if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return asLibraryDocument(row);
}

/** Refuses when the person already keeps as many documents as the operator allows. */
export async function ensureRoomFor(deps: Pick<LibraryDeps, 'db' | 'config'>, userId: string, adding: number) {
  const max = deps.config.documents.maxPerUser;
  const count = await deps.db.document.count({ where: { userId } });
  if (count + adding > max) {
    throw new ConflictError('files', libraryFull(count, max));
  }
}

const MAX_URL = 2048;

/** Adds a link for the reading queue to fetch; refuses at once an address Duet would not fetch. */
export async function addLink(deps: LibraryDeps, userId: string, rawUrl: string): Promise<LibraryDocument> {
  const url = rawUrl.trim();
  if (!url) {
    throw ValidationError.of(
      'url',
      said(
        /*i18n*/ { id: 'error.documents.url-required', message: 'Paste a web address, e.g. https://example.com/page.' },
      ),
    );
  }
  if (url.length > MAX_URL) {
    throw ValidationError.of(
      'url',
      said(
        /*i18n*/ { id: 'error.documents.url-too-long', message: 'A web address may be at most {max} characters.' },
        { max: MAX_URL },
      ),
    );
  }
  let checked: string;
  try {
    checked = await checkAddress(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`, {
      allowHosts: deps.config.fetch.allowHosts,
    });
  } catch (error) {
    if (error instanceof SafeFetchError) throw ValidationError.of('url', error.message);
    throw error;
  }
  const existing = await deps.db.document.findFirst({ where: { userId, sourceUrl: checked }, select: { id: true } });
  if (existing) {
    throw new ConflictError(
      'url',
      said(/*i18n*/ { id: 'error.documents.link-already-added', message: 'This link is already in your library.' }),
    );
  }
  await ensureRoomFor(deps, userId, 1);
  const row = await deps.db.document.create({
    data: { userId, sourceUrl: checked, name: checked },
    select: LIBRARY_SELECT,
  });
  deps.onQueued?.();
  return asLibraryDocument(row);
}

/** Reads a document again from its file or link (a failed one, or a page that changed). */
export async function rereadDocument(deps: LibraryDeps, userId: string, id: string): Promise<LibraryDocument> {
  const doc = await documentOf(deps.db, userId, id);
  if (doc.status === 'queued' || doc.status === 'reading') return doc;
  await deps.db.document.updateMany({
    where: { id, userId, status: doc.status },
    data: { status: 'queued', attempts: 0, leaseUntil: null, failureCode: null, failure: null },
  });
  deps.onQueued?.();
  return documentOf(deps.db, userId, id);
}

/**
 * Public or private, with every passage and its vector in the same transaction: from the moment
 * this returns, the twin's search (which filters on the passages' own visibility) sees the change.
 */
export async function setDocumentVisibility(
  deps: Pick<LibraryDeps, 'db' | 'vectors'>,
  userId: string,
  id: string,
  visibility: DocumentVisibility,
): Promise<LibraryDocument> {
  const { db } = deps;
  await documentOf(db, userId, id);
  await db.$transaction(async (tx) => {
    await tx.document.updateMany({ where: { id, userId }, data: { visibility } });
    await tx.documentChunk.updateMany({ where: { documentId: id }, data: { visibility } });
    await tx.documentChunkEmbedding.updateMany({ where: { chunk: { documentId: id } }, data: { visibility } });
  });
  const chunks = await db.documentChunk.findMany({ where: { documentId: id }, select: { id: true } });
  await toIndex(deps, (index) =>
    index.setVisibility(
      'chunk',
      chunks.map((c) => c.id),
      visibility,
    ),
  );
  return documentOf(db, userId, id);
}

/**
 * Deletes a document: its passages and their vectors go with it (cascades), and so does a file
 * added to the library with its bytes in the quota. A file attached in a chat stays in the chat;
 * only its reading leaves the library.
 */
export async function deleteDocument(
  deps: Pick<LibraryDeps, 'db' | 'vectors'> & { store: ObjectStore },
  userId: string,
  id: string,
): Promise<void> {
  const doc = await deps.db.document.findFirst({
    where: { id, userId },
    select: { uploadId: true, upload: { select: { purpose: true } } },
  });
  if (!doc) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const chunks = await deps.db.documentChunk.findMany({ where: { documentId: id }, select: { id: true } });
  if (doc.uploadId && doc.upload?.purpose === 'document') await deleteUpload(deps, userId, doc.uploadId);
  else await deps.db.document.deleteMany({ where: { id, userId } });
  await toIndex(deps, (index) =>
    index.remove(
      'chunk',
      chunks.map((c) => c.id),
    ),
  );
}

/** What the person keeps and may keep: documents, bytes of files, passages. */
export interface LibraryQuota {
  documents: number;
  maxDocuments: number;
  bytes: number;
  maxBytes: number;
  passages: number;
  maxPassages: number;
}

export async function libraryQuota(deps: Pick<LibraryDeps, 'db' | 'config'>, userId: string): Promise<LibraryQuota> {
  const [documents, passages, storage] = await Promise.all([
    deps.db.document.count({ where: { userId } }),
    deps.db.documentChunk.count({ where: { userId } }),
    // The same figure the upload quota is held to (uploads/reservations.ts).
    storageUsage(deps, { userId, anonId: null }),
  ]);
  return {
    documents,
    maxDocuments: deps.config.documents.maxPerUser,
    bytes: storage.used,
    maxBytes: storage.quota,
    passages,
    maxPassages: deps.config.documents.maxChunksPerUser,
  };
}
