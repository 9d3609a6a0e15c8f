/**
 * At 375 px (the "mobile" project runs every *mobile.spec.ts): the owner's visitor preview (page
 * and twin chat under the preview banner) and an anonymous visitor at the twin's daily quota (on
 * the low-quota server, e2e/quota-server.ts), in light and dark.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, newAccount, send, shot, signUp } from './helpers';
import { ANONYMOUS_REFUSAL, askUntilRefused, history, quotaBaseURL, refusal } from './quota-server';
import { createMemory, onboardedOwner, updateProfile } from './twin-helpers';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('the visitor preview on a phone', async ({ page }) => {
  const account = await onboardedOwner(page, 'pmob');
  await createMemory(page.request, 'I love sailing', 'public');
  await updateProfile(page.request, { public: true, skills: ['Navigation'] });
  await page.goto('/twin');
  await page.getByRole('button', { name: 'Preview as a visitor' }).click();
  const banner = page.getByRole('region', { name: 'Visitor preview' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: account.displayName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Back to My Twin' })).toBeInViewport();
  await noSidewaysScroll(page);
  await shot(page, 'twin-preview-mobile-1-profile');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'twin-preview-mobile-2-profile-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/twin/${account.username}/chat\\?preview=visitor$`));
  await expect(banner).toBeVisible();
  await send(page, 'Does Ada like sailing?');
  await expect(lastAnswer(page)).toContainText('sailing');
  await idle(page);
  await expect(composer(page)).toBeInViewport();
  await noSidewaysScroll(page);
  await shot(page, 'twin-preview-mobile-3-chat');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'twin-preview-mobile-4-chat-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await banner.getByRole('button', { name: 'Back to My Twin' }).click();
  await expect(page).toHaveURL(/\/twin$/);
});

test.describe('on the low-quota server', () => {
  test.use({ baseURL: quotaBaseURL });

  test('an anonymous visitor at the quota on a phone', async ({ page: owner, browser }) => {
    const account = newAccount('qmob');
    await signUp(owner, account);
    await updateProfile(owner.request, { public: true, displayName: 'Ada Climber' });

    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
    const visitor = await context.newPage();
    await visitor.goto(`/twin/${account.username}/chat`);
    const { answered, refused } = await askUntilRefused(visitor, [
      'Does Ada like sailing?',
      'Where is she based?',
      'What does she do?',
      'What is her favourite book?',
    ]);
    await expect(refusal(visitor).getByRole('alert')).toHaveText(ANONYMOUS_REFUSAL);
    await expect(refusal(visitor).getByRole('link', { name: 'Sign in for more' })).toBeInViewport();
    await expect(composer(visitor)).toHaveValue(refused);
    await expect(composer(visitor)).toBeInViewport();
    await expect(history(visitor, 'user')).toHaveCount(answered);
    await noSidewaysScroll(visitor);
    await shot(visitor, 'twin-quota-mobile-1-refused');
    await visitor.emulateMedia({ colorScheme: 'dark' });
    await shot(visitor, 'twin-quota-mobile-2-refused-dark');
    // The header keeps the way back to the profile on a phone.
    const back = visitor.getByRole('button', { name: 'Profile', exact: true });
    await expect(back).toBeInViewport();
    await back.click();
    await expect(visitor).toHaveURL(new RegExp(`/${account.username}$`));
    await context.close();
  });
});
