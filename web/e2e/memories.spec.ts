/**
 * Memories a person can trust, in the browser with the local provider: saying a fact three times
 * keeps one memory; a changed fact replaces the old one, and Knowledge shows the earlier words and
 * where they changed; "forget that …" forgets; a snippet of code comes back exactly as written.
 */
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { answerTo, idle, lastAnswer, send, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

test('the brain keeps one memory per fact, updates what changed and forgets when asked', async ({ page }) => {
  // Eleven messages and their answers: 18 s alone, over a minute with the other worker on two busy cores.
  await onboardedOwner(page, 'mem');

  // What the brain did shows under each answer (the remember tool's outcome); Knowledge below shows the memories.
  for (let i = 0; i < 3; i++) await send(page, 'Remember that I love bouldering');
  await idle(page);
  const again = lastAnswer(page);
  await expect(again).toContainText('bouldering');
  await again.getByRole('button', { name: 'Saved a memory' }).click();
  await expect(again.getByText('Already known: nothing new saved')).toBeVisible();

  await send(page, 'Remember that I live in Munich');
  const moved = await answerTo(page, 'Remember that I moved to Berlin');
  await expect(moved).toContainText('Berlin');
  await moved.getByRole('button', { name: 'Saved a memory' }).click();
  await expect(moved.getByText('Replaced “I live in Munich”')).toBeVisible();

  await send(page, 'Remember that my snippet is `git rebase -i HEAD~3`');
  await send(page, 'What is my snippet?');
  await idle(page);
  await expect(lastAnswer(page).locator('code')).toHaveText('git rebase -i HEAD~3');

  await page.goto('/knowledge');
  const memories = page.getByRole('list', { name: 'Memories', exact: true });
  // One memory says it (another's earlier versions may name the chat, "Love bouldering").
  await expect(memories.getByText('I love bouldering', { exact: true })).toHaveCount(1);
  const home = memories.getByRole('listitem').filter({ hasText: 'I moved to Berlin' });
  await expect(memories.getByText('I live in Munich')).toBeHidden();
  await home.getByText('Earlier version').click();
  await expect(home.getByText('“I live in Munich”')).toBeVisible();

  const changes = page.getByRole('region', { name: 'Recent changes' });
  const update = changes.getByRole('listitem').first();
  await expect(update).toContainText('Updated“I moved to Berlin”Before: “I live in Munich”');
  await expect(update.getByRole('link')).toHaveAttribute('href', /^\/chat\/[^/?]+$/);
  await expectAccessible(page);
  await home.scrollIntoViewIfNeeded();
  await shot(page, 'knowledge-memory-history');

  // Forgetting, from the chat where it changed.
  await update.getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\/[^/?]+$/);
  const forgot = await answerTo(page, 'Forget that I moved to Berlin');
  await expect(forgot).toContainText('Berlin');
  await forgot.getByRole('button', { name: 'Forgot a memory' }).click();
  await expect(forgot.getByText('Forgot 1 memory')).toBeVisible();
  await page.goto('/knowledge');
  await expect(page.getByRole('list', { name: 'Memories', exact: true }).getByText(/Berlin|Munich/)).toHaveCount(0);
  await expect(changes.getByRole('listitem').first()).toContainText('ForgottenA memory you asked your brain to forget');
  await expect(changes.getByText(/Berlin|Munich/)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await changes.scrollIntoViewIfNeeded();
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'knowledge-memory-changes-375-dark');
});
