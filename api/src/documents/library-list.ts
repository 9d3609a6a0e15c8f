/**
 * The knowledge library's list (library.ts holds the rest): a person's documents newest first, a
 * search on their names, titles and addresses, pages of it on the (userId, createdAt) index, and
 * how many it holds.
 */
import type { Db, Prisma } from '../db/client.js';
import { asLibraryDocument, LIBRARY_SELECT, type LibraryDocument } from './library.js';

/** The person's documents whose name, title or address has `query` (all of them without one). */
function documentsWhere(userId: string, query: string | undefined): Prisma.DocumentWhereInput {
  const q = query?.trim();
  return {
    userId,
    ...(q ? { OR: [{ name: { contains: q } }, { title: { contains: q } }, { sourceUrl: { contains: q } }] } : {}),
  };
}

/** The person's documents, newest first; `query` keeps those whose name, title or address has it. */
export async function listDocuments(
  db: Db,
  userId: string,
  { query, take = 50, cursor }: { query?: string; take?: number; cursor?: string } = {},
): Promise<LibraryDocument[]> {
  const rows = await db.document.findMany({
    where: documentsWhere(userId, query),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    select: LIBRARY_SELECT,
  });
  return rows.map(asLibraryDocument);
}

/** A document's place in the list (newest first): its time, and its id among those of one time. */
export interface DocumentPlace {
  createdAt: Date;
  id: string;
}

/**
 * A page of the person's documents (listDocuments' order and search), on the (userId, createdAt)
 * index: those older than `after` and newer than `before`; `fromOldest` reads from the far end (a
 * page backwards: the nearest to `before` first).
 */
export async function documentsPage(
  db: Db,
  userId: string,
  page: { query?: string; limit: number; after?: DocumentPlace; before?: DocumentPlace; fromOldest?: boolean },
): Promise<LibraryDocument[]> {
  const older = (p: DocumentPlace) => ({
    OR: [{ createdAt: { lt: p.createdAt } }, { createdAt: p.createdAt, id: { lt: p.id } }],
  });
  const newer = (p: DocumentPlace) => ({
    OR: [{ createdAt: { gt: p.createdAt } }, { createdAt: p.createdAt, id: { gt: p.id } }],
  });
  const order = page.fromOldest ? 'asc' : 'desc';
  const rows = await db.document.findMany({
    where: {
      AND: [
        documentsWhere(userId, page.query),
        ...(page.after ? [older(page.after)] : []),
        ...(page.before ? [newer(page.before)] : []),
      ],
    },
    orderBy: [{ createdAt: order }, { id: order }],
    take: page.limit,
    select: LIBRARY_SELECT,
  });
  return rows.map(asLibraryDocument);
}

/** How many documents listDocuments finds for `query`. */
export function countDocuments(db: Db, userId: string, query?: string): Promise<number> {
  return db.document.count({ where: documentsWhere(userId, query) });
}
