/**
 * Threads: create, start the private brain or Profile Pal, delete, mark
 * viewed, and look one up for an actor (others' threads do not exist).
 */
import type { Locale } from '../../../common/locales.js';
import { i18nFor } from '../words/i18n.js';
import { z } from 'zod';
import { readProfile } from '../profile/profile-fields.js';
import type { Db } from '../db/client.js';
import { AuthError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { jsonSize } from '../limits/json-depth.js';
import { parseClientJson } from '../limits/well-formed.js';
import type { Actor } from './actor.js';
import { ownsThread, THREAD_NOT_FOUND } from './actor.js';
import { said } from '../words/said.js';
import type { ChatReads } from './read/chat-reads.js';
import type { ThreadRecord } from './records.js';
import {
  profilePalGreeting,
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

const NAME_TOO_LONG = said(
  /*i18n*/ { id: 'error.chat.name-too-long', message: 'name cannot be more than 200 characters' },
);

/** Thread metadata: a JSON object, or a JSON string of one (docs/product.md §3). */
export const metadataRule = z
  .union([z.record(z.string(), z.unknown()), z.string()])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      const parsed = parseClientJson(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // fall through
    }
    ctx.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
    return z.NEVER;
  })
  .refine((v) => jsonSize(v) <= METADATA_MAX, 'metadata is too large (limit 16 KB)');

/** A new thread: whose agent, its name and metadata, and whether it is temporary. */
export const threadInput = z.object({
  agentType: agentTypeRule.default('private_brain'),
  name: z.string().trim().max(200, NAME_TOO_LONG).nullish(),
  metadata: metadataRule.nullish(),
  /** A temporary chat (chat/temporary-chats.ts): the private brain's only. */
  temporary: z.boolean({ error: 'temporary must be true or false' }).nullish(),
});

/** The signed-in user's id; anonymous visitors are not authenticated. */
export function requireUser(actor: Actor): string {
  if (!actor.userId) throw new AuthError('Not authenticated');
  return actor.userId;
}

export async function getThread(deps: ThreadDeps, actor: Actor, threadId: string): Promise<ThreadRecord> {
  if (typeof threadId !== 'string' || threadId.length > 64) throw new NotFoundError(THREAD_NOT_FOUND);
  const thread = (await deps.reads.threadsByIds([threadId])).get(threadId);
  if (!thread || !ownsThread(actor, thread)) throw new NotFoundError(THREAD_NOT_FOUND);
  return thread;
}

async function reload(deps: ThreadDeps, id: string): Promise<ThreadRecord> {
  const thread = (await deps.reads.threadsByIds([id])).get(id);
  if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
  return thread;
}

export type ThreadInput = z.output<typeof threadInput>;

/** `locale`: the asker's language (http/request-locale.ts), for what a new thread opens with (Profile Pal's greeting). */
export async function createThread(
  deps: ThreadDeps,
  actor: Actor,
  input: ThreadInput,
  locale?: Locale,
): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const agentType: AgentTypeName = input.agentType;
  if (input.temporary && agentType !== 'private_brain') {
    throw ValidationError.of(
      'temporary',
      said(/*i18n*/ { id: 'error.chat.temporary-brain-only', message: 'Only a chat with your brain can be temporary' }),
    );
  }
  if (agentType === 'profile_pal') return startProfilePalChat(deps, actor, locale);
  const created = await deps.db.thread.create({
    data: {
      userId,
      agentType,
      threadType: THREAD_TYPE_OF[agentType],
      name: input.name || null,
      metadata: (input.metadata ?? {}) as object,
      temporary: input.temporary ?? false,
    },
  });
  return reload(deps, created.id);
}

/** The user's most recently updated thread matching `where` (reused instead of making another). */
async function latestThread(
  deps: ThreadDeps,
  userId: string,
  where: { agentType: AgentTypeName; stepCount?: number; activeRunId?: null; importKey?: null; projectId?: null },
): Promise<ThreadRecord | null> {
  const found = await deps.db.thread.findFirst({
    // A temporary chat is never handed out again (chat/temporary-chats.ts).
    where: { userId, temporary: false, ...where },
    orderBy: { updatedAt: 'desc' },
    select: { id: true },
  });
  return found ? reload(deps, found.id) : null;
}

/**
 * New Chat: the user's empty private thread if there is one (pressing New Chat three times makes
 * one thread, not three), else a new one.
 */
export async function startPrivateBrainChat(deps: ThreadDeps, actor: Actor): Promise<ThreadRecord> {
  // An empty conversation of a project is that project's (api/src/projects/project-conversations.ts).
  const empty = {
    agentType: 'private_brain',
    stepCount: 0,
    activeRunId: null,
    importKey: null,
    projectId: null,
  } as const;
  return (
    (await latestThread(deps, requireUser(actor), empty)) ?? createThread(deps, actor, { agentType: 'private_brain' })
  );
}

/** The testing agent's chat (/testing): the user's testing thread, created on first use. */
export async function startTestingChat(deps: ThreadDeps, actor: Actor): Promise<ThreadRecord> {
  return (
    (await latestThread(deps, requireUser(actor), { agentType: 'testing' })) ??
    createThread(deps, actor, {
      agentType: 'testing',
      name: 'Testing Agent Chat',
      metadata: { thread_type: 'testing' },
    })
  );
}

/**
 * Reuses the user's Profile Pal thread; a new one opens with Profile Pal's first question, in
 * `locale` (the asker's language; English when not told).
 */
export async function startProfilePalChat(
  deps: ThreadDeps,
  actor: Actor,
  locale: Locale = 'en',
): Promise<ThreadRecord> {
  const userId = requireUser(actor);
  const existing = await latestThread(deps, userId, { agentType: 'profile_pal' });
  if (existing) return existing;
  const greeting = profilePalGreeting(await readProfile(deps.db, userId), i18nFor(locale));
  const created = await deps.db.thread.create({
    data: {
      userId,
      agentType: 'profile_pal',
      threadType: THREAD_TYPE_OF.profile_pal,
      name: PROFILE_PAL_NAME,
      stepCount: 1,
      lastSeq: 1,
      lastMessagePreview: greeting,
      steps: {
        create: {
          seq: 1,
          stepType: 'ASSISTANT_MESSAGE',
          output: greeting,
          status: 'completed',
          metadata: { agent_model: 'profile-pal' },
        },
      },
    },
  });
  return reload(deps, created.id);
}

/** A rename or a pin: at least one of them. */
export const threadChange = z
  .object({
    name: z
      .string({ error: 'name must be text' })
      .trim()
      .min(1, said(/*i18n*/ { id: 'error.chat.name-empty', message: 'A name cannot be empty' }))
      .max(200, NAME_TOO_LONG)
      .optional(),
    pinned: z.boolean({ error: 'pinned must be true or false' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.pinned !== undefined, 'Give a name or pinned');
export type ThreadChange = z.output<typeof threadChange>;

/** Rename (the name is then the user's: automatic titles leave it alone) and pin or unpin. */
export async function updateThread(
  deps: ThreadDeps,
  actor: Actor,
  threadId: string,
  input: ThreadChange,
): Promise<ThreadRecord> {
  requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
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

/** How many of its owner's memories were saved from the thread (deleting it may delete them too). */
export function memoryCount(deps: ThreadDeps, thread: Pick<ThreadRecord, 'id' | 'userId'>): Promise<number> {
  return thread.userId
    ? deps.db.memory.count({ where: { sourceThreadId: thread.id, userId: thread.userId } })
    : Promise.resolve(0);
}

/** Deleting stops the threads' answers first (chat/runs/run-service.ts). */
export interface DeleteDeps extends ThreadDeps {
  runs: { abortThread(threadId: string): void };
}

/**
 * Deletes the user's threads, with the memories saved from them when asked (otherwise the
 * memories stay: they are the user's). Their answers stop first.
 */
async function removeThreads(
  deps: DeleteDeps,
  userId: string,
  ids: string[],
  deleteMemories: boolean,
): Promise<number> {
  for (const id of ids) deps.runs.abortThread(id);
  return deps.db.$transaction(async (tx) => {
    const { count } = deleteMemories
      ? await tx.memory.deleteMany({ where: { sourceThreadId: { in: ids }, userId } })
      : { count: 0 };
    await tx.thread.deleteMany({ where: { id: { in: ids }, userId } });
    return count;
  });
}

export async function deleteThread(
  deps: DeleteDeps,
  actor: Actor,
  threadId: string,
  options: { deleteMemories?: boolean } = {},
): Promise<ThreadRecord & { deletedMemories: number }> {
  const userId = requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  const deletedMemories = await removeThreads(deps, userId, [thread.id], options.deleteMemories ?? false);
  return { ...thread, deletedMemories };
}

export const DELETE_MANY_MAX = 100;

/** Deletes several of the user's threads at once (/history); if any id is not theirs, nothing is deleted. */
export async function deleteThreads(
  deps: DeleteDeps,
  actor: Actor,
  threadIds: readonly string[],
  options: { deleteMemories?: boolean } = {},
): Promise<{ deleted: string[]; deletedMemories: number }> {
  const userId = requireUser(actor);
  if (threadIds.length === 0) {
    throw ValidationError.of(
      'threadIds',
      said(/*i18n*/ { id: 'error.chat.choose-a-conversation', message: 'Choose at least one conversation' }),
    );
  }
  if (threadIds.length > DELETE_MANY_MAX) {
    throw ValidationError.of(
      'threadIds',
      said(
        /*i18n*/ { id: 'error.chat.too-many-conversations', message: 'At most {max} conversations at a time' },
        {
          max: DELETE_MANY_MAX,
        },
      ),
    );
  }
  const unique = [...new Set(threadIds)];
  // An id too long to be one is not theirs either.
  const ids = unique.filter((id) => id.length <= 64);
  const owned = [...(await deps.reads.threadsByIds(ids)).values()].filter((t) => t.userId === userId);
  if (owned.length !== unique.length) throw new NotFoundError(THREAD_NOT_FOUND);
  const deleted = owned.map((t) => t.id);
  return { deleted, deletedMemories: await removeThreads(deps, userId, deleted, options.deleteMemories ?? false) };
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
