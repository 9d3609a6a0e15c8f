/** "Stop generating": the button (and Escape) end a long answer where it is; the text stays, marked Stopped, after a reload too. */
import { expect, test } from './fixtures';
import { answerGate, composer, idle, lastAnswer, readyAccount, send, shot } from './helpers';

test('stop a long answer with the button, then with Escape; the text so far stays', async ({ page }) => {
  const account = await readyAccount(page, 'stop');
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  // The testing agent echoes through a tool. Its answers hold after their first words until the
  // gate is released (never, here): Stop surely meets a running answer.
  const word = `stop${account.username}`;
  await answerGate.hold(page, word);
  const message = `${word} ${Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ')}`;
  await send(page, message);
  await expect(lastAnswer(page)).toContainText('Echo:');
  await answerGate.waiting(page, word);
  const stop = page.getByRole('button', { name: 'Stop generating' });
  await stop.click();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(lastAnswer(page)).toContainText('Stopped');
  await expect(lastAnswer(page)).not.toContainText('word39');
  const kept = await lastAnswer(page).innerText();
  await shot(page, 'chat-stopped');

  // The answer stays as it was stopped.
  await page.reload();
  await expect(lastAnswer(page)).toContainText('Stopped');
  await expect(lastAnswer(page)).toContainText('Echo:');
  await expect(lastAnswer(page)).not.toContainText('word39');
  expect((await lastAnswer(page).innerText()).length).toBeGreaterThan(kept.length / 2);

  // Escape in the composer stops too; the thread goes on.
  await send(page, message);
  await expect(lastAnswer(page)).toContainText('Echo:');
  await answerGate.waiting(page, word);
  await composer(page).press('Escape');
  await expect(lastAnswer(page)).toContainText('Stopped');
  await answerGate.release(page, word);
  await idle(page);
  await send(page, 'short one');
  await expect(lastAnswer(page)).toContainText('Echo: short one');
  await expect(lastAnswer(page)).not.toContainText('Stopped');

  // What the assistant did, opened while the answer is written, stays open once it is saved.
  const activities = page.getByRole('button', { name: /^Echoed your message/ });
  const before = await activities.count();
  await answerGate.hold(page, word);
  await send(page, `${word} keep this open`);
  await answerGate.waiting(page, word);
  // The gate says the server holds the answer, not that the page has drawn it yet: until the new
  // answer's line is there, the last line is the previous answer's.
  await expect(activities).toHaveCount(before + 1);
  const activity = activities.last();
  await activity.click();
  await expect(activity).toHaveAttribute('aria-expanded', 'true');
  await answerGate.release(page, word);
  await idle(page);
  await expect(lastAnswer(page)).toContainText('keep this open');
  await expect(page.getByRole('button', { name: /^Echoed your message/ }).last()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('copy a code block and paste it; rate an answer and find the rating after a reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await readyAccount(page, 'copy');
  // The page's clock is the test's (it flows until paused below): "Copied" is checked while it
  // stands still, not raced against its two seconds.
  await page.clock.install();
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  const box = composer(page);
  await box.fill('Here is code:\n\n```python\nprint("hello duet")\n```\n');
  await box.press('Enter');
  const answer = lastAnswer(page);
  await expect(answer.getByText('python', { exact: true })).toBeVisible();
  await idle(page);
  // The saved answer, with its own actions: the streamed copy it replaces has buttons of its own,
  // and a click on one of those is forgotten with it.
  await expect(answer.getByRole('button', { name: 'Bad answer' })).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await answer.getByRole('button', { name: 'Copy code' }).click();
  await expect(answer.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('print("hello duet")');
  await page.clock.runFor(2_000);
  await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await page.clock.resume();
  // Paste it back into the composer.
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(box).toHaveValue('print("hello duet")');
  await box.fill('');

  // The whole message as Markdown.
  await answer.getByRole('button', { name: 'Copy message' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('```python');

  // Thumbs down with a comment; it is there after a reload.
  await answer.getByRole('button', { name: 'Bad answer' }).click();
  await answer.getByLabel('What was wrong with this answer? (optional)').fill('Just an echo');
  await answer.getByRole('button', { name: 'Send' }).click();
  await expect(answer.getByRole('button', { name: 'Edit comment' })).toBeVisible();
  await shot(page, 'chat-copy-feedback');
  await page.reload();
  await expect(lastAnswer(page).getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lastAnswer(page).getByRole('button', { name: 'Edit comment' })).toBeVisible();
});

test('edit the second of three messages, switch between versions, reload; regenerate an answer twice', async ({
  page,
}) => {
  await readyAccount(page, 'branch');
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  for (const word of ['alpha', 'bravo', 'charlie']) {
    await send(page, word);
    await expect(lastAnswer(page)).toContainText(`Echo: ${word}`);
  }
  await idle(page);
  const userMessages = page.locator('[data-author="user"]');
  const second = userMessages.nth(1);
  await second.hover();
  await second.getByRole('button', { name: 'Edit message' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toBeFocused();
  await editor.fill('bravo two');
  await editor.press('Enter');
  // The keyboard goes back to the composer.
  await expect(composer(page)).toBeFocused();
  await expect(lastAnswer(page)).toContainText('Echo: bravo two');
  await idle(page);
  await expect(page.getByText('charlie', { exact: true })).toHaveCount(0);
  const versions = page.getByRole('group', { name: 'Versions of this message' });
  await expect(versions).toHaveText('2 / 2');
  await shot(page, 'chat-branch-edited');

  // ‹ back to the first version: the rest of that conversation comes back, and stays after a reload.
  await versions.getByRole('button', { name: 'Previous version of this message' }).click();
  await expect(versions).toHaveText('1 / 2');
  await expect(lastAnswer(page)).toContainText('Echo: charlie');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Versions of this message' })).toHaveText('1 / 2');
  await expect(lastAnswer(page)).toContainText('Echo: charlie');

  // Regenerate the last answer twice: three versions of it, the newest shown.
  for (const count of [2, 3]) {
    await idle(page);
    await lastAnswer(page).hover();
    await lastAnswer(page).getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('group', { name: 'Versions of this answer' })).toHaveText(`${count} / ${count}`);
  }
  await expect(lastAnswer(page)).toContainText('Echo: charlie');
  await expect(page.getByText('charlie', { exact: true })).toHaveCount(1);
  await shot(page, 'chat-branch-regenerated');
});

test('a message too long to send says so while it is typed, not after', async ({ page }) => {
  await readyAccount(page, 'toolong');
  await page.goto('/chat');
  const box = composer(page);
  // A pasted text a little over what one message may hold (common/message-limits.ts).
  await box.fill('x'.repeat(32_010));
  await expect(page.getByText('10 characters too many')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.press('Enter');
  // Cut to the limit, it goes, and it is the conversation's only message: Enter over the limit sent nothing.
  await box.fill('x'.repeat(32_000));
  await expect(page.getByText('0 characters left')).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]+$/);
  await expect(page.locator('[data-author="user"]')).toHaveCount(1);
  await shot(page, 'composer-limit-sent');
});
