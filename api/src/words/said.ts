/**
 * A sentence the server says to a person when it refuses or fails something (a broken rule, a
 * missing thing, a limit), marked for the catalogs: `said(/*i18n*\/ { id: 'error.auth.invalid-email',
 * message: 'Invalid email format' })`. The code keeps and throws the English; the answer leaves in
 * the request's language (words/say-in.ts, at GraphQL's and REST's edges), found by that English.
 * Ids start with `error.` (a refusal) or `notice.` (a notification the server writes to a person, kept
 * in English and said in the reader's language when read): only those are looked up that way.
 *
 * Values (`{max}`) are written into the English here and read back out of it at the edge, so a
 * sentence with values is a plain string all the way, as zod and the errors want it.
 */
export interface SaidWords {
  id: `error.${string}` | `notice.${string}`;
  message: string;
}

export function said(words: SaidWords, values?: Record<string, string | number>): string {
  if (!values) return words.message;
  return words.message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
