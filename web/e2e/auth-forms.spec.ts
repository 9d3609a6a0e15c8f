/**
 * The account forms: a field's error goes once the field is fixed; a reset link without its token;
 * a mailed sign-in link that cannot work.
 */
import { expect, test } from './fixtures';
import { newAccount, shot } from './helpers';

test('sign-up: the password message goes as soon as the password is long enough', async ({ page }) => {
  const account = newAccount('fix');
  await page.goto('/accounts/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await expect(page.getByText('Username is available')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const message = page.getByText('Password must be at least 8 characters');
  await expect(message).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // Still too short: the message stays. Typed to 8 characters: it goes, without another submit.
  await password.pressSequentially('-1');
  await expect(message).toBeVisible();
  await password.pressSequentially('2');
  await expect(message).toHaveCount(0);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'auth-signup-fixed-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a reset link without its token says so and leads to a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This reset link is incomplete. Ask for a new one.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);
  await shot(page, 'auth-reset-without-token');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('a reset link the server refuses says so and leads to a new one', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-7');
  await page.getByLabel('Confirm new password', { exact: true }).fill('a-new-password-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('a sign-in link asks before it signs in, and one that cannot work says so', async ({ page }) => {
  await page.goto('/sign-in-link');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This sign-in link is incomplete. Sign in again to get a new one.')).toBeVisible();

  // Opening the link uses nothing up (a mail scanner may open it first): the person presses Sign in.
  await page.goto('/sign-in-link?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This sign-in link is invalid or has expired')).toBeVisible();
  await shot(page, 'auth-sign-in-link-refused');
  await page.getByRole('link', { name: 'Back to Sign in' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
});

test('sign-up sent before the name check answers: no "not available" of the new account’s own name', async ({
  page,
}) => {
  const account = newAccount('quick');
  const op = (request: import('@playwright/test').Request) =>
    (request.postDataJSON() as { operationName?: string } | null)?.operationName;
  // The order a fast typist meets: the account is made, then the name check leaves and answers
  // (its name is taken now, by this account), while the form is still on the screen.
  let registered!: () => void;
  let isMade = false;
  const made = new Promise<void>((resolve) => (registered = resolve)).then(() => (isMade = true));
  let checked!: () => void;
  const answered = new Promise<void>((resolve) => (checked = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const name = op(route.request());
    if (name === 'SignupRouteCheckMutation') {
      await made;
      await route.continue();
      return;
    }
    if (name === 'SignupRouteMutation') {
      const response = await route.fetch();
      await route.fulfill({ response });
      registered();
      return;
    }
    // The app's next step after sign-up (reading who is signed in) waits until the check answered.
    if (name === 'AppViewerQuery' && isMade) await held;
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (op(request) === 'SignupRouteCheckMutation') checked();
  });
  await page.goto('/accounts/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await answered;
  // Two frames: whatever the check's answer changes is on the screen by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByText('This username is not available')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/onboarding$/);
});
