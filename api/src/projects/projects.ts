/**
 * Projects: a person's conversations kept together, with instructions every one of them answers
 * with (on top of the person's own, agent/prompts.ts) and files searched first in them
 * (scope.ts). Create, rename, change the instructions and the memory setting, delete. Every use
 * case takes the person's id and touches only their own rows: someone else's project is "not
 * found", never "forbidden". Conversations and files in a project: project-conversations.ts, files.ts.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors/domain-errors.js';
import { INSTRUCTIONS_MAX_CHARS } from '../personalisation/instructions.js';
import { said } from '../words/said.js';

/** Projects one person may have. */
export const PROJECTS_MAX = 100;
export const PROJECT_NAME_MAX = 100;
/** A project's instructions, at most (as each personal instruction). */
export const PROJECT_INSTRUCTIONS_MAX = INSTRUCTIONS_MAX_CHARS;

export interface ProjectRecord {
  id: string;
  userId: string;
  name: string;
  instructions: string | null;
  /** Memories learned in its conversations are recalled only in them (scope.ts). */
  keepMemoriesToItself: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const PROJECT_SELECT = {
  id: true,
  userId: true,
  name: true,
  instructions: true,
  keepMemoriesToItself: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Someone else's project, or none (the GraphQL loader says it too). */
export const PROJECT_NOT_FOUND = said(/*i18n*/ { id: 'error.projects.not-found', message: 'Project not found' });

const name = z
  .string({ error: 'The name must be text' })
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .refine((s) => s.length > 0, {
    message: said(/*i18n*/ { id: 'error.projects.name-required', message: 'Give the project a name' }),
  })
  .refine((s) => s.length <= PROJECT_NAME_MAX, {
    message: said(
      /*i18n*/ { id: 'error.projects.name-too-long', message: "A project's name can be at most {max} characters" },
      { max: PROJECT_NAME_MAX },
    ),
  });
/** Empty or spaces: none. */
const instructions = z
  .string({ error: 'The instructions must be text' })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .refine((s) => s.length <= PROJECT_INSTRUCTIONS_MAX, {
    message: said(
      /*i18n*/ {
        id: 'error.projects.instructions-too-long',
        message: "A project's instructions can be at most {max} characters",
      },
      { max: PROJECT_INSTRUCTIONS_MAX.toLocaleString('en-US') },
    ),
  });
const keep = z.boolean({ error: 'keepMemoriesToItself must be true or false' });

/** A new project: its name, instructions and memory setting. */
export const projectInput = z.object({
  name,
  instructions: instructions.nullish(),
  keepMemoriesToItself: keep.nullish(),
});
export type ProjectInput = z.output<typeof projectInput>;

/** A change to a project: at least one of its settings; what is left out stays. */
export const projectChange = z
  .object({ name: name.optional(), instructions: instructions.nullish(), keepMemoriesToItself: keep.optional() })
  .refine((v) => v.name !== undefined || v.instructions !== undefined || v.keepMemoriesToItself !== undefined, {
    message: 'Give a name, instructions or keepMemoriesToItself',
  });
export type ProjectChange = z.output<typeof projectChange>;

/** The person's projects, by name. */
export async function listProjects(db: Db, userId: string): Promise<ProjectRecord[]> {
  const rows = await db.project.findMany({ where: { userId }, select: PROJECT_SELECT, take: PROJECTS_MAX * 2 });
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/**
 * One of the person's projects; NotFound for anyone else's, or none. The id is as the edge read it
 * (a URL's segment, a GraphQL ID): one longer than any id names no project, so it is not looked up.
 */
export async function projectOf(db: Db, userId: string, projectId: string): Promise<ProjectRecord> {
  const row =
    projectId.length <= 64
      ? await db.project.findFirst({ where: { id: projectId, userId }, select: PROJECT_SELECT })
      : null;
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return row;
}

/** The projects of these ids that are the person's (a loader's batch). */
export async function projectsByIds(db: Db, userId: string, ids: readonly string[]): Promise<ProjectRecord[]> {
  if (ids.length === 0) return [];
  return db.project.findMany({ where: { id: { in: [...ids] }, userId }, select: PROJECT_SELECT });
}

/** A new project; refused past PROJECTS_MAX with what to do. */
export async function createProject(db: Db, userId: string, input: ProjectInput): Promise<ProjectRecord> {
  return db.$transaction(async (tx) => {
    const count = await tx.project.count({ where: { userId } });
    if (count >= PROJECTS_MAX) {
      throw new ConflictError(
        'name',
        said(
          /*i18n*/ {
            id: 'error.projects.too-many',
            message:
              'You have {count} projects, as many as Duet keeps. Delete one you no longer need to start another.',
          },
          { count },
        ),
      );
    }
    return tx.project.create({
      data: {
        userId,
        name: input.name,
        instructions: input.instructions || null,
        keepMemoriesToItself: input.keepMemoriesToItself ?? false,
      },
      select: PROJECT_SELECT,
    });
  });
}

/** Renames it, changes its instructions (empty: none) or its memory setting; what is left out stays. */
export async function updateProject(
  db: Db,
  userId: string,
  projectId: string,
  input: ProjectChange,
): Promise<ProjectRecord> {
  const project = await projectOf(db, userId, projectId);
  await db.project.updateMany({
    where: { id: project.id, userId },
    data: {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.instructions !== undefined ? { instructions: input.instructions || null } : {}),
      ...(input.keepMemoriesToItself !== undefined ? { keepMemoriesToItself: input.keepMemoriesToItself } : {}),
    },
  });
  return projectOf(db, userId, project.id);
}

/**
 * How many conversations (those with a message) each of these projects holds, in their order: one
 * query for every project of a page.
 */
export async function conversationCounts(db: Db, projectIds: readonly string[]): Promise<number[]> {
  const rows = await db.thread.groupBy({
    by: ['projectId'],
    // The project's list (chat/read/thread-list.ts): conversations with a message, none temporary.
    where: { projectId: { in: [...projectIds] }, stepCount: { gt: 0 }, temporary: false },
    _count: { _all: true },
  });
  const counts = new Map(rows.map((r) => [r.projectId, r._count._all]));
  return projectIds.map((id) => counts.get(id) ?? 0);
}
