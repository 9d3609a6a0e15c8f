/**
 * A project's files: documents of the person's knowledge library (api/src/documents/) that belong
 * to the project. They are read and counted in the quota as every document is; the brain searches
 * them first in the project's conversations and nowhere else (scope.ts). A file moved out of the
 * project goes back to the library.
 */
import type { Db } from '../db/client.js';
import {
  asLibraryDocument,
  deleteDocument,
  documentOf,
  LIBRARY_SELECT,
  type LibraryDeps,
  type LibraryDocument,
} from '../documents/library.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { DOCUMENT_NOT_FOUND } from '../documents/refusals.js';
import type { ObjectStore } from '../storage/object-store.js';
import { projectOf, type ProjectRecord } from './projects.js';

/** What deleting a project's files needs (documents/library.ts deleteDocument). */
export type ProjectFileDeps = Pick<LibraryDeps, 'db' | 'vectors'> & { store: ObjectStore };

/** The files of a project already read as the person's (projectOf, or the GraphQL loader), newest first. */
export async function projectFiles(db: Db, project: Pick<ProjectRecord, 'id' | 'userId'>): Promise<LibraryDocument[]> {
  const rows = await db.document.findMany({
    where: { userId: project.userId, projectId: project.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 500,
    select: LIBRARY_SELECT,
  });
  return rows.map(asLibraryDocument);
}

/**
 * Puts the person's documents into the project (null: back in the library). Any id that is not
 * theirs makes it Not found, and nothing moves.
 */
export async function moveDocumentsToProject(
  db: Db,
  userId: string,
  documentIds: readonly string[],
  projectId: string | null,
): Promise<LibraryDocument[]> {
  const project = projectId === null ? null : await projectOf(db, userId, projectId);
  const ids = [...new Set(documentIds)];
  const owned = await db.document.count({ where: { id: { in: ids }, userId } });
  if (owned !== ids.length) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  await db.document.updateMany({ where: { id: { in: ids }, userId }, data: { projectId: project?.id ?? null } });
  // Read back in one query, in the order given.
  const rows = await db.document.findMany({ where: { id: { in: ids }, userId }, select: LIBRARY_SELECT });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return asLibraryDocument(row);
  });
}

/** Takes one of the project's files out of it, back to the library; Not found when it is not in it. */
export async function removeFileFromProject(
  db: Db,
  userId: string,
  projectId: string,
  documentId: string,
): Promise<LibraryDocument> {
  const project = await projectOf(db, userId, projectId);
  const doc = await documentOf(db, userId, documentId);
  if (doc.projectId !== project.id) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const [moved] = await moveDocumentsToProject(db, userId, [doc.id], null);
  return moved!;
}

/** Deletes every file of the project (deleting a project with what it holds). */
export async function deleteProjectFiles(deps: ProjectFileDeps, userId: string, projectId: string): Promise<void> {
  const docs = await deps.db.document.findMany({ where: { userId, projectId }, select: { id: true } });
  for (const d of docs) await deleteDocument(deps, userId, d.id);
}
