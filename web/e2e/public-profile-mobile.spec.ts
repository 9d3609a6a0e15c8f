/**
 * A public profile at 375 px (the "mobile" project of web/playwright.config.ts runs every
 * *mobile.spec.ts): long words without spaces wrap instead of widening the page.
 */
import { expect, test } from './fixtures';
import { newAccount, signUp } from './helpers';
import { updateProfile } from './twin-helpers';

test('a public profile with long unbroken words fits a 375 px screen', async ({ page, browser }) => {
  const account = newAccount('long');
  await signUp(page, account);
  await updateProfile(page.request, {
    public: true,
    displayName: 'Adaaugustakingnoelcountessoflovelace',
    bio: 'Writes at https://example.com/notesonthealgebraicalpatternsoftheanalyticalengine',
    location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    interests: ['Supercalifragilisticexpialidociousinterests'],
    skills: ['Distributed-systems-observability-and-incident-response-engineering', 'TypeScript'],
    achievements: ['Shippedtheobservabilityplatformrewritewithoutanydowntime'],
  });
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await visitor.goto(`/${account.username}`);
  await expect(visitor.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible();
  const skill = visitor.getByText('Distributed-systems-observability-and-incident-response-engineering');
  await expect(skill).toBeVisible();
  // The whole skill is on the screen (wrapped, not cut off) and nothing scrolls sideways.
  const box = await skill.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await skill.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await visitor.screenshot({ path: 'e2e/screenshots/mobile-5-long-profile.png', fullPage: true });
  await visitor.context().close();
});
