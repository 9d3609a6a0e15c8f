/** The public pages' script: hydrates what the server rendered, with the data it rendered from. */
import '@duet/design-system/fonts.css';
import '@duet/design-system/tokens.css';
import '@duet/design-system/base.css';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ID, type PublicPageData } from './page-data';
import { PublicApp } from './PublicApp';

const root = document.getElementById('root');
const json = document.getElementById(PAGE_DATA_ID)?.textContent;
if (root && json) {
  const data = JSON.parse(json) as PublicPageData;
  // A shared conversation needs Markdown: its own chunk, so the other pages stay small.
  if (data.page === 'shared_conversation') {
    void import('./SharedConversationMarkdown').then(({ SharedConversationMarkdown }) =>
      hydrateRoot(root, <SharedConversationMarkdown share={data.share} />),
    );
  } else {
    hydrateRoot(root, <PublicApp data={data} />);
  }
}
