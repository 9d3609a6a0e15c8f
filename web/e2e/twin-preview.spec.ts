/**
 * "Preview as a visitor": from My Twin the owner sees their public page exactly as a signed-out
 * visitor does (no sidebar, the public header) under a banner that says so, opens the twin chat in
 * the preview (the visitors' chat, without tool internals, in the owner's own preview conversation)
 * and goes back to My Twin. Anyone else's ?preview=visitor means nothing.
 */
import { expect, test } from './fixtures';
import { idle, lastAnswer, newAccount, send, shot, signUp } from './helpers';
import { createMemory, onboardedOwner, updateProfile } from './twin-helpers';

test('the owner previews their page and twin chat as a visitor sees them', async ({ page, browser }) => {
  const account = await onboardedOwner(page, 'prev');
  await createMemory(page.request, 'I love sailing', 'public');

  // While the profile is private, the preview says what visitors get (and does not count down home:
  // the page's clock is the test's, moved on past the 404 page's 5 seconds below).
  await page.clock.install();
  await page.goto('/twin');
  await page.getByRole('button', { name: 'Preview as a visitor' }).click();
  await expect(page.getByRole('region', { name: 'Visitor preview' })).toContainText('it is private');
  await expect(page.getByText('Your page is private')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await shot(page, 'twin-preview-0-private');
  await page.clock.runFor(6_000);
  await expect(page.getByText('Your page is private')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${account.username}\\?preview=visitor$`));

  await updateProfile(page.request, { public: true, skills: ['Navigation'] });
  await page.goto('/twin');
  await expect(page.getByRole('heading', { name: 'My Twin' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview as a visitor' }).click();

  // The public page as visitors see it: the public header, no sidebar, no account menu.
  await expect(page).toHaveURL(new RegExp(`/${account.username}\\?preview=visitor$`));
  const banner = page.getByRole('region', { name: 'Visitor preview' });
  await expect(banner).toContainText("You're previewing your page as a visitor sees it.");
  await expect(page.getByRole('heading', { level: 1, name: account.displayName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  // The banner stays at the top as the page scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(banner).toBeInViewport();
  await page.mouse.wheel(0, -2000);
  await shot(page, 'twin-preview-1-profile');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'twin-preview-2-profile-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The twin chat, still in the preview: the visitors' frame and chat.
  await page.getByRole('button', { name: 'Start Twin Chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/twin/${account.username}/chat\\?preview=visitor$`));
  await expect(page.getByRole('region', { name: 'Visitor preview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `@${account.username}: Twin Chat` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${account.displayName}'s AI twin` })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
  await expect(page.getByText(`${account.displayName} can read this conversation`)).toBeVisible();

  await send(page, 'Does Ada like sailing?');
  await expect(lastAnswer(page)).toContainText('sailing');
  await idle(page);
  await expect(page.getByRole('group', { name: 'Based on' }).last()).toContainText('I love sailing');
  // No tool internals (the owner's own chat shows them), no owner controls.
  await expect(page.getByRole('button', { name: /public (profile|facts)/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Message details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await shot(page, 'twin-preview-3-chat');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'twin-preview-4-chat-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The same conversation as the owner's own preview chat (a self twin chat: no quota).
  await page.goto(`/twin/${account.username}/chat`);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeAttached();
  await expect(lastAnswer(page)).toContainText('sailing');
  await page.goBack();
  await expect(page).toHaveURL(/\?preview=visitor$/);

  // The profile link keeps the preview; the banner leads back to My Twin.
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/${account.username}\\?preview=visitor$`));
  await page.getByRole('region', { name: 'Visitor preview' }).getByRole('button', { name: 'Back to My Twin' }).click();
  await expect(page).toHaveURL(/\/twin$/);
  await expect(page.getByRole('heading', { name: 'My Twin' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeAttached();

  // Someone else's ?preview=visitor is ignored: a signed-in visitor gets the signed-in page.
  const other = newAccount('prevo');
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await signUp(visitor, other);
  await visitor.goto(`/twin/${account.username}/chat?preview=visitor`);
  await expect(visitor.getByRole('heading', { name: `@${account.username}: Twin Chat` })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Visitor preview' })).toHaveCount(0);
  await expect(visitor.getByRole('complementary', { name: 'Sidebar' })).toBeAttached();
  await context.close();
});
