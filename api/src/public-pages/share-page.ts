/**
 * The page of a shared conversation (/share/{token}): its data for the server-rendered page
 * (web/src/public-pages/page-data.ts, 'shared_conversation') and its head. Shared chats are
 * `noindex`: the owner gave a link to the people they chose, not to search engines, and a link
 * they stop sharing must not live on in search results.
 */
import { sharedConversation, shareDepsOf } from '../conversations/shares.js';
import type { Services } from '../services.js';
import { clip, type Head } from './head.js';
import type { PublicPageContent } from './renderer.js';
import { i18nFor, type I18n } from '../words/i18n.js';

/** `i18n`: the words of its head, in the request's language. */
export async function sharedConversationPage(
  services: Services,
  token: string,
  i18n: I18n = i18nFor('en'),
): Promise<{ data: PublicPageContent; head: Head } | null> {
  const shared = await sharedConversation(shareDepsOf(services), token);
  if (!shared) return null;
  const first = shared.messages.find((m) => m.role === 'user') ?? shared.messages[0];
  const data: PublicPageContent = {
    page: 'shared_conversation',
    share: {
      title: shared.title,
      shared_by: shared.sharedBy,
      created_at: shared.createdAt.toISOString(),
      message_count: shared.messageCount,
      messages: shared.messages,
    },
  };
  const head: Head = {
    title: i18n._({
      id: 'page.share.title',
      message: '{title} · Shared conversation · Duet',
      values: { title: shared.title },
    }),
    description: first
      ? clip(first.text, 160)
      : i18n._({
          id: 'page.share.description',
          message: 'A conversation {name} shared from Duet.',
          values: { name: shared.sharedBy },
        }),
    canonical: shared.url,
    type: 'article',
    noindex: true,
  };
  return { data, head };
}
