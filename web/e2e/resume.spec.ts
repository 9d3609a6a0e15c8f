/** Reloading in the middle of a long answer reconnects to it; the answer completes. */
import { expect, test } from './fixtures';
import { idle, lastAnswer, newAccount, onboard, send, shot, signUp } from './helpers';

test('reload mid-answer resumes the running answer', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, newAccount('resume'));
  await onboard(page);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  // The testing agent echoes through a tool: a long message makes a long, slowly streamed answer
  // (3 words every 15 ms: 2,000 words stream for about 10 s, so the answer is still being written
  // when the reloaded page opens on a busy machine; 600 words, 3 s, had ended by then).
  const words = Array.from({ length: 2000 }, (_, i) => `word${i}`);
  await send(page, words.join(' '));
  await expect(lastAnswer(page)).toContainText('Echo: word0');
  await expect(lastAnswer(page)).not.toContainText('word1999');
  await page.reload();
  await expect(page.getByText('Writing...')).toBeVisible();
  await expect(lastAnswer(page)).toContainText('word1999', { timeout: 45_000 });
  await idle(page);
  await shot(page, 'resume-testing');
});
