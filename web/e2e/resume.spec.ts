/** Reloading in the middle of a long answer reconnects to it; the answer completes. */
import { expect, test } from './fixtures';
import { idle, lastAnswer, newAccount, onboard, send, shot, signUp } from './helpers';

test('reload mid-answer resumes the running answer', async ({ page }) => {
  await signUp(page, newAccount('resume'));
  await onboard(page);
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  // The testing agent echoes through a tool: a long message makes a long, slowly streamed answer.
  const words = Array.from({ length: 600 }, (_, i) => `word${i}`);
  await send(page, words.join(' '));
  await expect(lastAnswer(page)).toContainText('Echo: word0');
  await expect(lastAnswer(page)).not.toContainText('word599');
  await page.reload();
  await expect(page.getByText('Writing...')).toBeVisible();
  await expect(lastAnswer(page)).toContainText('word599', { timeout: 30_000 });
  await idle(page);
  await shot(page, 'resume-testing');
});
