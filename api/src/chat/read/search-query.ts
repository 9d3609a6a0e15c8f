/**
 * The words a conversation search looks for, from what a person typed: words only (no operator
 * of either database's search syntax gets through), lower case, at most eight. The statements
 * that search with them: db/statements/threads-by-words.ts; the passage shown: search-snippet.ts.
 */
const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}
