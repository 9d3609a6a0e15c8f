/**
 * The shared conversation page with its answers as rendered Markdown. Markdown's code (~40 KB gzip)
 * is over the public pages' budget, so the browser loads this module only on /share/{token}
 * (entry-client.tsx); the server renders it straight away (entry-server.tsx).
 */
import { MessageMarkdown, PlainText } from '@duet/design-system';
import type { SharedConversationData } from './shared-data';
import { SharedConversationPage } from './SharedConversationPage';

const renderText = (text: string, role: 'user' | 'assistant') =>
  role === 'assistant' ? <MessageMarkdown text={text} /> : <PlainText text={text} />;

export function SharedConversationMarkdown({ share }: { share: SharedConversationData }) {
  return <SharedConversationPage share={share} renderText={renderText} />;
}
