/**
 * The page of a shared conversation (/share/{token}): its data for the server-rendered page
 * (web/src/public-pages/page-data.ts, 'shared_conversation') and its head. Shared chats are
 * `noindex`: the owner gave a link to the people they chose, not to search engines, and a link
 * they stop sharing must not live on in search results.
 */
import { sharedConversation, shareDepsOf } from '../conversations/shares.js';
import type { Services } from '../services.js';
import { clip, type Head } from './head.js';
import type { PublicPageData } from './renderer.js';

export async function sharedConversationPage(
  services: Services,
  token: string,
): Promise<{ data: PublicPageData; head: Head } | null> {
  const shared = await sharedConversation(shareDepsOf(services), token);
  if (!shared) return null;
  const first = shared.messages.find((m) => m.role === 'user') ?? shared.messages[0];
  const data: PublicPageData = {
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
    title: `${shared.title} · Shared conversation · Duet`,
    description: first ? clip(first.text, 160) : `A conversation ${shared.sharedBy} shared from Duet.`,
    canonical: shared.url,
    type: 'article',
    noindex: true,
  };
  return { data, head };
}
