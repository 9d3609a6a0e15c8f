/** /testing: its own empty state, and answers with math rendered by KaTeX (loaded only then). */
import { expect, test } from './fixtures';
import { idle, lastAnswer, send, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

test('the testing agent says what it does, and its echo shows math', async ({ page }) => {
  await onboardedOwner(page, 'testing');
  const katex: string[] = [];
  page.on('request', (request) => {
    if (/katex/i.test(request.url())) katex.push(request.url());
  });
  await page.goto('/testing');
  await expect(page.getByRole('heading', { name: 'Testing Agent Chat' })).toBeVisible();
  await expect(page.getByText('Try out the chat with the testing agent')).toBeVisible();
  await expect(page.getByText(/repeats what you write with its echo tool/)).toBeVisible();
  await expect(page.getByText('Start the conversation')).toHaveCount(0);
  await expect(page.getByText('Your private brain remembers what matters to you.', { exact: false })).toHaveCount(0);
  await shot(page, 'testing-empty');

  // A suggestion sends itself and the echo tool answers.
  await page.getByRole('list', { name: 'Things to try' }).getByRole('button', { name: 'Hello, testing agent' }).click();
  await expect(lastAnswer(page)).toContainText('Echo: Hello, testing agent');
  await idle(page);
  await expect(page.getByText('Try out the chat with the testing agent')).toHaveCount(0);
  expect(katex, 'KaTeX is not loaded before a message has math').toEqual([]);

  // Prices stay text; \( \), $ $ and $$ $$ become math; code keeps its dollars.
  await send(page, 'It costs $5 and $10 today');
  await expect(lastAnswer(page)).toContainText('Echo: It costs $5 and $10 today');
  await idle(page);
  await expect(lastAnswer(page).locator('.katex')).toHaveCount(0);
  await send(page, 'Energy \\(E = mc^2\\), area $\\pi r^2$ and `echo $HOME`');
  await expect(lastAnswer(page).locator('.katex')).toHaveCount(2);
  await expect(lastAnswer(page).locator('code')).toHaveText('echo $HOME');
  await expect(lastAnswer(page).locator('.katex-mathml').first()).toContainText('E=mc2');
  expect(katex.length).toBeGreaterThan(0);
  // A formula on a line of its own is shown as display math.
  await send(page, 'The area of a circle:\n\n\\[A = \\pi r^2\\]');
  await expect(lastAnswer(page).locator('.katex-display')).toHaveCount(1);
  await idle(page);
  await shot(page, 'testing-math');
});
