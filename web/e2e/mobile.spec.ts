/** The chat journey at 375 px: onboarding, a streamed answer with a tool call, the slide-over sidebar. */
import { expect, test } from './fixtures';
import { lastAnswer, newAccount, onboard, send, shot, signUp, startChatting } from './helpers';

test('chat on a 375 px screen', async ({ page }) => {
  await page.goto('/');
  await shot(page, 'mobile-0-landing');
  await signUp(page, newAccount('mob'));
  await onboard(page);
  await shot(page, 'mobile-1-onboarding');
  await startChatting(page);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).not.toBeInViewport();
  await send(page, 'remember that I love climbing');
  await expect(lastAnswer(page)).toContainText('climbing');
  await expect(page.getByRole('button', { name: 'Saved a memory' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Twin' })).toBeVisible();
  await shot(page, 'mobile-2-chat');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar.getByRole('link', { name: /^Love climbing/ })).toBeInViewport();
  await shot(page, 'mobile-3-sidebar');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'mobile-4-chat-dark');
});
