/**
 * The main journey of issue 6: sign up (a reserved name first) → onboarding with Profile Pal →
 * chat with a tool call → reload mid-answer → search → delete → logout clears local storage.
 */
import { expect, test } from './fixtures';
import { composer, lastAnswer, newAccount, onboard, send, shot, startChatting } from './helpers';

test('sign up, onboard, chat with a tool call, reload, search, delete, log out', async ({ page }) => {
  const account = newAccount('ada');

  // Sign up: the reserved name is refused at its field, live.
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/accounts\/signup$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await expect(page.getByText('This username is not available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click({ force: true });
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Onboarding with Profile Pal (bare layout: no sidebar).
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await onboard(page);
  await shot(page, 'journey-1-onboarding');
  await startChatting(page);

  // Chat: the answer streams with a tool call.
  await send(page, 'remember that I love climbing');
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]+$/);
  await expect(lastAnswer(page)).toContainText('climbing');
  // What the assistant did reads as one quiet line; its details are in words, the raw call behind "Show details".
  const activity = page.getByRole('button', { name: 'Saved a memory' }).last();
  await expect(activity).toBeVisible();
  await activity.click();
  await expect(page.getByText('“I love climbing”').last()).toBeVisible();
  await expect(page.getByText('"content"')).toHaveCount(0);
  await activity.click();
  // Model and timings sit behind the message's info button.
  await expect(page.getByText('duet-local')).toHaveCount(0);
  await page.getByRole('button', { name: 'Message details' }).last().click();
  await expect(page.getByRole('group', { name: 'Message details' })).toContainText('duet-local');
  await page.keyboard.press('Escape');
  // The first exchange gives the thread a short title (api/src/agent/titles.ts).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Love climbing');
  const threadUrl = page.url();
  expect(await page.evaluate(() => localStorage.getItem('duet:last-thread-id'))).toBe(threadUrl.split('/').pop());

  // Reload while the next answer is being written: it completes after the reload.
  await send(page, 'what do I love?');
  await page.reload();
  await expect(lastAnswer(page)).toContainText('climbing');
  await expect(page.getByRole('button', { name: /^Searched your memories/ }).last()).toBeVisible();
  await expect(composer(page)).toBeEnabled();
  await shot(page, 'journey-2-chat');

  // Search finds the thread.
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search your chats...' }).fill('climbing');
  const result = page.getByRole('button', { name: /Love climbing/ });
  await expect(result).toBeVisible();
  await shot(page, 'journey-3-search');
  await result.click();
  // It opens the thread at the message that matched.
  await expect(page).toHaveURL(new RegExp(`^${threadUrl}\\?step=`));

  // Delete it (with the confirmation); with no chat left, the page goes to /chat.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'More for Love climbing' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(
    page.getByText('Are you sure you want to delete this conversation? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(sidebar.getByText('No conversations yet')).toBeVisible();

  // Logout clears the user's local data and goes to login.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k !== 'duet:sidebar-collapsed')).toEqual([]);
  await shot(page, 'journey-4-logged-out');
});
