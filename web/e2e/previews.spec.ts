/**
 * A conversation is recognised by what the person said: the sidebar previews it by their last
 * message (not the answer), as plain text, and "All conversations" beside Recent opens /history,
 * whose rows read the same (no raw `**markdown**`).
 */
import { expect, test } from './fixtures';
import { idle, lastAnswer, readyAccount, send, shot } from './helpers';

test('the sidebar and /history preview a chat by the person’s last message, as plain text', async ({ page }) => {
  await readyAccount(page, 'preview');
  const recent = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Recent' });

  await send(page, 'Remember that I love **bouldering** in `Sintra`');
  await idle(page);
  await send(page, 'What do I love doing on **weekends**?');
  await idle(page);
  const answer = (await lastAnswer(page).innerText()).trim();
  expect(answer.length).toBeGreaterThan(0);

  const item = recent.getByRole('listitem').first();
  await expect(item).toContainText('What do I love doing on weekends?');
  await expect(item).not.toContainText('**');
  await expect(item).not.toContainText(answer.slice(0, 40));
  await shot(page, 'previews-sidebar');

  await recent.getByRole('link', { name: 'All conversations' }).click();
  await expect(page).toHaveURL(/\/history$/);
  const row = page.getByRole('main').getByRole('listitem').first();
  await expect(row).toContainText('What do I love doing on weekends?');
  await expect(page.getByRole('main')).not.toContainText('**');
  await shot(page, 'previews-history');
});
