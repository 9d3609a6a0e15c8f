/**
 * Threads: create, start the private brain or Profile Pal, delete, mark
 * viewed, and look one up for an actor (others' threads do not exist).
 */
import { z } from 'zod';
import { parseInput } from '../auth/parse.js';
import type { Db } from '../db/client.js';
import { AuthError, NotFoundError } from '../errors/domain-errors.js';
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

export function startPrivateBrainChat(deps: ThreadDeps, actor: Actor): Promise<ThreadRecord> {
  return createThread(deps, actor, { agentType: 'private_brain' });
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

export async function deleteThread(deps: ThreadDeps, actor: Actor, threadId: string): Promise<ThreadRecord> {
  requireUser(actor);
  const thread = await getThread(deps, actor, threadId);
  await deps.db.thread.delete({ where: { id: thread.id } });
  return thread;
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
