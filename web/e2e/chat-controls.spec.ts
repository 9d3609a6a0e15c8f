/** "Stop generating": the button (and Escape) end a long answer where it is; the text stays, marked Stopped, after a reload too. */
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, newAccount, onboard, send, shot, signUp } from './helpers';

test('stop a long answer with the button, then with Escape; the text so far stays', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, newAccount('stop'));
  await onboard(page);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  // The testing agent echoes through a tool: a long message makes a long, slowly streamed answer.
  const words = Array.from({ length: 600 }, (_, i) => `word${i}`);
  await send(page, words.join(' '));
  await expect(lastAnswer(page)).toContainText('Echo: word0');
  const stop = page.getByRole('button', { name: 'Stop generating' });
  await stop.click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(lastAnswer(page)).toContainText('Stopped');
  await expect(lastAnswer(page)).not.toContainText('word599');
  const kept = await lastAnswer(page).innerText();
  await shot(page, 'chat-stopped');

  // The answer stays as it was stopped.
  await page.reload();
  await expect(lastAnswer(page)).toContainText('Stopped');
  await expect(lastAnswer(page)).not.toContainText('word599');
  expect((await lastAnswer(page).innerText()).length).toBeGreaterThan(kept.length / 2);

  // Escape in the composer stops too; the thread goes on.
  await send(page, words.slice(0, 400).join(' '));
  await expect(lastAnswer(page)).toContainText('Echo: word0');
  await composer(page).press('Escape');
  await expect(lastAnswer(page)).toContainText('Stopped');
  await idle(page);
  await send(page, 'short one');
  await expect(lastAnswer(page)).toContainText('Echo: short one');
  await expect(lastAnswer(page)).not.toContainText('Stopped');
});
