/** Renders a public page to HTML on the server (api/src/public-pages/renderer.ts loads this build). */
import { i18n, LanguageProvider } from '@duet/design-system';
import { renderToString } from 'react-dom/server';
import type { PublicPageData } from './page-data';
import { recordingCatalog } from './page-messages';
import { PublicApp } from './PublicApp';
import { SharedConversationMarkdown } from './SharedConversationMarkdown';

export type { PublicPageData };

/** The module the browser loads for a page on top of the entry (renderer.ts links its styles). */
export const PAGE_CHUNKS: Partial<Record<PublicPageData['page'], string>> = {
  shared_conversation: 'src/public-pages/SharedConversationMarkdown.tsx',
};

let lastMessages: Record<string, unknown> = {};

/**
 * The page in the visitor's language (`data.locale`). Rendering is synchronous, so the one Lingui
 * instance speaks this page's language for exactly its render.
 */
export function render(data: PublicPageData): string {
  const { messages, used } = recordingCatalog(data.locale);
  i18n.loadAndActivate({ locale: data.locale, messages: messages as never });
  const html = renderToString(
    <LanguageProvider>
      {data.page === 'shared_conversation' ? (
        <SharedConversationMarkdown share={data.share} />
      ) : (
        <PublicApp data={data} />
      )}
    </LanguageProvider>,
  );
  lastMessages = data.locale === 'en' ? {} : used;
  return html;
}

/** The compiled messages the last render used: the page data carries them to the browser. */
export function renderedMessages(): Record<string, unknown> {
  return lastMessages;
}
