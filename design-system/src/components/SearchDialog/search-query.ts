import { t } from '@lingui/core/macro';

/** Search runs only for a trimmed query of at least this many characters (docs/product.md §5). */
export const SEARCH_MIN_LENGTH = 2;
/** Typing pauses this long before a search runs (docs/product.md §5). */
export const SEARCH_DEBOUNCE_MS = 200;

/** The query to search for, or null when it is too short to search. */
export function searchableQuery(raw: string, minLength = SEARCH_MIN_LENGTH): string | null {
  const query = raw.trim();
  return query.length >= minLength ? query : null;
}

/** A result's date as shown: 'Updated ' plus the first 10 characters of its date (YYYY-MM-DD). */
export function updatedLabel(updatedAt: string): string {
  const date = updatedAt.slice(0, 10);
  return t`Updated ${date}`;
}
