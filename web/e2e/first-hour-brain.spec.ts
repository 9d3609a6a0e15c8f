/**
 * The first minutes with the offline brain (issue 57): a new chat is called 'New Chat' (never a
 * code made of its id), a greeting about signing up is neither kept nor shown in Knowledge nor
 * made the chat's title, and the first request names the chat in a few of its words.
 */
import { expect, test } from './fixtures';
import { answerTo, readyAccount } from './helpers';

test('a new chat keeps its placeholder until a request names it, and a greeting is not a memory', async ({ page }) => {
  await readyAccount(page, 'titles');
  await expect(page).toHaveTitle('New Chat · Duet');

  await answerTo(page, 'Hi, I just signed up');
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]+$/);
  // Nothing names it yet: the placeholder, not "Chat" and the end of its id.
  await expect(page).toHaveTitle('New Chat · Duet');
  await expect(page.getByText(/^Chat [a-z0-9]{6}$/)).toHaveCount(0);

  await answerTo(page, 'Can you help me plan a trip to Lisbon?');
  await expect(page).toHaveTitle(/trip to Lisbon · Duet$/i, { timeout: 10_000 });
  const title = (await page.title()).replace(/ · Duet$/, '');
  expect(title.split(' ').length).toBeLessThanOrEqual(6);

  // Knowledge holds no memory of the greeting.
  await page.getByRole('link', { name: 'Knowledge' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeVisible();
  await expect(page.getByTestId('memory').filter({ hasText: /signed up/i })).toHaveCount(0);
});
