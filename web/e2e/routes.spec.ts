/** Every redirect, the guard (origin remembered), the 404 countdown, a dead session; every page under the CSP and axe. */
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { idle, lastAnswer, newAccount, onboard, readyAccount, send, shot, signUp } from './helpers';

test('redirects for signed-out visitors', async ({ page }) => {
  const cases: [string, RegExp][] = [
    ['/login', /\/accounts\/login$/],
    ['/signup', /\/accounts\/signup$/],
    ['/register', /\/accounts\/signup$/],
    ['/accounts/forgot-password', /\/forgot-password$/],
    ['/accounts/reset-password?token=abc', /\/reset-password\?token=abc$/],
    ['/twin/someone', /\/twin\/someone\/chat$/],
    ['/twin/someone/', /\/twin\/someone\/chat$/],
    ['/chat', /\/accounts\/login$/],
    ['/testing', /\/accounts\/login$/],
    ['/settings', /\/accounts\/login$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, `${from}`).toHaveURL(to);
  }
  await page.goto('/');
  await expect(page.getByText('a private brain you trust')).toBeVisible();
  await shot(page, 'routes-landing');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  // What every account has is sold as Free, not again as Plus or Pro.
  const plan = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(plan('Free')).toContainText('Personal access tokens for scripts and the API');
  await expect(plan('Free')).toContainText('export your conversations and memories');
  for (const paid of ['Plus', 'Pro']) {
    await expect(plan(paid)).not.toContainText(/access tokens|export|Profile Pal|public twin/i);
    await expect(plan(paid).getByRole('button', { name: 'Coming soon' })).toBeDisabled();
  }
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await shot(page, 'routes-pricing');
});

test('the guard remembers the origin; onboarding comes first; / goes to chat', async ({ page }) => {
  const account = newAccount('guard');
  await signUp(page, account);
  // Not onboarded: protected pages and / go to /onboarding.
  await page.goto('/history');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding$/);
  await onboard(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat$/);
  await page.goto('/accounts/login');
  await expect(page).toHaveURL(/\/chat$/);

  // Signed out, a protected page sends to login and login returns there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await page.goto('/history');
  await expect(page).toHaveURL(/\/accounts\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
});

test('the 404 page counts down 5 seconds and goes home', async ({ page }) => {
  // The page's clock is the test's, paused (from a minute after it was installed, so that the pause is
  // never in its past): the countdown moves only when the test moves time on.
  const start = new Date('2026-06-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('Redirecting home in 5 seconds.');
  // The countdown starts once the page comes alive, on the page's next frame: move time on a frame at a time until it has.
  await expect
    .poll(async () => {
      await page.clock.runFor(16);
      return timer.getAttribute('data-counting');
    })
    .toBe('true');
  await expect(timer).toHaveText('Redirecting home in 5 seconds.');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await shot(page, 'routes-404');
  for (const left of ['4 seconds', '3 seconds', '2 seconds', '1 second']) {
    await page.clock.runFor(1000);
    await expect(timer).toHaveText(`Redirecting home in ${left}.`);
  }
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('a private brain you trust')).toBeVisible();
});

test('a session deleted on the server sends the open page to /accounts/login', async ({ page, baseURL }) => {
  await readyAccount(page, 'dead');
  await send(page, 'remember that I like tea');
  await idle(page);
  // Log the same session out from elsewhere: the browser keeps a cookie the server no longer knows.
  const cookies = await page.context().cookies();
  const other = await playwrightRequest.newContext({ baseURL });
  const response = await other.post('/graphql', {
    headers: {
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'content-type': 'application/json',
    },
    data: { query: 'mutation { logout { message } }' },
  });
  expect(response.ok()).toBe(true);
  await other.dispose();
  // The page may notice by itself first (its live notifications end with the session); if it has
  // not, the next thing the person does finds out.
  await page
    .getByRole('button', { name: 'New Chat' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  // At the latest, opening the page again lands on the sign-in page.
  // (The page may find out, and leave, while it reloads: the reload is then cut short.)
  if (!/\/accounts\/login$/.test(page.url())) await page.reload().catch(() => undefined);
  await expect(page).toHaveURL(/\/accounts\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('duet:last-thread-id'))).toBeNull();
});

test('every page runs under the Content-Security-Policy and axe finds nothing on it, GraphiQL included', async ({
  page,
}) => {
  // The cspGuard fixture fails the test on any policy violation; this visits the pages no journey opens.
  for (const path of [
    '/',
    '/terms',
    '/privacy',
    '/pricing',
    '/accounts/login',
    '/accounts/signup',
    '/forgot-password',
    '/reset-password?token=x',
    '/no-such-person',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, path);
  }
  const account = await readyAccount(page, 'csp');
  for (const path of [
    '/chat',
    '/testing',
    '/history',
    '/knowledge',
    '/story',
    '/settings',
    '/discover',
    '/monitoring',
    '/roadmap',
    '/twin',
    `/twin/${account.username}/chat`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    // One h1 a page, whatever fills it: a screen reader's first stop.
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expectAccessible(page, path);
  }
  // A conversation with an answer, its tool line and its details open.
  await page.goto('/chat');
  await send(page, 'remember that I love climbing');
  await expect(lastAnswer(page)).toContainText('climbing');
  await idle(page);
  await page.getByRole('button', { name: 'Saved a memory' }).click();
  await page.getByRole('button', { name: 'Message details' }).last().click();
  await expectAccessible(page, 'a conversation');
  const response = await page.goto('/graphql');
  expect(response?.headers()['content-security-policy']).toMatch(/'sha256-/);
  await expect(page.locator('.graphiql-container').first()).toBeVisible();
  await expect(page.getByText('Welcome to Duet GraphQL').first()).toBeVisible();
  // A missing page inside the app: the header's title is its h1 and the page's own heading comes
  // under it. The page's clock holds still, so the countdown home waits while it is checked (axe,
  // which needs timers to run, checks the page in its stories).
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 60_000);
  await page.goto('/no/such/page');
  await expect(page.getByRole('timer')).toHaveText('Redirecting home in 5 seconds.');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Page Not Found', level: 2 })).toBeVisible();
});
