import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appNavigations, type AppPaths } from './app-navigations';

const paths = JSON.parse(
  fs.readFileSync(new URL('../../../api/src/public-pages/app-paths.json', import.meta.url), 'utf8'),
) as AppPaths;
const patterns = appNavigations(paths);
/** As Workbox's NavigationRoute asks: the path and the query of the address. */
const answered = (address: string) => {
  const url = new URL(address, 'https://duet.example');
  return patterns.some((pattern) => pattern.test(url.pathname + url.search));
};

describe("the service worker's navigations", () => {
  it("answers every page of the app's, with a trailing slash or a query", () => {
    for (const section of paths.sections) {
      expect(answered(`/${section}`), section).toBe(true);
      expect(answered(`/${section}/`), section).toBe(true);
    }
    for (const address of [
      '/chat',
      '/chat/th_123',
      '/chat/th_123?step=st_9',
      '/chat?temporary=1',
      '/twin/conversations/th_1',
      '/knowledge/documents/doc_1',
      '/projects/pr_1',
      '/settings?tab=account',
    ])
      expect(answered(address), address).toBe(true);
  });

  it('leaves public pages, the API and files to the server', () => {
    for (const address of [
      '/',
      '/?utm=x',
      '/ada',
      '/ada/',
      '/ada/documents/doc_1',
      '/chatty',
      '/chat/th_1/more',
      '/twin/ada',
      '/twin/ada/chat',
      '/twin/ada/embed',
      '/share/abc',
      '/api/v1/profile',
      '/api/v1/uploads/up_1',
      '/graphql',
      '/healthz',
      '/readyz',
      '/metrics',
      '/og/ada.png',
      '/embed.js',
      '/robots.txt',
      '/sitemap.xml',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/index-abc.js',
      '/testing/answer-gate/hold',
    ])
      expect(answered(address), address).toBe(false);
  });
});
