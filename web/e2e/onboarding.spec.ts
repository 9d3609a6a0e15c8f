/**
 * Onboarding as a new user meets it: a name given at sign-up is not asked again, the account menu
 * is the way out (Logout) before the profile is ready, and Profile Pal stops greeting once it is.
 */
import { expect, test } from './fixtures';
import { answerTo, idle, lastAnswer, newAccount, send } from './helpers';

test('Profile Pal skips what sign-up gave, onboarding has a way out, and no greeting once done', async ({ page }) => {
  const account = newAccount('pal');
  await page.goto('/accounts/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Display name (optional)' }).fill('Grace Hopper');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The name came with sign-up: the first question is the one-line bio.
  await expect(lastAnswer(page)).toHaveText(/one question at a time\. How would you describe yourself in one line\?$/);

  // Before the profile is ready, the account menu holds only the e-mail and Logout.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(account.email);
  await expect(menu.getByRole('menuitem')).toHaveText(['Logout']);
  await page.keyboard.press('Escape');

  await send(page, 'A compiler writer who teaches.');
  await send(page, 'sailing, COBOL');
  await idle(page);
  await expect(page.getByRole('button', { name: 'Start chatting' })).toBeVisible();
  await send(page, 'skip');
  await send(page, 'skip');
  // Done: it asks none of the questions let go (api/src/agent/tools/profile-fields.ts), and does not greet again.
  const thanks = await answerTo(page, 'thanks!');
  await expect(thanks).not.toContainText(/Where are you based\?|What are you good at\?/);
  await expect(page.locator('[data-author="assistant"]').filter({ hasText: "I'm Profile Pal" })).toHaveCount(1);

  // Once ready the full menu; Logout leaves.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Pricing',
    'Roadmap',
    'Monitoring',
    'Settings',
    'Logout',
  ]);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/accounts\/login/);
});
