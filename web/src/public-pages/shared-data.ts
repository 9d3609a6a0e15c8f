/** A shared conversation as the server hands it to /share/{token} (api/src/public-pages/share-page.ts). */
export interface SharedConversationData {
  title: string;
  shared_by: string;
  /** ISO 8601. */
  created_at: string;
  message_count: number;
  messages: { role: 'user' | 'assistant'; text: string; at: string }[];
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 24, 2026", the same on the server and in every browser (UTC). */
export function sharedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}
