/**
 * An empty private chat offers prompts built from the person's own profile and memories, only what
 * the model that will answer can do (here the offline brain: finding, remembering, sums); one click
 * sends it; asking what it remembers lists the memories and links to where to manage them.
 */
import { expect, test } from './fixtures';
import { lastAnswer, shot } from './helpers';
import { createMemory, onboardedOwner } from './twin-helpers';

test('suggested prompts come from what Duet knows of you, and one click asks it', async ({ page }) => {
  await onboardedOwner(page, 'welcome');
  await createMemory(page.request, 'I love climbing at Fontainebleau', 'private');

  await page.goto('/chat');
  await expect(page).toHaveTitle('New Chat · Duet');
  const prompts = page.getByRole('list', { name: 'Suggested prompts' });
  await expect(prompts).toBeVisible();
  await expect(prompts.getByRole('button')).toHaveCount(4);
  await expect(prompts).toContainText('Find my chats about climbing at Fontainebleau');
  // Nothing the offline brain cannot do (it cannot write or plan).
  await expect(prompts).not.toContainText('Plan a weekend');
  await shot(page, 'chat-welcome');
  await prompts.getByRole('button', { name: 'What do you remember about me?' }).click();
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]+$/);
  await expect(page.getByText('What do you remember about me?').first()).toBeVisible();
  await expect(lastAnswer(page)).toContainText('Fontainebleau');
  // It lists the memories and says where to manage them.
  await expect(lastAnswer(page).getByRole('link', { name: 'Knowledge page' })).toHaveAttribute('href', '/knowledge');
  await expect(prompts).toHaveCount(0);
  // After the first exchange the thread gets its short title (api/src/agent/titles.ts).
  await expect(page).not.toHaveTitle(/^(New Chat|Loading\.\.\.) · Duet$/);
  // A screen reader hears the completed answer once, from one polite status region.
  await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'off');
  const announced = page.getByRole('status').filter({ hasText: /^Answer: / });
  await expect(announced).toHaveCount(1);
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  const spoken = (await announced.innerText()).replace(/^Answer: /, '').slice(0, 30);
  expect(spoken.length).toBeGreaterThan(5);
  await expect(lastAnswer(page)).toContainText(spoken);
});
