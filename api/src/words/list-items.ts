/**
 * Items of a list as words: how a list keeps an item and when two items are the same. The profile's
 * lists (profile/profile-rules.ts, profile-fields.ts, suggestions.ts) and the offline brain's reading
 * of stories (agent/local/story-rules.ts) use them; no I/O.
 */

/** An item as the lists keep it: trimmed, its spaces collapsed. */
export const tidyItem = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The key that says two items are the same: case, accents' composition and spaces do not count
 * ("Typography " and "typography" are one interest). Suggestions and Profile Pal use it too.
 */
export const itemKey = (value: string) => tidyItem(value.normalize('NFKC')).toLowerCase();

/** The first of each item by itemKey, in order. */
export function uniqueItems<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
