/**
 * What a private conversation draws on, as the brain reaches it (agent/ports.ts): the owner's
 * documents, a project's files first (scope.ts), and the owner's side of a turn read at once: their
 * own instructions, the project's name and instructions, and whether there is a document to search.
 */
import type { DocumentAccess, OwnerSideAccess } from '../agent/ports.js';
import { foundPassage, type PassageSearchDeps } from '../documents/passage-search.js';
import { instructionsOf, INSTRUCTIONS_SELECT } from '../personalisation/instructions.js';
import { ownerScope } from '../privacy/read-scope.js';
import { passagesFor, searchableDocuments } from './scope.js';

export function createDocumentAccess(deps: PassageSearchDeps): DocumentAccess {
  return {
    search: async (ownerId, query, { projectId, limit, signal }) => {
      const hits = await passagesFor(deps, ownerScope(ownerId), projectId, query, { limit, signal });
      return hits.map(foundPassage);
    },
  };
}

export function createOwnerSideAccess({ db }: Pick<PassageSearchDeps, 'db'>): OwnerSideAccess {
  return {
    read: async (ownerId, { projectId, instructions, library }) => {
      const user = await db.user.findUnique({
        where: { id: ownerId },
        select: {
          ...INSTRUCTIONS_SELECT,
          projects: projectId ? { where: { id: projectId }, select: { name: true, instructions: true } } : false,
          documents: library
            ? { where: searchableDocuments(ownerId, projectId), select: { id: true }, take: 1 }
            : false,
        },
      });
      return {
        instructions: instructions ? instructionsOf(user) : undefined,
        project: user?.projects?.[0] ?? null,
        library: (user?.documents?.length ?? 0) > 0,
      };
    },
  };
}
