/**
 * Searching your conversations (chat/search.ts): `viewer.searchThreads`, a connection of the threads
 * found, best first, each edge with the passage that matched (REST's search: rest/chat.ts).
 */
import { encodeBase64 } from '@pothos/core';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { Highlight } from '../chat/read/search-snippet.js';
import { SEARCH_DEFAULT_LIMIT, searchPageInput, searchThreads, type SearchPage } from '../chat/search.js';
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
function search(ctx: Context, userId: string, project: string | number | null | undefined, input: SearchPage) {
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
