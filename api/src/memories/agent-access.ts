/**
 * The owner's memories as their private brain reaches them (agent/ports.ts MemoryAccess): each
 * call is the owner's alone (an owner scope from the turn's owner id), and a conversation in a
 * project recalls what that project may (projects/scope.ts).
 */
import type { MemoryAccess } from '../agent/ports.js';
import type { Db } from '../db/client.js';
import { ownerScope } from '../privacy/read-scope.js';
import { recallableMemories } from '../projects/scope.js';
import type { Recall } from '../recall/recall.js';
import { forget, learn } from './learning.js';
import { listMemories, searchMemories } from './memories.js';

export function createMemoryAccess({ db, recall }: { db: Db; recall?: Recall }): MemoryAccess {
  return {
    search: (ownerId, query, { projectId, limit, signal }) =>
      searchMemories(db, ownerScope(ownerId), query, { limit, recall, signal, inProject: projectId }),
    list: async (ownerId, { projectId, limit }) => {
      const [count, memories] = await Promise.all([
        db.memory.count({ where: { userId: ownerId, ...recallableMemories(projectId) } }),
        listMemories(db, ownerScope(ownerId), { limit, inProject: projectId }),
      ]);
      return { count, memories };
    },
    remember: ({ ownerId, content, threadId, stepId, projectId }, { judge, signal }) =>
      learn(
        db,
        { userId: ownerId, content, visibility: 'private', source: 'chat', threadId, stepId, projectId },
        { judge, recall, signal },
      ),
    forget: (ownerId, about, { threadId, projectId, judge, signal }) =>
      forget(db, ownerId, about, { threadId, projectId, judge, recall, signal }),
  };
}
