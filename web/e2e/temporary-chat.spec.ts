/**
 * A temporary chat (api/src/chat/temporary-chats.ts): turned on before a new chat starts; the brain
 * reads what it remembers but keeps nothing; the chat is in no list or search, offers no share, and
 * is deleted when the person leaves it (another page, or a reload).
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { answerTo, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

const threadIdOf = (page: Page) => /\/chat\/([^/?#]+)/.exec(page.url())?.[1] ?? '';

async function startTemporary(page: Page) {
  await page.goto('/chat');
  const toggle = page.getByRole('button', { name: 'Temporary chat' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/chat\?temporary=1$/);
  await expect(page.getByRole('note', { name: 'Temporary chat' })).toContainText("Duet won't remember anything");
  await expect(page.getByRole('button', { name: /attach/i })).toHaveCount(0);
}

/** Resolves when the app deletes the chat on the server. */
const deleted = (page: Page, threadId: string) =>
  page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/v1/chat/threads/${threadId}`) && r.ok(),
  );

test('a temporary chat reads memories, keeps nothing, and is gone once left', async ({ page }) => {
  await onboardedOwner(page, 'temp');
  await page.goto('/chat');
  await answerTo(page, 'Remember that I drink oolong tea every morning.');

  await startTemporary(page);
  await expectAccessible(page);
  await shot(page, 'chat-temporary-new');
  const told = await answerTo(page, 'Remember that my code word is zanzibarquokka.');
  await expect(told).toContainText('temporary');
  const threadId = threadIdOf(page);
  expect(threadId).not.toBe('');
  await expect(page.getByRole('note', { name: 'Temporary chat' })).toContainText('Deleted when you leave.');
  await expect(await answerTo(page, 'What do I drink every morning?')).toContainText('oolong');
  // Not in the sidebar, not offered to share, not found by search.
  await expect(page.getByRole('navigation').first()).not.toContainText('zanzibarquokka');
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  const search = await page.request.get('/api/v1/chat/threads/search?q=zanzibarquokka');
  expect(JSON.stringify(await search.json())).not.toContain('zanzibarquokka');
  const memories = await page.request.post('/graphql', {
    data: { query: '{ viewer { memoriesConnection(first: 100) { edges { node { content } } } } }' },
  });
  const known = JSON.stringify(await memories.json());
  expect(known).toContain('oolong');
  expect(known).not.toContain('zanzibarquokka');
  await expectAccessible(page);
  await shot(page, 'chat-temporary');

  // Leaving it (another page of the app) deletes it.
  const gone = deleted(page, threadId);
  await page.getByRole('link', { name: 'Knowledge' }).first().click();
  await gone;
  expect((await page.request.get(`/api/v1/chat/threads/${threadId}`)).status()).toBe(404);
  await page.goto(`/chat/${threadId}`);
  await expect(page.getByText('This temporary chat has ended')).toBeVisible();
});

test('a reload closes a temporary chat too, and a new chat is regular again', async ({ page }) => {
  await onboardedOwner(page, 'tempr');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await startTemporary(page);
  await answerTo(page, 'What can you do?');
  const threadId = threadIdOf(page);
  await shot(page, 'chat-temporary-mobile-dark');
  // The page going deletes it; the page after it says it has ended, whichever arrived first.
  await page.reload();
  await expect(page.getByText('This temporary chat has ended')).toBeVisible();
  await expect.poll(async () => (await page.request.get(`/api/v1/chat/threads/${threadId}`)).status()).toBe(404);
  // On a phone the sidebar is closed: the page itself offers the way to a new chat.
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('button', { name: 'Temporary chat' })).toHaveAttribute('aria-pressed', 'false');
});
