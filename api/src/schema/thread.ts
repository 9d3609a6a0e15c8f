/** Threads: the viewer's list, suggested prompts for a new chat, paged history, start/create/delete/mark viewed (search: thread-search.ts). */
import { decodeBase64, encodeBase64 } from '@pothos/core';
import type { ThreadRecord } from '../chat/records.js';
import { metadataRule } from '../chat/threads.js';
import * as threads from '../chat/threads.js';
import { parseInput } from '../errors/parse-input.js';
import { AGENT_TYPES_OF_KIND, CREATABLE_AGENT_TYPES, preview, THREAD_KINDS } from '../chat/thread-kinds.js';
import { personModel } from '../ai-models/choices.js';
import { suggestedPrompts } from '../chat/starter-prompts.js';
import { ValidationError, NotFoundError } from '../errors/domain-errors.js';
import { PAGE_MAX } from '../http/page-arguments.js';
import { actorOf } from '../http/request-context.js';
import { builder } from './builder.js';
import { TOTAL_COUNT } from './connections.js';
import { databaseId } from './ids.js';
import { StepRef } from './step.js';
import { UserRef } from './user.js';

export const ThreadRef = builder.objectRef<ThreadRecord>('Thread');

const HISTORY_DEFAULT = 100;

/** A cursor's text, or '' when it is not base64 at all (a client's mistake, answered as such). */
function cursorText(cursor: string): string {
  try {
    return decodeBase64(cursor);
  } catch {
    return '';
  }
}

const seqCursor = (seq: number) => encodeBase64(`seq:${seq}`);
function parseSeqCursor(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^seq:(\d+)$/.exec(cursorText(cursor));
  if (!match) throw ValidationError.of('before', 'Invalid cursor');
  return Number(match[1]);
}

const AgentTypeEnum = builder.enumType('AgentType', {
  values: Object.fromEntries(CREATABLE_AGENT_TYPES.map((v) => [v, { value: v }])) as Record<
    (typeof CREATABLE_AGENT_TYPES)[number],
    { value: (typeof CREATABLE_AGENT_TYPES)[number] }
  >,
});

builder.node(ThreadRef, {
  description: 'A conversation with one of the agents.',
  id: { resolve: (t) => t.id },
  loadMany: async (ids, ctx) => {
    const found = await ctx.services.chat.reads.threadsByIds(ids);
    const actor = actorOf(ctx);
    return ids.map((id) => {
      const thread = found.get(id);
      return thread && (thread.userId ? thread.userId === actor.userId : thread.anonId === actor.anonId)
        ? thread
        : null;
    });
  },
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'The id used in URLs (/chat/{id}) and REST.' }),
    name: t.exposeString('name', { nullable: true }),
    agentType: t.exposeString('agentType'),
    threadType: t.exposeString('threadType'),
    metadata: t.expose('metadata', { type: 'JSON' }),
    stepCount: t.exposeInt('stepCount'),
    // Plain text, also for previews saved before they were (chat/plain-text.ts).
    firstMessagePreview: t.string({ nullable: true, resolve: (th) => preview(th.firstMessagePreview) }),
    lastMessagePreview: t.string({ nullable: true, resolve: (th) => preview(th.lastMessagePreview) }),
    pinned: t.exposeBoolean('pinned', { description: 'Pinned threads are listed first.' }),
    temporary: t.exposeBoolean('temporary', {
      description:
        'A temporary chat: in no list, search, memory or export; deleted when closed (deleteThread), or a day after it started.',
    }),
    memoryCount: t.int({
      description: 'How many memories were saved from this conversation (deleting it can delete them too).',
      resolve: (th, _args, ctx) => threads.memoryCount(ctx.services.chat, th),
    }),
    isRunning: t.boolean({
      description: 'An answer is being written now (resume it with resumeRun).',
      resolve: (th) => th.activeRunId !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: t.connection({
      type: StepRef,
      description: `Steps in order. Page backwards with last/before (default the latest ${HISTORY_DEFAULT}); pageInfo.hasPreviousPage says older ones exist.`,
      resolve: async (thread, args, ctx) => {
        const reads = ctx.services.chat.reads;
        if (args.first != null || args.after != null) {
          const limit = Math.min(args.first ?? HISTORY_DEFAULT, PAGE_MAX);
          const after = parseSeqCursor(args.after) ?? 0;
          const steps = await reads.historyAfter(thread.id, limit + 1, after);
          const page = steps.slice(0, limit);
          return connection(page, { hasNextPage: steps.length > limit, hasPreviousPage: after > 0 });
        }
        const limit = Math.min(args.last ?? HISTORY_DEFAULT, PAGE_MAX);
        const before = parseSeqCursor(args.before);
        const steps = await reads.historyBefore(thread.id, limit + 1, before);
        const page = steps.length > limit ? steps.slice(1) : steps;
        return connection(page, { hasPreviousPage: steps.length > limit, hasNextPage: before !== undefined });
      },
    }),
  }),
});

/** An edge of a history page, whose cursor is written only if the client asks for it (a page of 100 seldom does). */
class SeqEdge<T extends { seq: number }> {
  constructor(readonly node: T) {}
  get cursor(): string {
    return seqCursor(this.node.seq);
  }
}

function connection<T extends { seq: number }>(nodes: T[], info: { hasNextPage: boolean; hasPreviousPage: boolean }) {
  const edges = nodes.map((node) => new SeqEdge(node));
  return {
    edges,
    pageInfo: {
      ...info,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const threadCursor = (th: ThreadRecord) =>
  encodeBase64(`thread:${th.pinned ? 1 : 0}|${th.updatedAt.toISOString()}|${th.id}`);
function parseThreadCursor(cursor: string | null | undefined) {
  if (!cursor) return undefined;
  const match = /^thread:([01])\|([^|]+)\|(.+)$/.exec(cursorText(cursor));
  const date = match ? new Date(match[2]!) : null;
  if (!match || !date || Number.isNaN(date.getTime())) throw ValidationError.of('after', 'Invalid cursor');
  return { pinned: match[1] === '1', updatedAt: date, id: match[3]! };
}

/**
 * A page of a thread list as a connection (the user's threads, a project's): `first` (50 unless
 * said, at most PAGE_MAX) after the cursor; `read` is asked for one more, to see whether a page
 * follows. `count` says how many the whole list holds, only when `totalCount` is asked for.
 */
export async function threadsConnection(
  args: { first?: number | null; after?: string | null },
  read: (page: { limit: number; after?: ReturnType<typeof parseThreadCursor> }) => Promise<ThreadRecord[]>,
  count: () => Promise<number>,
) {
  const limit = Math.min(args.first ?? 50, PAGE_MAX);
  const page = await read({ limit: limit + 1, after: parseThreadCursor(args.after) });
  const edges = page.slice(0, limit).map((node) => ({ cursor: threadCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.length > limit,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: count,
  };
}

const ThreadKindEnum = builder.enumType('ThreadKind', {
  description:
    'What a thread is, for filtering the list: a private chat, Profile Pal, a twin chat, or the testing agent.',
  values: THREAD_KINDS,
});

builder.objectField(UserRef, 'threads', (t) =>
  t.connection(
    {
      type: ThreadRef,
      description:
        'The user’s threads: pinned first, then the most recently updated (only visible to the user). Threads without a message are not listed.',
      args: {
        kind: t.arg({ type: ThreadKindEnum, description: 'Only threads of this kind (/history’s filter).' }),
        outsideProjects: t.arg.boolean({
          description: 'Only threads in no project (the sidebar’s Recent); a project lists its own (Project.threads).',
        }),
      },
      authScopes: (user) => ({ self: user.id }),
      resolve: (user, args, ctx) => {
        const list = {
          ownerId: user.id,
          agentTypes: args.kind ? AGENT_TYPES_OF_KIND[args.kind] : undefined,
          projectId: args.outsideProjects ? null : undefined,
        };
        const reads = ctx.services.chat.reads;
        return threadsConnection(
          args,
          (page) => reads.threadsPage({ ...list, ...page }),
          () => reads.threadsCount(list),
        );
      },
    },
    { fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT, resolve: (list) => list.totalCount() }) }) },
  ),
);

builder.queryField('thread', (t) =>
  t.field({
    type: ThreadRef,
    nullable: true,
    description: 'One of your threads by its database id (or global id); null when not yours.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      threads.getThread(ctx.services.chat, actorOf(ctx), databaseId(String(id), 'Thread')).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
  }),
);

export const StartChatPayloadRef = builder.objectRef<ThreadRecord>('StartChatPayload').implement({
  fields: (t) => ({
    threadId: t.exposeString('id', { description: 'The database id, for /chat/{threadId}.' }),
    thread: t.field({ type: ThreadRef, resolve: (th) => th }),
  }),
});

const DeleteThreadPayload = builder
  .objectRef<ThreadRecord & { deletedMemories: number }>('DeleteThreadPayload')
  .implement({
    fields: (t) => ({
      deletedThreadId: t.id({
        description: 'The global id of the deleted thread.',
        resolve: (th) => encodeBase64(`Thread:${th.id}`),
      }),
      databaseId: t.exposeString('id'),
      deletedMemories: t.exposeInt('deletedMemories', { description: 'Memories deleted with it (deleteMemories).' }),
    }),
  });

const DeleteThreadsPayload = builder
  .objectRef<{ deleted: string[]; deletedMemories: number }>('DeleteThreadsPayload')
  .implement({
    fields: (t) => ({
      deletedThreadIds: t.idList({
        description: 'Global ids of the deleted threads.',
        resolve: (r) => r.deleted.map((id) => encodeBase64(`Thread:${id}`)),
      }),
      databaseIds: t.exposeStringList('deleted'),
      deletedMemories: t.exposeInt('deletedMemories'),
    }),
  });

builder.mutationFields((t) => ({
  createThread: t.field({
    type: ThreadRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: {
      agentType: t.arg({ type: AgentTypeEnum, defaultValue: 'private_brain' }),
      name: t.arg.string(),
      metadata: t.arg({ type: 'JSON', validate: metadataRule.nullish() }),
      temporary: t.arg.boolean({
        description: 'Start a temporary chat (the private brain only): nothing from it is kept.',
      }),
    },
    resolve: (_root, args, ctx) =>
      threads.createThread(ctx.services.chat, actorOf(ctx), parseInput(threads.threadInput, args), ctx.locale),
  }),
  startPrivateBrainChat: t.field({
    type: StartChatPayloadRef,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => threads.startPrivateBrainChat(ctx.services.chat, actorOf(ctx)),
  }),
  startTestingChat: t.field({
    type: StartChatPayloadRef,
    description: 'Opens your chat with the testing agent (/testing), created on first use.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => threads.startTestingChat(ctx.services.chat, actorOf(ctx)),
  }),
  updateThread: t.field({
    type: ThreadRef,
    description: 'Renames (the name is then kept: no automatic title replaces it) and pins or unpins a thread.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      threadId: t.arg.id({ required: true }),
      name: t.arg.string(),
      pinned: t.arg.boolean(),
    },
    resolve: (_root, { threadId, name, pinned }, ctx) =>
      threads.updateThread(
        ctx.services.chat,
        actorOf(ctx),
        databaseId(String(threadId), 'Thread'),
        parseInput(threads.threadChange, { name: name ?? undefined, pinned: pinned ?? undefined }),
      ),
  }),
  deleteThreads: t.field({
    type: DeleteThreadsPayload,
    description: `Deletes several of your threads (at most ${threads.DELETE_MANY_MAX}); with deleteMemories, the memories saved from them too.`,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      threadIds: t.arg.idList({ required: true }),
      deleteMemories: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, { threadIds, deleteMemories }, ctx) =>
      threads.deleteThreads(
        ctx.services.chat,
        actorOf(ctx),
        threadIds.map((id) => databaseId(String(id), 'Thread')),
        { deleteMemories: deleteMemories ?? false },
      ),
  }),
  startProfilePalChat: t.field({
    type: StartChatPayloadRef,
    description: 'Opens your Profile Pal thread (the existing one, or a new one with its first question).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => threads.startProfilePalChat(ctx.services.chat, actorOf(ctx), ctx.locale),
  }),
  deleteThread: t.field({
    type: DeleteThreadPayload,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: {
      threadId: t.arg.id({ required: true }),
      deleteMemories: t.arg.boolean({ defaultValue: false, description: 'Also delete the memories saved from it.' }),
    },
    resolve: (_root, { threadId, deleteMemories }, ctx) =>
      threads.deleteThread(ctx.services.chat, actorOf(ctx), databaseId(String(threadId), 'Thread'), {
        deleteMemories: deleteMemories ?? false,
      }),
  }),
  markThreadViewed: t.field({
    type: ThreadRef,
    description: 'Marks the thread’s assistant messages as seen (viewed_at).',
    errors: { types: [NotFoundError], directResult: true },
    args: { threadId: t.arg.id({ required: true }) },
    resolve: async (_root, { threadId }, ctx) => {
      const id = databaseId(String(threadId), 'Thread');
      await threads.markThreadViewed(ctx.services.chat, actorOf(ctx), id);
      return threads.getThread(ctx.services.chat, actorOf(ctx), id);
    },
  }),
}));

builder.objectField(UserRef, 'suggestedPrompts', (t) =>
  t.stringList({
    description:
      "Prompts for an empty private chat, from the user's own profile and memories (only for the user themself), and only what the model that will answer can do.",
    authScopes: (user) => ({ self: user.id }),
    args: { model: t.arg.id({ description: 'The model the conversation will answer with (default: your default).' }) },
    resolve: async (user, args, ctx) => {
      const model = await personModel(ctx.services.models, args.model == null ? user.chatModel : String(args.model));
      return suggestedPrompts(ctx.db, user.id, { offline: model.offline });
    },
  }),
);
