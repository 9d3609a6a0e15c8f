/** Reloading in the middle of an answer reconnects to it; the answer completes. */
import { expect, test } from './fixtures';
import { answerGate, idle, lastAnswer, readyAccount, send, shot } from './helpers';

test('reload mid-answer resumes the running answer', async ({ page }) => {
  const account = await readyAccount(page, 'resume');
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  // The testing agent echoes through a tool. The answer holds after its first words until the
  // gate is released, so it is surely still being written when the reloaded page opens.
  const word = `resume${account.username}`;
  await answerGate.hold(page, word);
  await send(page, `${word} first second third fourth fifth sixth seventh eighth ninth tenth`);
  await expect(lastAnswer(page)).toContainText('Echo:');
  await answerGate.waiting(page, word);
  await expect(lastAnswer(page)).not.toContainText('tenth');
  await page.reload();
  await expect(page.getByText('Writing...')).toBeVisible();
  await expect(lastAnswer(page)).toContainText('Echo:');
  await answerGate.release(page, word);
  await expect(lastAnswer(page)).toContainText('ninth tenth');
  await idle(page);
  await shot(page, 'resume-testing');
});
