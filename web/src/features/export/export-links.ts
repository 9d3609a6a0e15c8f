/**
 * "Take it with you" downloads (docs/product.md §7): they are REST files, not GraphQL answers.
 * `threadId` is the thread's database id (Thread.databaseId), not its Relay id.
 */
export type ThreadExportFormat = 'md' | 'json';

/** One conversation: Markdown of the shown branch, or JSON (the Duet format, every branch). */
export function threadExportUrl(threadId: string, format: ThreadExportFormat): string {
  return `/api/v1/chat/threads/${encodeURIComponent(threadId)}/export?format=${format}`;
}

/** The whole account as a ZIP, made while it streams (no length ahead). */
export const ACCOUNT_EXPORT_URL = '/api/v1/account/export';

/** The file name a Content-Disposition header gives (filename* first, then filename), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? name : null;
}
