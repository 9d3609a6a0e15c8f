/**
 * The account in the person's hands (docs/product.md §13): the theme (chosen in Settings and the
 * account menu, kept with the account and painted by the server before any script), a new e-mail
 * confirmed by the link mailed to it, and deleting the account — after which its page, twin,
 * shared link and files are the 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { idle, newAccount, send, shot } from './helpers';
import { onboardedOwner, updateProfile } from './twin-helpers';

/** Where the e2e server writes its mail (web/playwright.config.ts MAIL_DIR). */
const mailDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../var/e2e/${process.env.E2E_RUN}-mail`);
const csrf = { 'x-duet-csrf': '1' };

/** The confirm-email link of the newest mail to `to`, once it has arrived. */
async function mailedLink(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
        for (const file of files) {
          const text = fs
            .readFileSync(path.join(mailDir, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!text.includes(`To: ${to}`)) continue;
          const match = text.match(/https?:\/\/\S+\/accounts\/confirm-email\?token=[A-Za-z0-9_%-]+/);
          if (match) return (link = match[0]);
        }
        return '';
      },
      { message: `a confirm-email link mailed to ${to}` },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');

test('the theme: chosen in Settings and the menu, painted before any script, kept on a new device', async ({
  page,
  browser,
}) => {
  const account = await onboardedOwner(page, 'theme');
  await page.goto('/settings');
  const appearance = page.getByRole('group', { name: 'Theme' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  await appearance.getByText('Dark', { exact: true }).click();
  await expect.poll(() => themeOf(page)).toBe('dark');
  await shot(page, 'account-theme-dark');
  // At 375 px, dark: the sections and the delete dialog fit.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await page.getByRole('region', { name: 'Appearance' }).scrollIntoViewIfNeeded();
  await shot(page, 'account-theme-dark-375');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await shot(page, 'account-delete-dialog-dark-375');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The server writes the theme into the page itself: it paints dark before the app's script runs.
  const html = await (await page.request.get('/settings')).text();
  expect(html).toMatch(/<html[^>]*data-theme="dark"/);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await themeOf(page)).toBe('dark');

  // The account menu offers it too.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(() => themeOf(page)).toBe('light');
  await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' })).toBeChecked();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await page.getByRole('region', { name: 'E-mail' }).scrollIntoViewIfNeeded();
  await shot(page, 'account-email-light-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A new device, once signed in, follows the account.
  const device = await browser.newContext();
  const other = await device.newPage();
  await other.goto('/accounts/login');
  await other.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await other.getByLabel('Password', { exact: true }).fill(account.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/chat/);
  await expect.poll(() => themeOf(other)).toBe('light');
  await device.close();

  // System follows the device again: no forced theme.
  await page.getByRole('group', { name: 'Theme' }).getByText('System', { exact: true }).click();
  await expect.poll(() => themeOf(page)).toBe('system');
  expect(await (await page.request.get('/settings')).text()).not.toContain('data-theme=');
});

test('a new e-mail: a link to it, nothing changes until it is opened, then sign in with it', async ({
  page,
  browser,
}) => {
  const account = await onboardedOwner(page, 'email');
  const next = newAccount('moved').email;
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'E-mail' });
  await expect(section.getByText(`You sign in with ${account.email}.`)).toBeVisible();
  await section.getByRole('button', { name: 'Send a link' }).click();
  await expect(section.getByText('Enter the new e-mail')).toBeVisible();
  await section.getByRole('textbox', { name: 'New e-mail' }).fill(account.email);
  await section.getByRole('button', { name: 'Send a link' }).click();
  await expect(section.getByText('This is already your e-mail')).toBeVisible();
  // Signed in a moment ago: no password is asked.
  await section.getByRole('textbox', { name: 'New e-mail' }).fill(next);
  await section.getByRole('button', { name: 'Send a link' }).click();
  await expect(section.getByText(`We sent a link to ${next}`)).toBeVisible();
  await shot(page, 'account-email-pending');

  // The link, opened on another device where nobody is signed in.
  const link = await mailedLink(next);
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
  await other.getByRole('button', { name: 'Confirm' }).click();
  await expect(other.getByText(`Your e-mail is now ${next}`)).toBeVisible();
  // Used once.
  await other.goto(link);
  await other.getByRole('button', { name: 'Confirm' }).click();
  await expect(other.getByText('This link to confirm your new e-mail is invalid or has expired')).toBeVisible();
  await other.getByRole('link', { name: 'Sign in' }).click();
  await other.getByRole('textbox', { name: 'Email' }).fill(next);
  await other.getByLabel('Password', { exact: true }).fill(account.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/chat/);
  await phone.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByText(`You sign in with ${next}.`)).toBeVisible();
});

test('deleting the account: its page, twin, shared link and files are gone at once', async ({ page, browser }) => {
  const account = await onboardedOwner(page, 'leave');
  await updateProfile(page.request, { public: true });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const upload = await page.request.post('/api/v1/profile/upload-picture', {
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    headers: csrf,
  });
  expect(upload.ok()).toBe(true);
  const avatar = new URL(((await upload.json()) as { profile_picture_url: string }).profile_picture_url, page.url())
    .pathname;
  await send(page, 'Keep this for later: the lighthouse key is blue.');
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  await idle(page);
  const thread = new URL(page.url()).pathname.split('/').pop()!;
  const shared = await page.request.post(`/api/v1/chat/threads/${thread}/share`, { headers: csrf });
  expect(shared.ok()).toBe(true);
  const share = `/share/${((await shared.json()) as { token: string }).token}`;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const urls = [`/${account.username}`, `/twin/${account.username}/chat`, share, avatar];
  for (const url of urls) expect((await visitor.request.get(url)).status(), url).toBe(200);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Your shared links and the files you uploaded')).toBeVisible();
  await shot(page, 'account-delete-dialog');
  await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is incorrect')).toBeVisible();
  await dialog.getByLabel('Your password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const url of urls) expect((await visitor.request.get(url)).status(), url).toBe(404);
  await visitor.goto(`/${account.username}`);
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await visitorContext.close();

  // Nobody can sign in as them any more.
  await page.goto('/accounts/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/login$/);
});
