/**
 * Searching your conversations (chat/search.ts): `viewer.searchThreads`, a connection of the threads
 * found, best first, each edge with the passage that matched; and the older `Query.searchThreads`,
 * a list of database ids, kept for the clients that read it.
 */
import { encodeBase64 } from '@pothos/core';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { Highlight } from '../chat/read/search-snippet.js';
import type { SearchHit } from '../chat/records.js';
import {
  SEARCH_DEFAULT_LIMIT,
  searchInput,
  searchPageInput,
  searchThreads,
  type SearchInput,
  type SearchPage,
} from '../chat/search.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import type { Context } from '../context/context.js';
import { searchProjectThreads } from '../projects/project-conversations.js';
import { builder } from './builder.js';
import { databaseId } from './ids.js';
import { ThreadRef } from './thread.js';
import { UserRef } from './user.js';

const HighlightRef = builder.objectRef<Highlight>('TextRange').implement({
  description: 'A matched word in a snippet: offsets in UTF-16 code units, end exclusive.',
  fields: (t) => ({ start: t.exposeInt('start'), end: t.exposeInt('end') }),
});

/** The viewer's threads that match, or those of one of their projects (Not found when not theirs). */
function search(
  ctx: Context,
  userId: string,
  project: string | number | null | undefined,
  input: SearchInput | SearchPage,
) {
  return project == null
    ? searchThreads(ctx.services.chat.reads, userId, input)
    : searchProjectThreads(ctx.services.chat, userId, databaseId(String(project), 'Project'), input);
}

builder.objectField(UserRef, 'searchThreads', (t) =>
  t.connection(
    {
      type: ThreadRef,
      description:
        'Ranked full-text search over your thread names and messages (query ≥ 2 characters), best first; each edge has the passage that matched.',
      authScopes: (user) => ({ self: user.id }),
      args: {
        query: t.arg.string({ required: true }),
        project: t.arg.id({ description: 'Only the conversations of this project of yours.' }),
      },
      resolve: async (user, args, ctx) => {
        const found = await resolveOffsetConnection({ args, defaultSize: SEARCH_DEFAULT_LIMIT }, ({ offset, limit }) =>
          search(ctx, user.id, args.project, parseInput(searchPageInput, { query: args.query, limit, offset })),
        );
        const threads = await ctx.services.chat.reads.threadsByIds(found.edges.map((edge) => edge.node.id));
        // A thread deleted between the two reads is left out.
        const edges = found.edges.flatMap((edge) => {
          const thread = threads.get(edge.node.id);
          return thread ? [{ cursor: edge.cursor, node: thread, hit: edge.node }] : [];
        });
        return { edges, pageInfo: found.pageInfo };
      },
    },
    { name: 'ThreadSearchConnection' },
    {
      name: 'ThreadSearchEdge',
      fields: (e) => ({
        snippet: e.string({
          nullable: true,
          description: 'The passage around the match; null when only the name matched.',
          resolve: (edge) => edge.hit.snippet?.text ?? null,
        }),
        highlights: e.field({
          type: [HighlightRef],
          description: 'Where the matched words are in the snippet.',
          resolve: (edge) => edge.hit.snippet?.highlights ?? [],
        }),
        stepId: e.id({
          nullable: true,
          description: 'The global id of the best-matching message (a Step); null when only the name matched.',
          resolve: (edge) => (edge.hit.stepId ? encodeBase64(`Step:${edge.hit.stepId}`) : null),
        }),
        stepDatabaseId: e.string({
          nullable: true,
          description: 'The same message’s id in URLs: open /chat/{node.databaseId}?step={stepDatabaseId}.',
          resolve: (edge) => edge.hit.stepId,
        }),
      }),
    },
  ),
);

const SearchResultRef = builder.objectRef<SearchHit>('ThreadSearchResult').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The thread’s database id.' }),
    name: t.exposeString('name', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    stepId: t.exposeString('stepId', {
      nullable: true,
      description: 'The best-matching message (open /chat/{id}?step={stepId}); null when only the name matched.',
    }),
    snippet: t.string({
      nullable: true,
      description: 'The passage around the match.',
      resolve: (h) => h.snippet?.text ?? null,
    }),
    highlights: t.field({
      type: [HighlightRef],
      description: 'Where the matched words are in the snippet.',
      resolve: (h) => h.snippet?.highlights ?? [],
    }),
  }),
});

builder.queryField('searchThreads', (t) =>
  t.field({
    type: [SearchResultRef],
    description: 'Ranked full-text search over your thread names and messages (query ≥ 2 characters).',
    deprecationReason:
      'Use viewer.searchThreads: a connection of the threads themselves (global ids), the matched passage on each edge.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(50) }),
      project: t.arg.id({ description: 'Only the conversations of this project of yours.' }),
    },
    resolve: (_root, { query, first, project }, ctx) =>
      search(ctx, ctx.viewer!.id, project, parseInput(searchInput, { query, limit: first ?? SEARCH_DEFAULT_LIMIT })),
  }),
);
