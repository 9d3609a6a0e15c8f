/** The public pages' script: hydrates what the server rendered, with the data it rendered from. */
import '@duet/design-system/fonts.css';
import '@duet/design-system/tokens.css';
import '@duet/design-system/base.css';
import { i18n, LanguageProvider } from '@duet/design-system';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, type PublicPageData } from './page-data';
import { PublicApp } from './PublicApp';

const root = document.getElementById('root');
const json = document.getElementById(PAGE_DATA_ID)?.textContent;
if (root && json) {
  const data = JSON.parse(json) as PublicPageData;
  // The words the server rendered with, in the visitor's language (page-messages.ts).
  i18n.loadAndActivate({ locale: data.locale, messages: (data.messages ?? {}) as never });
  // A shared conversation needs Markdown: its own chunk, so the other pages stay small.
  if (data.page === 'shared_conversation') {
    void import('./SharedConversationMarkdown').then(({ SharedConversationMarkdown }) =>
      hydrateRoot(
        root,
        <LanguageProvider>
          <SharedConversationMarkdown share={data.share} />
        </LanguageProvider>,
      ),
    );
  } else {
    hydrateRoot(
      root,
      <LanguageProvider>
        <PublicApp data={data} />
      </LanguageProvider>,
    );
  }
}
