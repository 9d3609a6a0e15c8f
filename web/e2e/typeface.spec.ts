/**
 * Duet's typeface on every kind of page: the landing page, a public profile, the twin's chat and its
 * embed, and the signed-in app each preload Inter's Latin file (web/vite-fonts.ts), fetch it once,
 * and draw every text in the bundled fonts, none in a font of the machine
 * (design-system/src/testing/platform-fonts.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { FONT_CHECK_ATTRIBUTE, textInPlatformFonts } from '@duet/design-system/testing/platform-fonts';
import { expect, test } from './fixtures';
import { composer, readyAccount } from './helpers';
import { updateProfile } from './twin-helpers';

const PRELOADED = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

async function expectBundledTypeface(page: Page, path: string, shown: (page: Page) => Locator) {
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloads, path).toHaveLength(1);
  expect(preloads[0], path).toMatch(PRELOADED);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(
    fetched.filter((url) => PRELOADED.test(url)),
    `${path}: Inter fetched once`,
  ).toHaveLength(1);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
  expect(loaded, path).toContain('Inter Variable');

  const session = await page.context().newCDPSession(page);
  await page.locator('body').evaluate((body, attribute) => body.setAttribute(attribute, 'page'), FONT_CHECK_ATTRIBUTE);
  const platform = await textInPlatformFonts(
    (method, params) => session.send(method as never, params as never),
    'page',
  );
  expect(platform, `${path}: text drawn in a font of the machine`).toEqual([]);
  await session.detach();
}

test('every kind of page preloads and draws Duet’s own typeface', async ({ page, browser }) => {
  const account = await readyAccount(page, 'type');
  await updateProfile(page.request, { public: true });

  await expectBundledTypeface(page, '/chat', (p) => composer(p));
  await expectBundledTypeface(page, '/settings', (p) => p.getByRole('heading', { level: 1, name: 'Settings' }));
  await expectBundledTypeface(page, '/knowledge', (p) => p.getByRole('heading', { level: 1, name: 'Knowledge' }));

  // A visitor: the server-rendered public pages, the twin's chat and the embed.
  const visitor = await (await browser.newContext()).newPage();
  await expectBundledTypeface(visitor, '/', (p) => p.getByRole('heading', { level: 1 }));
  await expectBundledTypeface(visitor, `/${account.username}`, (p) =>
    p.getByRole('heading', { level: 1, name: account.displayName }),
  );
  await expectBundledTypeface(visitor, `/twin/${account.username}/chat`, (p) => p.getByRole('textbox').first());
  await expectBundledTypeface(visitor, `/twin/${account.username}/embed`, (p) => p.getByRole('textbox').first());
  await visitor.context().close();
});
