/** Renders a public page to HTML on the server (api/src/public-pages/renderer.ts loads this build). */
import { renderToString } from 'react-dom/server';
import type { PublicPageData } from './page-data';
import { PublicApp } from './PublicApp';
import { SharedConversationMarkdown } from './SharedConversationMarkdown';

export type { PublicPageData };

/** The module the browser loads for a page on top of the entry (renderer.ts links its styles). */
export const PAGE_CHUNKS: Partial<Record<PublicPageData['page'], string>> = {
  shared_conversation: 'src/public-pages/SharedConversationMarkdown.tsx',
};

export function render(data: PublicPageData): string {
  return renderToString(
    data.page === 'shared_conversation' ? <SharedConversationMarkdown share={data.share} /> : <PublicApp data={data} />,
  );
}
