/**
 * A long conversation: a person imports one of 90 messages (a ChatGPT export), opens it at its
 * newest answer, and goes up to its first message with Home on the message list, older pages
 * coming as the view nears the top. Every message is there once and in order, and "Scroll to
 * latest" brings the newest answer back.
 */
import { expect, test } from './fixtures';
import { onboardedOwner } from './twin-helpers';

const MESSAGES = 90;
const T0 = Date.UTC(2024, 4, 1, 8, 0, 0) / 1000;
const text = (i: number) => `${i % 2 ? 'Question' : 'Answer'} ${i}: about maps, tea and climbing.`;

/** One linear ChatGPT conversation: Question 1, Answer 2, … Answer 90. */
function longExport() {
  const mapping: Record<string, unknown> = { root: { id: 'root', parent: null, children: ['m1'], message: null } };
  for (let i = 1; i <= MESSAGES; i++) {
    const role = i % 2 ? 'user' : 'assistant';
    mapping[`m${i}`] = {
      id: `m${i}`,
      parent: i === 1 ? 'root' : `m${i - 1}`,
      children: i === MESSAGES ? [] : [`m${i + 1}`],
      message: {
        id: `m${i}`,
        author: { role, name: null, metadata: {} },
        create_time: T0 + i,
        content: { content_type: 'text', parts: [text(i)] },
        status: 'finished_successfully',
        metadata: role === 'assistant' ? { model_slug: 'gpt-4o' } : {},
        recipient: 'all',
      },
    };
  }
  return [
    {
      id: 'e2e-long',
      title: 'A long talk',
      create_time: T0,
      update_time: T0 + MESSAGES,
      current_node: `m${MESSAGES}`,
      mapping,
    },
  ];
}

test('a 90-message conversation opens at its newest answer and Home goes up to its first message', async ({ page }) => {
  await onboardedOwner(page, 'long');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import conversations' });
  const choosing = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose a file…' }).click();
  await (
    await choosing
  ).setFiles({
    name: 'conversations.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(longExport())),
  });
  await expect(section.getByRole('status')).toHaveText('Import finished');
  await section.getByRole('link', { name: 'A long talk' }).click();
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);

  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages.getByText(text(MESSAGES))).toBeInViewport();
  await expect(messages.getByText(text(1))).toHaveCount(0);

  // Home on the list, again while older pages come (the view stays where it was when one does).
  await messages.focus();
  await expect(async () => {
    await page.keyboard.press('Home');
    await expect(messages.getByText(text(1))).toBeInViewport({ timeout: 1_000 });
  }).toPass();

  // The rows drawn at the top: the first messages, each once, in order.
  const shown = await messages.locator('[data-index]').evaluateAll((rows) =>
    rows
      .map((row) => ({
        index: Number((row as HTMLElement).dataset.index),
        n: Number(/(?:Question|Answer) (\d+):/.exec(row.textContent ?? '')?.[1]),
      }))
      .sort((a, b) => a.index - b.index),
  );
  expect(shown.length).toBeGreaterThan(2);
  expect(shown.map((row) => row.n)).toEqual(shown.map((row) => row.index + 1));

  await page.getByRole('button', { name: 'Scroll to latest' }).click();
  await expect(messages.getByText(text(MESSAGES))).toBeInViewport();
});
