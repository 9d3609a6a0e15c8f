/** Thread search: trimmed query of at least 2 characters, ranked full-text over names and messages. */
import { ValidationError } from '../errors/domain-errors.js';
import type { ChatReads } from './read/chat-reads.js';
import type { SearchHit } from './records.js';

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export async function searchThreads(
  reads: ChatReads,
  ownerId: string,
  query: unknown,
  limit: number = SEARCH_DEFAULT_LIMIT,
  /** Only this project's threads (api/src/projects/project-conversations.ts checks it is the owner's). */
  projectId?: string,
): Promise<SearchHit[]> {
  if (typeof query !== 'string' || query.trim().length < SEARCH_MIN_CHARS) {
    throw ValidationError.of('query', 'Search needs at least 2 characters');
  }
  if (query.length > 200) throw ValidationError.of('query', 'Search cannot be more than 200 characters');
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_LIMIT) {
    throw ValidationError.of('limit', `limit must be between 1 and ${SEARCH_MAX_LIMIT}`);
  }
  return reads.searchThreads(ownerId, query.trim(), limit, projectId);
}
