/**
 * Onboarding as a new user meets it: a name given at sign-up is not asked again, the account menu
 * is the way out (Logout) before the profile is ready, and Profile Pal stops greeting once it is.
 */
import { expect, test } from './fixtures';
import { answerTo, idle, lastAnswer, newAccount, send, shot, signUp } from './helpers';

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
  // Done: it asks none of the questions let go (api/src/onboarding/profile-steps.ts), and does not greet again.
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

test('Profile Pal shows how far the profile is, skips a question, and keeps saving once it is done', async ({
  page,
}) => {
  const account = newAccount('palskip');
  await signUp(page, account);
  const progress = page.getByRole('progressbar', { name: 'Profile questions done' });
  const skip = page.getByRole('button', { name: 'Skip this question' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 5 questions done, now: Name');

  await send(page, 'Ada Climber');
  await expect(progress).toHaveAttribute('aria-valuetext', '1 of 5 questions done, now: About you');
  await shot(page, 'onboarding-progress');

  // The Skip button sends "Skip"; the line about her is needed, so it does not count as done yet.
  await skip.click();
  await expect(page.locator('[data-author="user"]').last()).toHaveText('Skip');
  await expect(progress).toHaveAttribute('aria-valuetext', '1 of 5 questions done, now: Interests');
  await expect(page.getByText('1 skipped')).toBeVisible();

  await send(page, 'climbing, coffee, maps');
  await expect(progress).toHaveAttribute('aria-valuetext', '2 of 5 questions done, now: Location');
  // Typing it does the same.
  await send(page, 'skip');
  await expect(progress).toHaveAttribute('aria-valuetext', '3 of 5 questions done, now: Skills');
  await idle(page);
  await skip.click();
  // Nothing else to ask: the needed question comes back, and cannot be skipped again.
  await expect(progress).toHaveAttribute('aria-valuetext', '4 of 5 questions done, now: About you');
  await expect(skip).toHaveCount(0);
  await expect(lastAnswer(page)).toContainText('How would you describe yourself in one line?');
  await send(page, 'A software engineer who spends weekends on rock walls.');
  await expect(page.getByRole('button', { name: 'Start chatting' })).toBeVisible();
  await expect(progress).toHaveCount(0);

  // After the profile is complete, what she says about herself is still saved.
  await answerTo(page, 'I live in Lisbon now.');
  await answerTo(page, "I'm also into bouldering");
  const profile = await (await page.request.get('/api/v1/profile')).json();
  expect(profile).toMatchObject({
    display_name: 'Ada Climber',
    bio: 'A software engineer who spends weekends on rock walls.',
    location: 'Lisbon',
    interests: ['climbing', 'coffee', 'maps', 'bouldering'],
  });
  await shot(page, 'onboarding-saved-after-done');
});
