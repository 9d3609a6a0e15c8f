/** Thread search: trimmed query of at least 2 characters, ranked full-text over names and messages. */
import { z } from 'zod';
import type { ChatReads } from './read/chat-reads.js';
import type { SearchHit } from './records.js';
import { said } from '../words/said.js';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

const TOO_SHORT = said(/*i18n*/ { id: 'error.chat.search-too-short', message: 'Search needs at least 2 characters' });
const LIMIT = `limit must be between 1 and ${SEARCH_MAX_LIMIT}`;

/**
 * What a search is asked: words of at least 2 characters once trimmed (and at most 200 as sent),
 * and how many results. The edges read it (schema/thread.ts, rest/chat.ts, rest/projects.ts);
 * each rule names one field, as the search always has.
 */
export const searchInput = z.object({
  query: z
    .string({ error: TOO_SHORT })
    .refine((q) => q.trim().length >= SEARCH_MIN_CHARS, { message: TOO_SHORT, abort: true })
    .refine((q) => q.length <= 200, {
      message: said(
        /*i18n*/ { id: 'error.chat.search-too-long', message: 'Search cannot be more than 200 characters' },
      ),
    })
    .transform((q) => q.trim()),
  limit: z
    .number({ error: LIMIT })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= SEARCH_MAX_LIMIT, { message: LIMIT })
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchInput = z.output<typeof searchInput>;

/** The most results a page of a search holds, as a connection reads it (GraphQL's searchThreads). */
export const SEARCH_PAGE_MAX = 100;

/** A page of a search: the same words, `limit` results after the first `offset`. */
export const searchPageInput = z.object({
  query: searchInput.shape.query,
  // One more than a page: whether another follows.
  limit: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_PAGE_MAX + 1),
  offset: z.number().int().min(0),
});
export type SearchPage = z.output<typeof searchPageInput>;

export async function searchThreads(
  reads: ChatReads,
  ownerId: string,
  input: SearchInput | SearchPage,
  /** Only this project's threads (api/src/projects/project-conversations.ts checks it is the owner's). */
  projectId?: string,
): Promise<SearchHit[]> {
  return reads.searchThreads(ownerId, input.query, input.limit, projectId, 'offset' in input ? input.offset : 0);
}
