/**
 * Onboarding as a new user meets it: nothing stands before the private chat ("Skip for now", or the
 * first answer or skip), the public page is offered later in the chat, a name given at sign-up is not
 * asked again, and Profile Pal stops greeting once the person is through.
 */
import { expect, test } from './fixtures';
import { answerTo, composer, idle, lastAnswer, newAccount, send, shot, signUp } from './helpers';

test('a new person signs up, skips onboarding, and is chatting privately at once; the public page comes later', async ({
  page,
}) => {
  const account = newAccount('skipper');
  await signUp(page, account);
  // The guard still sends a person who is not through to onboarding.
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(lastAnswer(page)).toContainText('Every question is optional');
  await shot(page, 'onboarding-skip-for-now');

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(composer(page)).toHaveAttribute('placeholder', 'Message your private brain...');

  // The public page and the twin are offered, calmly, beside the new chat.
  const offer = page.getByRole('note', { name: 'A public page and a twin, when you want them' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Set up your public page' })).toHaveAttribute('href', '/twin/profile');
  // It and the offline brain's notice above it make one column, whatever their words.
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  const widths = [await page.getByTestId('offline-notice').boundingBox(), await offer.boundingBox()];
  expect(widths[0]!.width).toBeCloseTo(widths[1]!.width, 0);
  await shot(page, 'onboarding-public-page-offer');

  // A private message is answered, with no profile at all.
  await send(page, 'remember that I keep bees');
  await expect(lastAnswer(page)).toContainText('bees');
  await idle(page);

  // Through for good: / and a reload go to the chat, not back to onboarding.
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat$/);
  // "Not now" puts the offer away, and it stays away.
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(composer(page)).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('skipping the first question lets the person through, and Profile Pal says the public page can wait', async ({
  page,
}) => {
  const account = newAccount('palpass');
  await signUp(page, account);
  await page.getByRole('button', { name: 'Skip this question' }).click();
  await expect(lastAnswer(page)).toContainText('You can start chatting with your private brain now.');
  await expect(lastAnswer(page)).toContainText('Your public page and twin can wait');
  await expect(lastAnswer(page)).not.toContainText('needs a name');
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await send(page, 'What is 6 times 7?');
  await expect(lastAnswer(page)).toContainText('42');
});

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

  // The name came with sign-up: the first question is the one-line bio, optional like all of them.
  await expect(lastAnswer(page)).toHaveText(
    /whenever you like\. How would you describe yourself in one line\? \(Say "skip" to leave it out\.\)$/,
  );

  // Before the person is through, the account menu holds only the e-mail and Logout.
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

test('Profile Pal shows how far the profile is, skips questions, and keeps saving once the person is through', async ({
  page,
}) => {
  const account = newAccount('palskip');
  await signUp(page, account);
  const progress = page.getByRole('progressbar', { name: 'Profile questions done' });
  const skip = page.getByRole('button', { name: 'Skip this question' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 5 questions done, now: Name');
  // The count is of questions answered, and says so (not "step 0").
  await expect(page.getByText('0 of 5 done', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start chatting' })).toHaveCount(0);

  await send(page, 'Ada Climber');
  await expect(progress).toHaveAttribute('aria-valuetext', '1 of 5 questions done, now: About you');
  // The first answer lets her through: the rest is for the public page.
  await expect(page.getByRole('button', { name: 'Start chatting' })).toBeVisible();
  await shot(page, 'onboarding-progress');

  // The Skip button sends "Skip"; every question is optional, so a skipped one counts as done.
  await skip.click();
  await expect(page.locator('[data-author="user"]').last()).toHaveText('Skip');
  await expect(progress).toHaveAttribute('aria-valuetext', '2 of 5 questions done, now: Interests');
  await expect(page.getByText('1 skipped')).toBeVisible();

  await send(page, 'climbing, coffee, maps');
  await expect(progress).toHaveAttribute('aria-valuetext', '3 of 5 questions done, now: Location');
  // Typing it does the same.
  await send(page, 'skip');
  await expect(progress).toHaveAttribute('aria-valuetext', '4 of 5 questions done, now: Skills');
  await idle(page);
  await skip.click();
  // Nothing else to ask, and the skipped line does not come back as a demand.
  await expect(progress).toHaveCount(0);
  await expect(lastAnswer(page)).not.toContainText('How would you describe yourself in one line?');

  // After the profile is complete, what she says about herself is still saved.
  await answerTo(page, 'I live in Lisbon now.');
  await answerTo(page, "I'm also into bouldering");
  const profile = await (await page.request.get('/api/v1/profile')).json();
  expect(profile).toMatchObject({
    display_name: 'Ada Climber',
    bio: null,
    location: 'Lisbon',
    interests: ['climbing', 'coffee', 'maps', 'bouldering'],
  });
  await shot(page, 'onboarding-saved-after-done');
});
