/**
 * A project's conversations: starting one in it, moving one in or out, listing and searching them,
 * and deleting the project with its conversations moved out or deleted with it (the person
 * chooses). Only conversations with the private brain go into projects: Profile Pal's, a twin's
 * and the testing agent's answer with no instructions of the person's project.
 */
import { THREAD_NOT_FOUND, type Actor } from '../chat/actor.js';
import type { ThreadRecord } from '../chat/records.js';
import { searchThreads, type SearchInput, type SearchPage } from '../chat/search.js';
import { getThread, requireUser, type DeleteDeps, type ThreadDeps } from '../chat/threads.js';
import { THREAD_TYPE_OF } from '../chat/thread-kinds.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';
import { projectOf, type ProjectRecord } from './projects.js';
import { deleteProjectFiles, type ProjectFileDeps } from './files.js';

/** What happens to a deleted project's conversations and files. */
export type ProjectLeaving = 'move_out' | 'delete';

const PROJECT_AGENT = 'private_brain';

async function reload(deps: ThreadDeps, id: string): Promise<ThreadRecord> {
  return (await deps.reads.threadsByIds([id])).get(id)!;
}

/**
 * A new conversation in the project: the person's empty one there if there is one (pressing New
 * chat three times makes one conversation, not three), else a new one.
 */
export async function startProjectChat(deps: ThreadDeps, actor: Actor, projectId: string): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const project = await projectOf(deps.db, userId, projectId);
  const empty = await deps.db.thread.findFirst({
    where: { userId, projectId: project.id, agentType: PROJECT_AGENT, stepCount: 0, activeRunId: null },
    orderBy: { updatedAt: 'desc' },
    select: { id: true },
  });
  if (empty) return reload(deps, empty.id);
  const created = await deps.db.thread.create({
    data: { userId, projectId: project.id, agentType: PROJECT_AGENT, threadType: THREAD_TYPE_OF[PROJECT_AGENT] },
    select: { id: true },
  });
  return reload(deps, created.id);
}

/**
 * Moves the person's conversation into one of their projects, or out of any (null). Its next answer
 * takes the project's instructions and files (agent/runtime.ts reads them each turn); what it
 * answered before stays as it was.
 */
export async function moveThreadToProject(
  deps: ThreadDeps,
  actor: Actor,
  threadId: string,
  projectId: string | null,
): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  const project = projectId === null ? null : await projectOf(deps.db, userId, projectId);
  if (project && thread.agentType !== PROJECT_AGENT) {
    throw ValidationError.of(
      'threadId',
      said(
        /*i18n*/ {
          id: 'error.projects.brain-conversations-only',
          message: 'Only conversations with your brain can go into a project.',
        },
      ),
    );
  }
  // A temporary chat keeps nothing, not even a place (chat/temporary-chats.ts).
  if (project && thread.temporary)
    throw ValidationError.of(
      'threadId',
      said(/*i18n*/ { id: 'error.projects.temporary-chat', message: "A temporary chat can't go into a project." }),
    );
  await deps.db.thread.updateMany({
    where: { id: thread.id, userId },
    // Moving is not news: the conversation keeps its place among the recent ones.
    data: { projectId: project?.id ?? null, updatedAt: thread.updatedAt },
  });
  return reload(deps, thread.id);
}

/** Moves the conversation out of the project; Not found when it is not in that one. */
export async function moveThreadOutOf(
  deps: ThreadDeps,
  actor: Actor,
  threadId: string,
  projectId: string,
): Promise<ThreadRecord> {
  const thread = await getThread(deps, actor, threadId);
  if (thread.projectId !== projectId) throw new NotFoundError(THREAD_NOT_FOUND);
  return moveThreadToProject(deps, actor, thread.id, null);
}

/**
 * The conversations of a project already read as the person's (projectOf, or the GraphQL loader),
 * newest first (pinned first), as the thread list pages them.
 */
export function projectThreads(
  deps: ThreadDeps,
  project: Pick<ProjectRecord, 'id' | 'userId'>,
  page: { limit: number; after?: { pinned: boolean; updatedAt: Date; id: string } },
): Promise<ThreadRecord[]> {
  return deps.reads.threadsPage({ ownerId: project.userId, projectId: project.id, ...page });
}

/** Search narrowed to one of the person's projects (chat/search.ts's rules otherwise). */
export async function searchProjectThreads(
  deps: ThreadDeps,
  userId: string,
  projectId: string,
  input: SearchInput | SearchPage,
) {
  const project = await projectOf(deps.db, userId, projectId);
  return searchThreads(deps.reads, userId, input, project.id);
}

export interface DeletedProject {
  project: ProjectRecord;
  /** Conversations now outside any project (move_out), or deleted with it (delete). */
  movedConversations: number;
  deletedConversations: number;
  movedFiles: number;
  deletedFiles: number;
}

/**
 * Deletes the project. move_out: its conversations and files stay, outside any project (the
 * database's SET NULL does it with the project's row); delete: they go first (their answers stop;
 * the memories learned in them stay, the person's, as when a conversation is deleted).
 */
export async function deleteProject(
  deps: DeleteDeps & { files: ProjectFileDeps },
  actor: Actor,
  projectId: string,
  leaving: ProjectLeaving,
): Promise<DeletedProject> {
  const userId = requireUser(actor);
  const project = await projectOf(deps.db, userId, projectId);
  const threads = await deps.db.thread.findMany({ where: { projectId: project.id, userId }, select: { id: true } });
  const files = await deps.db.document.count({ where: { projectId: project.id, userId } });
  if (leaving === 'delete') {
    for (const t of threads) deps.runs.abortThread(t.id);
    await deps.db.thread.deleteMany({ where: { projectId: project.id, userId } });
    await deleteProjectFiles(deps.files, userId, project.id);
  }
  await deps.db.project.deleteMany({ where: { id: project.id, userId } });
  const moved = leaving === 'move_out';
  return {
    project,
    movedConversations: moved ? threads.length : 0,
    deletedConversations: moved ? 0 : threads.length,
    movedFiles: moved ? files : 0,
    deletedFiles: moved ? 0 : files,
  };
}
