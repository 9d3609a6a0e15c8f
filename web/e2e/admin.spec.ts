/**
 * The admin area as an operator tries it (issue 36), on a fresh instance of its own (the third
 * e2e server, web/playwright.config.ts): the first account is the admin; invitation only refuses a
 * stranger and lets an invitation link in once; approval makes a sign-up wait until the admin
 * approves (the person is mailed and signs in); disabling a person sends their open page to
 * sign-in (a page without the sidebar too) and kills their token; the audit log lists it all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { newAccount, onboard, shot, signUp, type Account } from './helpers';

const baseURL = `http://127.0.0.1:${process.env.E2E_ADMIN_PORT}`;
test.use({ baseURL });

const MAIL_DIR = path.resolve(fileURLToPath(import.meta.url), `../../../var/e2e/${process.env.E2E_RUN}-admin-mail`);

/** The mails written for `to` so far (the server has no SMTP here: it writes each to a file). */
function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .map((f) => fs.readFileSync(path.join(MAIL_DIR, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`));
}

async function fillSignUp(page: Page, account: Account) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function stranger(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('the admin runs who may sign up, and shuts a person out', async ({ page, browser }) => {
  const admin = newAccount('boss');
  await signUp(page, admin);
  await onboard(page);

  // The account menu leads to the admin area; Usage and AI models are in its navigation.
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'AI models' })).toHaveAttribute('href', '/admin/ai');
  await adminNav.getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/admin\/usage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);

  // Invitation only: a stranger is told so, and refused.
  await page.getByRole('radio', { name: /Invitation only/ }).check();
  await expect(page.getByRole('radio', { name: /Invitation only/ })).toBeChecked();
  const outsider = await stranger(browser);
  await outsider.page.goto('/accounts/signup');
  const inviteOnly = 'Sign-up on this Duet is by invitation only. Ask its admin for an invitation link.';
  await expect(outsider.page.getByRole('status')).toHaveText(inviteOnly);
  await fillSignUp(outsider.page, newAccount('outsider'));
  await expect(outsider.page.getByRole('alert')).toHaveText(inviteOnly);
  await expect(outsider.page.getByText(inviteOnly)).toHaveCount(1); // said once, not again beside the alert
  await expect(outsider.page).toHaveURL(/\/accounts\/signup$/);

  // An invitation link works once.
  await page.getByRole('spinbutton', { name: 'Uses' }).fill('1');
  await page.getByRole('button', { name: 'Make an invitation link' }).click();
  // The link names PUBLIC_URL (localhost here): the same page on this server.
  const shown = new URL(await page.getByRole('textbox', { name: 'Invitation link (shown once)' }).inputValue());
  expect(shown.pathname).toBe('/accounts/signup');
  const link = `${shown.pathname}${shown.search}`;
  await expect(page.getByRole('list', { name: 'Invitation links' })).toContainText('Used 0 of 1');
  await shot(page, 'admin-invitation');

  const invited = newAccount('invited');
  const guest = await stranger(browser);
  await guest.page.goto(link);
  await fillSignUp(guest.page, invited);
  await expect(guest.page).toHaveURL(/\/onboarding$/);
  await outsider.page.goto(link);
  await expect(outsider.page.getByRole('status')).toHaveText(
    'This invitation link does not work: it has expired, was used up or was withdrawn.',
  );

  // Approval: the sign-up waits; the admin approves; the person is mailed and signs in.
  await page.getByRole('radio', { name: /Approval/ }).check();
  await expect(page.getByRole('radio', { name: /Approval/ })).toBeChecked();
  const waiting = newAccount('waiting');
  await outsider.page.goto('/accounts/signup');
  await fillSignUp(outsider.page, waiting);
  await expect(outsider.page.getByRole('status')).toHaveText(
    "Thanks! Your account waits for the admin's approval. We'll e-mail you when you can sign in.",
  );
  await page.reload();
  const pending = page.getByRole('list', { name: 'Sign-ups waiting' });
  await expect(pending).toContainText(waiting.email);
  await expectAccessible(page);
  await shot(page, 'admin-pending');
  await pending.getByRole('button', { name: `Approve ${waiting.username}` }).click();
  await expect(page.getByText(`${waiting.username} can sign in now.`)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect.poll(() => mailsTo(waiting.email).some((m) => m.includes('Your Duet account is ready'))).toBe(true);
  await outsider.page.goto('/accounts/login');
  await outsider.page.getByRole('textbox', { name: 'Email' }).fill(waiting.email);
  await outsider.page.getByLabel('Password', { exact: true }).fill(waiting.password);
  await outsider.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(outsider.page).toHaveURL(/\/onboarding$/);

  // Disable the invited person: their open page goes to sign-in and their token dies.
  await guest.page.goto('/pricing');
  await expect(guest.page.getByRole('button', { name: /Notifications/ })).toBeVisible();
  const made = await guest.page.request.post('/graphql', {
    headers: { 'x-duet-csrf': '1' },
    data: { query: 'mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }' },
  });
  const token = (await made.json()).data.createAccessToken.token as string;
  const me = () =>
    guest.page.request
      .get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })
      .then((r) => r.status());
  expect(await me()).toBe(200);

  await page.getByRole('searchbox', { name: 'Search people' }).fill(invited.username);
  const people = page.getByRole('list', { name: 'People' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await people.getByRole('button', { name: `Disable ${invited.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(people).toContainText('Disabled');
  await expect(guest.page).toHaveURL(/\/accounts\/login$/);
  expect(await me()).toBe(401);
  // So does a page without the sidebar: the approved person, still answering Profile Pal.
  await expect(outsider.page).toHaveURL(/\/onboarding$/);
  await page.getByRole('searchbox', { name: 'Search people' }).fill(waiting.username);
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await people.getByRole('button', { name: `Disable ${waiting.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(people).toContainText('Disabled');
  await expect(outsider.page).toHaveURL(/\/accounts\/login$/);
  await page.getByRole('searchbox', { name: 'Search people' }).fill(invited.username);
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await shot(page, 'admin-people');

  // The audit log lists what the admin did, from where.
  await page.reload();
  const log = page.getByRole('list', { name: 'Audit log' });
  for (const what of ['Changed who may sign up', 'Made an invitation link', 'Approved', 'Disabled']) {
    await expect(log).toContainText(what);
  }
  await expect(log).toContainText(`${admin.email} ·`);
  await expect(log).toContainText('from 127.0.0.1');
  // In plain words: the policies by their names, the browser in short (the whole string on hover).
  await expect(log).toContainText('→ Invitation only');
  await expect(log).toContainText(/Made an invitation link.*\(\d+ uses?, \d+ days?\)/);
  await expect(log).not.toContainText('(s)');
  const browserName = log.getByTitle(/Mozilla\/5\.0/).first();
  await expect(browserName).toHaveText(/^Chrome on /);
  await shot(page, 'admin-audit');
  await outsider.context.close();
  await guest.context.close();
});
