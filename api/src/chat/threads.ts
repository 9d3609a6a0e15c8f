/**
 * Threads: create, start the private brain or Profile Pal, delete, mark
 * viewed, and look one up for an actor (others' threads do not exist).
 */
import { z } from 'zod';
import { parseInput } from '../auth/parse.js';
import type { Db } from '../db/client.js';
import { AuthError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { jsonSize } from '../limits/json-depth.js';
import type { Actor } from './actor.js';
import { ownsThread } from './actor.js';
import type { ChatReads } from './read/chat-reads.js';
import type { ThreadRecord } from './records.js';
import {
  PROFILE_PAL_GREETING,
  PROFILE_PAL_NAME,
  THREAD_TYPE_OF,
  agentTypeRule,
  type AgentTypeName,
} from './thread-kinds.js';

export interface ThreadDeps {
  db: Db;
  reads: ChatReads;
}

const METADATA_MAX = 16 * 1024;

/** Thread metadata: a JSON object, or a JSON string of one (docs/product.md §3). */
export const metadataRule = z
  .union([z.record(z.string(), z.unknown()), z.string()])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // fall through
    }
    ctx.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
    return z.NEVER;
  })
  .refine((v) => jsonSize(v) <= METADATA_MAX, 'metadata is too large (limit 16 KB)');

const createInput = z.object({
  agentType: agentTypeRule.default('private_brain'),
  name: z.string().trim().max(200, 'name cannot be more than 200 characters').nullish(),
  metadata: metadataRule.nullish(),
});

function requireUser(actor: Actor): string {
  if (!actor.userId) throw new AuthError('Not authenticated');
  return actor.userId;
}

export async function getThread(deps: ThreadDeps, actor: Actor, threadId: string): Promise<ThreadRecord> {
  if (typeof threadId !== 'string' || threadId.length > 64) throw new NotFoundError('Thread not found');
  const thread = (await deps.reads.threadsByIds([threadId])).get(threadId);
  if (!thread || !ownsThread(actor, thread)) throw new NotFoundError('Thread not found');
  return thread;
}

async function reload(deps: ThreadDeps, id: string): Promise<ThreadRecord> {
  const thread = (await deps.reads.threadsByIds([id])).get(id);
  if (!thread) throw new NotFoundError('Thread not found');
  return thread;
}

export async function createThread(deps: ThreadDeps, actor: Actor, raw: unknown): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const input = parseInput(createInput, raw ?? {});
  const agentType: AgentTypeName = input.agentType;
  if (agentType === 'profile_pal') return startProfilePalChat(deps, actor);
  const created = await deps.db.thread.create({
    data: {
      userId,
      agentType,
      threadType: THREAD_TYPE_OF[agentType],
      name: input.name || null,
      metadata: (input.metadata ?? {}) as object,
    },
  });
  return reload(deps, created.id);
}

/**
 * New Chat: the user's empty private thread if there is one (pressing New Chat three times makes
 * one thread, not three), else a new one.
 */
export async function startPrivateBrainChat(deps: ThreadDeps, actor: Actor): Promise<ThreadRecord> {
  return (await reuseEmpty(deps, actor, 'private_brain')) ?? createThread(deps, actor, { agentType: 'private_brain' });
}

/** The testing agent's chat (/testing): the user's testing thread, created on first use. */
export async function startTestingChat(deps: ThreadDeps, actor: Actor): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const existing = await deps.db.thread.findFirst({
    where: { userId, agentType: 'testing' },
    orderBy: { updatedAt: 'desc' },
    select: { id: true },
  });
  if (existing) return reload(deps, existing.id);
  return createThread(deps, actor, { agentType: 'testing', name: 'Testing Agent Chat', metadata: { thread_type: 'testing' } });
}

async function reuseEmpty(deps: ThreadDeps, actor: Actor, agentType: AgentTypeName): Promise<ThreadRecord | null> {
  const userId = requireUser(actor);
  const empty = await deps.db.thread.findFirst({
    where: { userId, agentType, stepCount: 0, activeRunId: null, importKey: null },
    orderBy: { updatedAt: 'desc' },
    select: { id: true },
  });
  return empty ? reload(deps, empty.id) : null;
}

/** Reuses the user's Profile Pal thread; a new one opens with Profile Pal's first question. */
export async function startProfilePalChat(deps: ThreadDeps, actor: Actor): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const existing = await deps.db.thread.findFirst({
    where: { userId, agentType: 'profile_pal' },
    orderBy: { updatedAt: 'desc' },
    select: { id: true },
  });
  if (existing) return reload(deps, existing.id);
  const created = await deps.db.thread.create({
    data: {
      userId,
      agentType: 'profile_pal',
      threadType: THREAD_TYPE_OF.profile_pal,
      name: PROFILE_PAL_NAME,
      stepCount: 1,
      lastSeq: 1,
      lastMessagePreview: PROFILE_PAL_GREETING,
      steps: {
        create: {
          seq: 1,
          stepType: 'ASSISTANT_MESSAGE',
          output: PROFILE_PAL_GREETING,
          status: 'completed',
          metadata: { agent_model: 'profile-pal' },
        },
      },
    },
  });
  return reload(deps, created.id);
}

const updateInput = z
  .object({
    name: z
      .string({ error: 'name must be text' })
      .trim()
      .min(1, 'A name cannot be empty')
      .max(200, 'name cannot be more than 200 characters')
      .optional(),
    pinned: z.boolean({ error: 'pinned must be true or false' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.pinned !== undefined, 'Give a name or pinned');

/** Rename (the name is then the user's: automatic titles leave it alone) and pin or unpin. */
export async function updateThread(deps: ThreadDeps, actor: Actor, threadId: string, raw: unknown): Promise<ThreadRecord> {
  requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  const input = parseInput(updateInput, raw ?? {});
  await deps.db.thread.update({
    where: { id: thread.id },
    data: {
      ...(input.name !== undefined ? { name: input.name, nameSource: 'user' } : {}),
      ...(input.pinned !== undefined ? { pinned: input.pinned } : {}),
      // Renaming or pinning is not news: the thread keeps its place among the recent ones.
      updatedAt: thread.updatedAt,
    },
  });
  return reload(deps, thread.id);
}

/** How many memories were saved from the thread (deleting it may delete them too). */
export async function memoriesFromThread(deps: ThreadDeps, actor: Actor, threadId: string): Promise<number> {
  const thread = await getThread(deps, actor, threadId);
  return deps.db.memory.count({ where: { sourceThreadId: thread.id, userId: actor.userId ?? '' } });
}

/**
 * Deletes the thread (its answer stops first: runs.abortThread, by the caller). With
 * `deleteMemories` the memories saved from it go too; otherwise they stay (they are the user's).
 */
export async function deleteThread(
  deps: ThreadDeps,
  actor: Actor,
  threadId: string,
  options: { deleteMemories?: boolean } = {},
): Promise<ThreadRecord & { deletedMemories: number }> {
  const userId = requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  const deletedMemories = await deps.db.$transaction(async (tx) => {
    const { count } = options.deleteMemories
      ? await tx.memory.deleteMany({ where: { sourceThreadId: thread.id, userId } })
      : { count: 0 };
    await tx.thread.delete({ where: { id: thread.id } });
    return count;
  });
  return { ...thread, deletedMemories };
}

export const DELETE_MANY_MAX = 100;

/** Deletes several of the user's threads at once (/history); ids that are not theirs are not found. */
export async function deleteThreads(
  deps: ThreadDeps & { abortThread(threadId: string): void },
  actor: Actor,
  threadIds: readonly string[],
  options: { deleteMemories?: boolean } = {},
): Promise<{ deleted: string[]; deletedMemories: number }> {
  const userId = requireUser(actor);
  if (threadIds.length === 0) throw ValidationError.of('threadIds', 'Choose at least one conversation');
  if (threadIds.length > DELETE_MANY_MAX) {
    throw ValidationError.of('threadIds', `At most ${DELETE_MANY_MAX} conversations at a time`);
  }
  const ids = [...new Set(threadIds)].filter((id) => typeof id === 'string' && id.length <= 64);
  const owned = [...(await deps.reads.threadsByIds(ids)).values()].filter((t) => t.userId === userId);
  if (owned.length !== ids.length) throw new NotFoundError('Thread not found');
  for (const t of owned) deps.abortThread(t.id);
  const deleted = owned.map((t) => t.id);
  const deletedMemories = await deps.db.$transaction(async (tx) => {
    const { count } = options.deleteMemories
      ? await tx.memory.deleteMany({ where: { sourceThreadId: { in: deleted }, userId } })
      : { count: 0 };
    await tx.thread.deleteMany({ where: { id: { in: deleted }, userId } });
    return count;
  });
  return { deleted, deletedMemories };
}

/** Marks the thread's assistant messages as seen (clears the Profile Pal 'New' badge). */
export async function markThreadViewed(deps: ThreadDeps, actor: Actor, threadId: string): Promise<number> {
  const thread = await getThread(deps, actor, threadId);
  const { count } = await deps.db.step.updateMany({
    where: { threadId: thread.id, stepType: 'ASSISTANT_MESSAGE', viewedAt: null },
    data: { viewedAt: new Date() },
  });
  return count;
}
