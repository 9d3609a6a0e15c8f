/**
 * Organising conversations as a person would: New Chat does not pile up empty threads, a first
 * exchange gets a title, rename and pin from the sidebar (after a reload too), search shows the
 * passage and opens the thread at that message, and /history deletes several at once.
 */
import { expect, test } from './fixtures';
import { idle, openNewChat, readyAccount, send, shot } from './helpers';

test('new chat, titles, rename, pin, search to a message, delete from /history', async ({ page }) => {
  await readyAccount(page, 'org');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const recent = sidebar.getByRole('region', { name: 'Recent' });

  // New Chat three times: one empty thread, and nothing listed yet.
  const newChat = sidebar.getByRole('button', { name: 'New Chat' });
  await newChat.click();
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  const first = page.url();
  for (let i = 0; i < 2; i++) {
    // Each press asks the server for a new chat, and gets the empty one back.
    const answer = page.waitForResponse((r) => (r.request().postData() ?? '').includes('useStartPrivateChatMutation'));
    await newChat.click();
    const { data } = await (await answer).json();
    expect(first.endsWith(`/chat/${data.startPrivateBrainChat.threadId}`)).toBe(true);
    await expect(page).toHaveURL(first);
  }
  await expect(recent.getByText('No conversations yet')).toBeVisible();

  // A long first thread: its message will be found by search later.
  await send(page, 'Can you explain how git rebase works with merge commits?');
  await idle(page);
  // Titled after the request, in a few of its words (the exact words are the brain's).
  const gitLink = recent.getByRole('link', { name: /git rebase/i });
  await expect(gitLink).toBeVisible();
  const gitTitle = (await gitLink.innerText()).split('\n')[0]!.trim();
  for (let i = 0; i < 8; i++) await send(page, `Filler message number ${i} about nothing much`);
  await send(page, 'My kayak is called Blue Heron');
  for (let i = 8; i < 14; i++) await send(page, `Filler message number ${i} about nothing much`);
  await idle(page);
  const gitThread = page.url();

  // A second thread, renamed and pinned from its "More" menu.
  await openNewChat(page);
  await expect(page).not.toHaveURL(gitThread);
  await send(page, 'Remember that I love bouldering on weekends');
  await idle(page);
  const second = recent.getByRole('link', { name: /bouldering/i });
  await expect(second).toBeVisible();
  const secondTitle = (await second.innerText()).split('\n')[0]!.trim();
  await expect(recent.getByRole('heading', { name: 'Today' })).toBeVisible();
  await sidebar.getByRole('button', { name: `More for ${secondTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = sidebar.getByRole('textbox', { name: 'Conversation name' });
  await field.fill('Climbing notes');
  await field.press('Enter');
  await expect(recent.getByRole('link', { name: /^Climbing notes/ })).toBeVisible();
  await sidebar.getByRole('button', { name: `More for ${gitTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Pin' }).click();
  await expect(recent.getByRole('heading', { name: 'Pinned' })).toBeVisible();
  await page.reload();
  await expect(recent.getByRole('heading', { level: 3 }).first()).toHaveText('Pinned');
  // The first conversation, after the heading's "All conversations" link.
  const links = recent.getByRole('link').filter({ hasNotText: 'All conversations' });
  await expect(links.first()).toHaveAccessibleName(new RegExp(`^Pinned: ${gitTitle}`));
  await expect(recent.getByRole('link', { name: /^Climbing notes/ })).toHaveAttribute('href', /^\/chat\//);
  await shot(page, 'sidebar-organised');

  // Search: the passage with the word marked; the result opens the thread at that message.
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('kayak');
  const result = page.getByRole('list', { name: 'Results' }).getByRole('button').first();
  await expect(result).toContainText('Blue Heron');
  await expect(result.locator('mark')).toHaveText('kayak');
  await shot(page, 'search-passage');
  await result.click();
  await expect(page).toHaveURL(/\?step=/);
  const focused = page.locator('[data-focused]');
  await expect(focused).toContainText(/kayak/i);
  await expect(focused).toBeInViewport();

  // /history: choose both and delete them.
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Pinned' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose ${gitTitle}` }).check();
  await page.getByRole('checkbox', { name: 'Choose Climbing notes' }).check();
  await expect(page.getByText('2 conversations chosen')).toBeVisible();
  await shot(page, 'history-chosen');
  await page.getByRole('region', { name: 'Chosen conversations' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 conversations' });
  await dialog.getByRole('checkbox', { name: 'Also delete the memories saved from them' }).check();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('checkbox', { name: 'Choose Climbing notes' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Choose Profile Pal' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Choose (Climbing notes|.*git rebase)/i })).toHaveCount(0);
});
