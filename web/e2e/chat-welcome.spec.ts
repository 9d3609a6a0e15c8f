/** An empty private chat offers prompts built from the person's own profile and memories; one click sends it. */
import { expect, test } from './fixtures';
import { lastAnswer, shot } from './helpers';
import { createMemory, onboardedOwner, updateProfile } from './twin-helpers';

test('suggested prompts come from what Duet knows of you, and one click asks it', async ({ page }) => {
  test.setTimeout(90_000);
  await onboardedOwner(page, 'welcome');
  await createMemory(page.request, 'I love climbing at Fontainebleau', 'private');
  await updateProfile(page.request, { location: 'Lisbon' });

  await page.goto('/chat');
  await expect(page).toHaveTitle('New Chat · Duet');
  const prompts = page.getByRole('list', { name: 'Suggested prompts' });
  await expect(prompts).toBeVisible();
  await expect(prompts.getByRole('button')).toHaveCount(4);
  await expect(prompts).toContainText("What's worth doing in Lisbon this month?");
  await shot(page, 'chat-welcome');
  await prompts.getByRole('button', { name: 'Plan a weekend around climbing at Fontainebleau' }).click();
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]+$/);
  await expect(page.getByText('Plan a weekend around climbing at Fontainebleau').first()).toBeVisible();
  await expect(lastAnswer(page)).not.toBeEmpty();
  await expect(prompts).toHaveCount(0);
  // After the first exchange the thread gets its short title (api/src/agent/titles.ts).
  await expect(page).toHaveTitle('Weekend around climbing Fontainebleau · Duet');
  // A screen reader hears the completed answer once, from one polite status region.
  await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'off');
  const announced = page.getByRole('status').filter({ hasText: /^Answer: / });
  await expect(announced).toHaveCount(1);
  await expect(announced).toHaveAttribute('aria-live', 'polite');
  const spoken = (await announced.innerText()).replace(/^Answer: /, '').slice(0, 30);
  expect(spoken.length).toBeGreaterThan(5);
  await expect(lastAnswer(page)).toContainText(spoken);
});
