/** What every connection of the schema says alike (docs/api.md, "A conversation, and paging"). */

/** The description of a connection's totalCount, where it is counted (docs/decisions/api-for-clients.md says where not). */
export const TOTAL_COUNT = 'How many the whole list holds (with its filters), not only this page.';
