/**
 * A document's text as read, passage by passage: for its owner's reader (a source under an answer
 * opens here at its page or section), and for anyone when the owner made the document public (the
 * twin's "Based on" opens here).
 */
import type { Db } from '../db/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { asLibraryDocument, LIBRARY_SELECT, type LibraryDocument } from './library.js';
import { DOCUMENT_NOT_FOUND } from './refusals.js';

export interface Passage {
  id: string;
  ordinal: number;
  page: number | null;
  heading: string | null;
  text: string;
}

const PASSAGE_SELECT = { id: true, ordinal: true, page: true, heading: true, text: true } as const;

/** The owner's document's passages, in order (none for anyone else). */
export async function documentPassages(db: Db, userId: string, documentId: string): Promise<Passage[]> {
  return db.documentChunk.findMany({
    where: { documentId, document: { userId } },
    orderBy: { ordinal: 'asc' },
    select: PASSAGE_SELECT,
  });
}

/** A document its owner made public, with its passages; NotFound when it is not public (or not theirs). */
export async function publicDocument(
  db: Db,
  username: string,
  documentId: string,
): Promise<{ document: LibraryDocument; passages: Passage[] }> {
  const row = await db.document.findFirst({
    where: { id: documentId, visibility: 'public', status: 'ready', user: { username, status: 'active' } },
    select: LIBRARY_SELECT,
  });
  if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const passages = await db.documentChunk.findMany({
    where: { documentId, visibility: 'public' },
    orderBy: { ordinal: 'asc' },
    select: PASSAGE_SELECT,
  });
  return { document: asLibraryDocument(row), passages };
}
