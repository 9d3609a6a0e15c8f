/**
 * Single sign-on in the browser: the sign-in page's "Continue with Test ID" goes to a real OpenID
 * provider on 127.0.0.1 (started by web/playwright.config.ts, on the quota server), its login page
 * signs in, and Duet lands the new person where they were going (onboarding first). An unverified
 * e-mail comes back to the sign-in page with the reason.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { quotaBaseURL } from './quota-server';

test.use({ baseURL: quotaBaseURL });

test('a new person signs in through the OpenID provider and gets an account', async ({ page }) => {
  const login = `sso${Date.now() % 1e9}`;
  await page.goto('/accounts/login');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  await page.getByLabel('Account').fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  const me = await page.request.get('/api/v1/auth/me');
  expect(await me.json()).toMatchObject({ email: `${login}@sso.example.com`, username: login });
});

test('an unverified e-mail comes back to the sign-in page with the reason', async ({ page }) => {
  await page.goto('/accounts/signup');
  await page.getByRole('link', { name: 'Continue with Test ID' }).click();
  await page.getByLabel('Account').fill(`unverified${Date.now()}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/accounts\/login\?sso_error=unverified-email$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your e-mail address at Test ID is not verified, so Duet cannot use it. Verify it at Test ID, then try again.',
  );
  expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
});
