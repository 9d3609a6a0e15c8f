/**
 * What a conversation may draw on, by the project it is in (or none): the brain's tools ask here
 * (agent/tools/brain-tools.ts).
 *
 * - Files: a project's conversation searches the project's files first, then the person's library
 *   (documents in no project); a conversation outside projects searches only the library. A
 *   project's files are never searched in another project's conversation or outside it.
 * - Memories stay the person's, but one learned in a project is marked with it; a project that
 *   keeps its memories to itself has them recalled only in its own conversations.
 */
import {
  passagesByMeaning,
  searchPassages,
  type PassageHit,
  type PassageSearchDeps,
} from '../documents/passage-search.js';
import type { OwnerScope } from '../privacy/read-scope.js';

/**
 * A Prisma filter of the memories a conversation in `projectId` (null: in none) may recall: those
 * of no project, of its own project, and of projects that do not keep theirs to themselves.
 */
export function recallableMemories(projectId: string | null) {
  return {
    OR: [
      { projectId: null },
      { project: { is: { keepMemoriesToItself: false } } },
      ...(projectId ? [{ projectId }] : []),
    ],
  };
}

/** The passages a conversation in `projectId` (null: none) finds for `query`: the project's first. */
export async function passagesFor(
  deps: PassageSearchDeps,
  owner: OwnerScope,
  projectId: string | null,
  query: string,
  { limit, signal }: { limit: number; signal?: AbortSignal },
): Promise<PassageHit[]> {
  if (!projectId) return searchPassages(deps, owner, query, { projectId: null, limit, signal });
  // The candidates by meaning are the same for both searches: the question is embedded once.
  const byMeaning = passagesByMeaning(deps, owner, query, { signal });
  const own = await searchPassages(deps, owner, query, { projectId, limit, byMeaning, signal });
  if (own.length >= limit) return own;
  const library = await searchPassages(deps, owner, query, {
    projectId: null,
    limit: limit - own.length,
    byMeaning,
    signal,
  });
  return [...own, ...library];
}

/** Whether a conversation in `projectId` has any file read to search (no needless tool otherwise). */
export function searchableDocuments(userId: string, projectId: string | null) {
  return { userId, status: 'ready', OR: [{ projectId: null }, ...(projectId ? [{ projectId }] : [])] };
}
