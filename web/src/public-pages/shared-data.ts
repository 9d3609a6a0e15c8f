/** A shared conversation as the server hands it to /share/{token} (api/src/public-pages/share-page.ts). */
// Lingui's one instance (the design system's currentLocale() reads the same), without loading the
// whole design system into this data module and its unit test.
import { i18n } from '@lingui/core';

export interface SharedConversationData {
  title: string;
  shared_by: string;
  /** ISO 8601. */
  created_at: string;
  message_count: number;
  messages: { role: 'user' | 'assistant'; text: string; at: string }[];
}

/**
 * "Nov 24, 2026" in English, "24.11.2026" in German: the day in the page's language, the same on
 * the server and in every browser (UTC).
 */
export function sharedOn(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
