/** Renders a public page to HTML on the server (api/src/public-pages/renderer.ts loads this build). */
import { renderToString } from 'react-dom/server';
import type { PublicPageData } from './page-data';
import { PublicApp } from './PublicApp';

export type { PublicPageData };

export function render(data: PublicPageData): string {
  return renderToString(<PublicApp data={data} />);
}
