/**
 * A daily limit, tried as an operator would (docs/product.md §13): the admin gives a person a small
 * daily limit of their own on /admin/usage (the instance's default stays untouched: other journeys
 * share this server), the person sends up to it, the next message is refused with when the limit
 * resets and stays in the composer, and Settings › Usage shows the count at the limit.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { answerTo, composer, newAccount, onboard, shot, signUp, startChatting } from './helpers';

/**
 * The e2e server's admin (ADMIN_EMAILS in playwright.config.ts): made by the first journey that
 * needs it (ai-models.spec.ts signs it up with the same password), signed in otherwise. True: made now.
 */
async function signInAsAdmin(page: Page): Promise<boolean> {
  const { username, password } = newAccount('admin');
  const admin = { username, password, email: 'admin@e2e.example.com' };
  const made = await page.request.post('/api/v1/auth/register', { data: admin });
  if (made.status() === 201) return true;
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(login.status()).toBe(200);
  return false;
}

test('the admin sets a small daily limit; the message past it is refused with the reset time; usage shows the count', async ({
  page,
  browser,
}) => {
  const person = newAccount('limited');
  await signUp(page, person);
  await onboard(page);
  await startChatting(page);
  // Profile Pal's conversation counted too: the limit is two more than the person has sent today.
  const sent = (await (await page.request.get('/api/v1/usage')).json()).today.messages as number;
  const limit = sent + 2;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  if (await signInAsAdmin(admin)) {
    // A new admin sets up their profile first, as anyone does.
    await admin.goto('/onboarding');
    await onboard(admin);
  }
  await admin.goto('/admin/usage');
  await expect(admin.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const people = admin.getByRole('region', { name: 'People' });
  await expect(people.getByRole('rowheader', { name: new RegExp(`@${person.username}`) })).toBeVisible();
  const own = admin.getByRole('form', { name: 'Own limits' });
  await own.getByLabel('Person').selectOption({ label: `@${person.username}` });
  await own.getByRole('textbox', { name: 'Own limit per day' }).fill(String(limit));
  await own.getByRole('button', { name: 'Save own limits' }).click();
  const row = people.getByRole('row').filter({ hasText: `@${person.username}` });
  await expect(row).toContainText(`${limit} / none messages (own)`);
  await expectAccessible(admin);

  await answerTo(page, 'first message');
  await answerTo(page, 'second message');
  const box = composer(page);
  await box.fill('one too many');
  await box.press('Enter');
  const notice = page.getByRole('status', { name: 'Limit reached' });
  await expect(notice).toContainText(`You've reached your limit of ${limit} messages today.`);
  await expect(notice).toContainText(/It resets at \d{4}-\d{2}-\d{2} 00:00 UTC/);
  // Nothing of it was stored: it is back in the composer.
  await expect(box).toHaveValue('one too many');
  await shot(page, 'usage-limit-reached');

  await page.goto('/settings');
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage.getByRole('meter', { name: `Today: ${limit} of ${limit} messages` })).toBeVisible();
  await expect(usage.getByRole('rowheader', { name: 'duet-local' }).first()).toBeVisible();
  await expect(usage.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v1/usage?format=csv');
  await usage.scrollIntoViewIfNeeded();
  await expectAccessible(page);

  await test.step('how it looks in light, dark and at 375 px', async () => {
    await admin.reload();
    await expect(people).toBeVisible();
    for (const [p, name] of [
      [page, 'usage-settings'],
      [admin, 'usage-admin'],
    ] as const) {
      await shot(p, name);
      await p.emulateMedia({ colorScheme: 'dark' });
      await shot(p, `${name}-dark`);
      await p.setViewportSize({ width: 375, height: 740 });
      // The sidebar slides away into a drawer first.
      await expect(p.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(p, `${name}-375-dark`);
      await p.emulateMedia({ colorScheme: 'light' });
      await shot(p, `${name}-375`);
    }
  });
  await adminContext.close();
});
