/**
 * Whether two list items are the same for a person: case and spaces do not count ("Typography "
 * and "typography"). The API keeps the same rule (api/src/profile/profile-rules.ts itemKey).
 */
export const itemKey = (value: string) => value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** Trimmed, its spaces collapsed: how an item is saved. */
export const tidyItem = (value: string) => value.replace(/\s+/g, ' ').trim();
