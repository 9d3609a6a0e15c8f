/** The brain's memories, and the memories it suggests from imported conversations. */
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { PAGE_MAX } from '../http/page-arguments.js';
import * as learning from '../memories/learning.js';
import * as memories from '../memories/memories.js';
import * as suggestions from '../memories/memory-suggestions.js';
import { ownerScope } from '../privacy/read-scope.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { UserRef } from './user.js';

const MemoryVersionRef = builder.objectRef<learning.MemoryVersion>('MemoryVersion').implement({
  description: 'What a memory said before a newer fact replaced it, and the conversation that changed it.',
  fields: (t) => ({
    content: t.exposeString('content'),
    replacedAt: t.field({ type: 'DateTime', resolve: (v) => v.replacedAt }),
    sourceThreadId: t.string({
      nullable: true,
      description: 'The conversation where the newer fact was said.',
      resolve: (v) => v.sourceThreadId,
    }),
    sourceThreadName: t.string({ nullable: true, resolve: (v) => v.sourceThreadName }),
  }),
});

// A row of the Memory model: the connection below selects it through its owner; writes still answer
// the domain's MemoryRecord, which is the same row. Its id stays the database id (not a Node).
export const MemoryRef = builder.prismaObject('Memory', {
  description: 'A fact the brain knows about you. Public memories are what your twin may say.',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    visibility: t.exposeString('visibility', { description: 'private or public' }),
    source: t.exposeString('source', { description: 'chat, owner, review, story, profile_pal or import' }),
    sourceThreadId: t.exposeString('sourceThreadId', { nullable: true }),
    sourceStepId: t.exposeString('sourceStepId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: t.loadableGroup({
      type: MemoryVersionRef,
      description: 'Its earlier words, newest first: each replaced by a newer fact you told your brain.',
      load: (ids: string[], ctx) => learning.memoryVersions(ctx.db, ctx.viewer?.id ?? '', ids),
      group: (version) => version.memoryId,
      resolve: (memory) => memory.id,
    }),
  }),
});

const MemoryChangeKind = builder.enumType('MemoryChangeKind', {
  values: {
    updated: { description: 'A newer fact replaced its words.' },
    forgotten: { description: 'You asked your brain to forget it.' },
  } as const,
});

const MemoryChangeRef = builder.objectRef<learning.MemoryChangeRecord>('MemoryChange').implement({
  description:
    'Something your brain changed in its memories, and the conversation where it happened. A forgotten memory’s words are not kept.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: MemoryChangeKind, resolve: (c) => c.kind }),
    memoryId: t.string({
      nullable: true,
      description: 'The memory it changed (null once forgotten).',
      resolve: (c) => c.memoryId,
    }),
    previous: t.string({
      nullable: true,
      description: 'updated: what the memory said before.',
      resolve: (c) => c.previous,
    }),
    sourceThreadId: t.string({ nullable: true, resolve: (c) => c.sourceThreadId }),
    sourceThreadName: t.string({ nullable: true, resolve: (c) => c.sourceThreadName }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
  }),
});

const Visibility = builder.enumType('MemoryVisibility', { values: ['private', 'public'] as const });

const MemorySuggestionRef = builder.objectRef<suggestions.SuggestionRecord>('MemorySuggestion').implement({
  description:
    'Something your brain could remember, found in a conversation you imported. It is not a memory until you accept it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    sourceThreadId: t.exposeString('sourceThreadId', { description: 'The conversation it was found in.' }),
    sourceThreadName: t.string({
      nullable: true,
      description: "That conversation's name.",
      resolve: (s) => s.sourceThreadName,
    }),
    sourceStepId: t.string({
      nullable: true,
      description: 'The message it was found in.',
      resolve: (s) => s.sourceStepId,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
  }),
});

const AcceptedSuggestionsRef = builder
  .objectRef<{ memories: memories.MemoryRecord[]; suggestionIds: string[] }>('AcceptedMemorySuggestions')
  .implement({
    fields: (t) => ({
      memories: t.field({ type: [MemoryRef], description: 'The memories they became.', resolve: (r) => r.memories }),
      suggestionIds: t.exposeIDList('suggestionIds', { description: 'The suggestions remembered: no longer waiting.' }),
    }),
  });

const DismissedSuggestionsRef = builder.objectRef<{ ids: string[] }>('DismissedMemorySuggestions').implement({
  fields: (t) => ({ ids: t.exposeIDList('ids') }),
});

builder.objectFields(UserRef, (t) => ({
  memories: t.field({
    type: [MemoryRef],
    description: 'Your memories, newest first.',
    deprecationReason: 'Use memoriesConnection: the same memories as a Relay connection.',
    args: {
      visibility: t.arg({ type: Visibility }),
      first: t.arg.int({ defaultValue: 100 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, args, ctx) => {
      return memories.listMemories(ctx.db, ownerScope(user.id), {
        visibility: args.visibility ?? undefined,
        limit: Math.min(args.first ?? 100, memories.MEMORIES_PAGE_MAX),
        offset: Math.max(args.offset ?? 0, 0),
      });
    },
  }),
  memoryChanges: t.field({
    type: [MemoryChangeRef],
    description: 'What your brain changed in its memories lately (updated or forgotten), newest first.',
    args: { first: t.arg.int({ defaultValue: 20 }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, args, ctx) => {
      return learning.recentChanges(ctx.db, user.id, args.first ?? 20);
    },
  }),
  memorySuggestions: t.field({
    type: [MemorySuggestionRef],
    description: `Memories your brain suggests from imported conversations, waiting for you (at most ${suggestions.SUGGESTIONS_PENDING_MAX}).`,
    deprecationReason: 'Use memorySuggestionsConnection: the same suggestions as a Relay connection.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => {
      return suggestions.listSuggestions(ctx.db, user.id);
    },
  }),
  memorySuggestionsConnection: t.connection(
    {
      type: MemorySuggestionRef,
      description: `Memories your brain suggests from imported conversations, waiting for you (at most ${suggestions.SUGGESTIONS_PENDING_MAX}).`,
      authScopes: (user) => ({ self: user.id }),
      resolve: async (user, args, ctx) =>
        resolveArrayConnection({ args }, await suggestions.listSuggestions(ctx.db, user.id)),
    },
    { name: 'MemorySuggestionConnection' },
    { name: 'MemorySuggestionEdge' },
  ),
}));

// The owner's rows through the relation (so only theirs), filtered and ordered as the domain lists them.
builder.prismaObjectField(UserRef, 'memoriesConnection', (t) =>
  t.relatedConnection(
    'memories',
    {
      description: `Your memories, newest first (at most ${PAGE_MAX} a page).`,
      args: { visibility: t.arg({ type: Visibility }) },
      authScopes: (user) => ({ self: user.id }),
      cursor: 'id',
      defaultSize: 100,
      maxSize: PAGE_MAX,
      totalCount: true,
      query: (args) => memories.ownMemoriesQuery({ visibility: args.visibility ?? undefined }),
    },
    { name: 'MemoryConnection' },
    { name: 'MemoryEdge' },
  ),
);

builder.mutationFields((t) => ({
  createMemory: t.field({
    type: MemoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: {
      content: t.arg.string({ required: true }),
      visibility: t.arg({ type: Visibility, defaultValue: 'private' }),
    },
    resolve: (_root, { content, visibility }, ctx) =>
      memories.remember(ctx.db, {
        userId: ctx.viewer!.id,
        content,
        visibility: visibility ?? 'private',
        source: 'owner',
      }),
  }),
  updateMemory: t.field({
    type: MemoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), content: t.arg.string(), visibility: t.arg({ type: Visibility }) },
    resolve: (_root, { id, content, visibility }, ctx) =>
      memories.updateMemory(ctx.db, ctx.viewer!.id, String(id), {
        ...(content != null ? { content } : {}),
        ...(visibility != null ? { visibility } : {}),
      }),
  }),
  setMemoryVisibility: t.field({
    type: MemoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), visibility: t.arg({ type: Visibility, required: true }) },
    resolve: (_root, { id, visibility }, ctx) =>
      memories.setMemoryVisibility(ctx.db, ctx.viewer!.id, String(id), visibility),
  }),
  deleteMemory: t.field({
    type: DeletedRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await memories.deleteMemory(ctx.db, ctx.viewer!.id, String(id));
      return { id: String(id) };
    },
  }),
  acceptMemorySuggestions: t.field({
    type: AcceptedSuggestionsRef,
    description: `Your brain remembers these suggestions (at most ${suggestions.SUGGESTIONS_DECIDE_MAX} at a time): each becomes a memory, private unless you say otherwise.`,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { ids: t.arg.idList({ required: true }), visibility: t.arg({ type: Visibility, defaultValue: 'private' }) },
    resolve: async (_root, { ids, visibility }, ctx) => ({
      memories: await suggestions.acceptSuggestions(ctx.db, ctx.viewer!.id, ids.map(String), visibility ?? 'private'),
      suggestionIds: ids.map(String),
    }),
  }),
  dismissMemorySuggestions: t.field({
    type: DismissedSuggestionsRef,
    description: 'Your brain lets these suggestions go and does not offer them again.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { ids }, ctx) => ({
      ids: await suggestions.dismissSuggestions(ctx.db, ctx.viewer!.id, ids.map(String)),
    }),
  }),
}));
