/**
 * Issue 7's own pages: Knowledge (add, public, edit, delete), My Story (write, propose, accept),
 * Settings (password at its field, other devices, public switch, token, provider), Discover,
 * Monitoring and Roadmap, with screenshots in light, dark and at 375 px.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, readyAccount, shot } from './helpers';

async function signIn(browser: Browser, account: Account, password = account.password): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/accounts/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  return page;
}

test('knowledge, story, settings, discover, monitoring and roadmap', async ({ page, browser }) => {
  const account = await readyAccount(page, 'pages');

  // Knowledge: add a memory, make it public, edit it, delete it; each survives a reload.
  await page.getByRole('link', { name: 'Knowledge' }).first().click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New memory' }).fill('My favourite colour is teal');
  await page.getByRole('button', { name: 'Add memory' }).click();
  const memory = page.getByTestId('memory').filter({ hasText: 'My favourite colour is teal' });
  await expect(memory).toHaveCount(1);
  await expect(memory).toContainText('Added by you');
  await expect(memory).not.toHaveAttribute('aria-busy', 'true');
  await memory.getByRole('switch', { name: 'Public' }).click();
  await expect(memory).toHaveAttribute('data-visibility', 'public');
  await page.reload();
  await expect(memory).toHaveAttribute('data-visibility', 'public');
  await page.getByRole('button', { name: /^Private/ }).click();
  await expect(memory).toHaveCount(0);
  await page.getByRole('button', { name: /^Public/ }).click();
  await expect(memory).toHaveCount(1);
  await shot(page, 'pages-1-knowledge');
  await memory.getByRole('button', { name: 'Edit' }).click();
  await memory.getByRole('textbox', { name: 'Memory' }).fill('My favourite colour is teal, then orange');
  await memory.getByRole('button', { name: 'Save' }).click();
  const edited = page.getByTestId('memory').filter({ hasText: 'then orange' });
  await expect(edited).toHaveCount(1);
  await page.reload();
  await expect(edited).toHaveCount(1);
  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete memory' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeVisible();
  await expect(edited).toHaveCount(0);

  // My Story: write, ask for profile updates, accept; the interests change.
  await page.getByRole('link', { name: 'My Story' }).first().click();
  await expect(page).toHaveURL(/\/story$/);
  await page.getByRole('textbox', { name: 'Your story' }).fill("I love sailing. I'm good at knots. I won the regatta.");
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByTestId('story').filter({ hasText: 'I love sailing' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Update my profile from my stories' }).click();
  const suggested = page.getByRole('region', { name: 'Suggested for your profile' });
  await expect(suggested).toContainText('sailing');
  await expect(suggested).toContainText('knots');
  await expect(suggested).toContainText('Won the regatta');
  await expect(suggested).toContainText('From “Untitled story”');
  await shot(page, 'pages-2-story-proposal');
  for (const name of [/^Accept interest: sailing/, /^Accept skill: knots/, /^Accept achievement: Won the regatta/])
    await suggested.getByRole('button', { name }).click();
  await expect(suggested.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByTestId('profile-interests')).toContainText('sailing');
  await expect(page.getByTestId('profile-skills')).toContainText('knots');
  await expect(page.getByTestId('profile-achievements')).toContainText('Won the regatta');

  // Settings: the interests show; wrong current password at its field, then the right one.
  const other = await signIn(browser, account);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('settings-interests')).toContainText('sailing');
  // Not an admin: the model their conversations answer with, not where the server runs it.
  await expect(page.getByTestId('ai-provider')).toHaveText('Duet offline brain');
  const devices = page.getByRole('list', { name: 'Devices' });
  await expect(devices.getByTestId('device')).toHaveCount(2);
  await expect(devices.locator('[data-current]')).toContainText('This device');
  await page.getByRole('button', { name: 'Sign out other devices' }).click();
  await expect(page.getByText('Signed out of 1 other device.')).toBeVisible();
  await expect(devices.getByTestId('device')).toHaveCount(1);
  await other.goto('/chat');
  await expect(other).toHaveURL(/\/accounts\/login$/);

  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed\./)).toBeVisible();
  await other.close();
  const again = await signIn(browser, account, 'a-new-password-7');
  await again.close();

  // Display name and the public switch; a personal access token shown once.
  // Settings has more than one Save (Profile, Personalisation): this is the profile's.
  const profileForm = page.getByRole('form', { name: 'Profile' });
  await profileForm.getByRole('textbox', { name: 'Display name' }).fill('Ada Sailor');
  await profileForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(profileForm.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('switch', { name: 'Make my profile public' }).click();
  await expect(page.getByRole('switch', { name: 'Make my profile public' })).toBeChecked();
  await expect(page.getByText('Your public page:')).toBeVisible();
  await page.getByRole('textbox', { name: 'Token name' }).fill('backup script');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByTestId('new-token')).toHaveText(/^duet_pat_/);
  await expect(page.getByRole('list', { name: 'Access tokens' })).toContainText('backup script');
  await shot(page, 'pages-3-settings');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Make my profile public' })).toBeChecked();
  await expect(page.getByTestId('new-token')).toHaveCount(0);

  // Discover lists the now-public profile; search narrows to it.
  await page.getByRole('link', { name: 'Discover' }).first().click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.getByRole('searchbox', { name: 'Search people' }).fill(account.username);
  const card = page.getByRole('link', { name: new RegExp(`@${account.username}`) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/${account.username}`);
  await expect(card).toContainText('Ada Sailor');
  await expect(card).toContainText('sailing');
  await shot(page, 'pages-4-discover');
  await page.getByRole('searchbox', { name: 'Search people' }).fill('zz-nobody-matches-this');
  await expect(page.getByText('No one matches')).toBeVisible();

  // Monitoring: five healthy components, refresh.
  await page.goto('/monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
  await expect(page.getByTestId('component')).toHaveCount(5);
  await expect(page.locator('[data-testid="component"][data-ok="true"]')).toHaveCount(5);
  for (const name of ['Server', 'Database', 'AI provider', 'Realtime', 'File storage']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('All systems working')).toBeVisible();
  await shot(page, 'pages-5-monitoring');

  // Roadmap renders.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Roadmap' }).click();
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect(page.getByRole('heading', { name: 'Next', exact: true })).toBeVisible();
  await expect(page.getByText('Twin-to-twin')).toBeVisible();
  await shot(page, 'pages-6-roadmap');

  // Small screens and dark mode.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['knowledge', 'story', 'settings', 'discover', 'monitoring']) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready); // the page's data is in (its heading shows), and its fonts
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, `pages-mobile-dark-${path}`);
  }
});
