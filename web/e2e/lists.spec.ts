/**
 * The person's long lists in the browser: Knowledge shows the newest 100 memories and the rest on
 * "Show more memories", the library its newest 100 documents and the rest on "Show more documents";
 * a memory, a story, a document or an access token added or removed shows in its list at once and
 * stays so after a reload.
 */
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { createMemory, gql, onboardedOwner } from './twin-helpers';

test('memories page by page; stories and tokens come and go at once', async ({ page }) => {
  await onboardedOwner(page, 'lists');
  // Oldest first: the first and the last alone, the others ten at a time (the list is newest first).
  const add = (i: number) => createMemory(page.request, `Seeded fact number ${i}`, i % 3 === 0 ? 'public' : 'private');
  await add(1);
  for (let from = 2; from <= 101; from += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => add(from + k)));
  await add(102);

  await page.goto('/knowledge');
  const memories = page.getByRole('list', { name: 'Memories', exact: true });
  const filters = page.getByRole('group', { name: 'Show memories' });
  await expect(memories.getByRole('listitem')).toHaveCount(100);
  await expect(memories.getByRole('listitem').first()).toContainText('Seeded fact number 102');
  // Counts wait until every memory is here; a filter shows the loaded ones.
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toBeVisible();
  await filters.getByRole('button', { name: 'Public', exact: true }).click();
  await expect(memories.getByRole('listitem')).toHaveCount(34);
  await filters.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Show more memories' }).click();
  await expect(memories.getByRole('listitem')).toHaveCount(102);
  await expect(memories.getByRole('listitem').last()).toContainText('Seeded fact number 1');
  await expect(filters.getByRole('button', { name: 'All 102' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more memories' })).toBeHidden();

  await page.getByRole('textbox', { name: 'New memory' }).fill('I keep bees on the roof');
  await page.getByRole('button', { name: 'Add memory' }).click();
  await expect(memories.getByRole('listitem').first()).toContainText('I keep bees on the roof');
  await expect(filters.getByRole('button', { name: 'All 103' })).toBeVisible();
  const fact = memories.getByRole('listitem').filter({ hasText: 'Seeded fact number 50' });
  await fact.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete memory' }).getByRole('button', { name: 'Delete' }).click();
  await expect(fact).toHaveCount(0);
  await page.reload();
  await expect(memories.getByRole('listitem').first()).toContainText('I keep bees on the roof');
  await page.getByRole('button', { name: 'Show more memories' }).click();
  await expect(memories.getByRole('listitem')).toHaveCount(102);
  await expect(memories.getByText('Seeded fact number 50', { exact: true })).toHaveCount(0);
  await shot(page, 'knowledge-more');

  await page.goto('/story');
  const stories = page.getByRole('list', { name: 'Stories' });
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill('The hive');
  await page.getByRole('textbox', { name: 'Your story' }).fill('I keep bees on the roof of our building.');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(stories.getByRole('listitem')).toHaveCount(1);
  await expect(stories.getByRole('listitem').first()).toContainText('The hive');
  await page.reload();
  const story = stories.getByRole('listitem').filter({ hasText: 'The hive' });
  await story.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete story' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No stories yet')).toBeVisible();

  await page.goto('/settings');
  const tokens = page.getByRole('region', { name: 'Personal access tokens' });
  await tokens.getByRole('textbox', { name: 'Token name' }).fill('backup script');
  // Full use of your data unless the person chooses read only; either way no account management.
  await expect(tokens.getByRole('radio', { name: 'Full use of your data' })).toBeChecked();
  await tokens.getByRole('radio', { name: 'Read only' }).check();
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const list = tokens.getByRole('list', { name: 'Access tokens' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('backup script');
  await expect(list.getByRole('listitem')).toContainText('Read only');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await tokens.scrollIntoViewIfNeeded();
  await shot(page, 'settings-tokens-375-dark');
  await list.getByRole('button', { name: 'Revoke backup script' }).click();
  await expect(list).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Personal access tokens' }).getByRole('list', { name: 'Access tokens' }),
  ).toBeHidden();
});

test('a library of more than 100 documents: every one within reach, one deleted leaves at once', async ({ page }) => {
  await onboardedOwner(page, 'library-list');
  // Links on the one host the server may fetch from; nothing answers there, so each ends unread.
  const pages = `http://127.0.0.1:${process.env.E2E_PAGES_PORT}`;
  const add = (i: number) =>
    gql(page.request, 'mutation ($url: String!) { addLink(url: $url) { __typename } }', {
      url: `${pages}/doc-${String(i).padStart(3, '0')}`,
    });
  // Oldest first: the first and the last alone, the others ten at a time (the list is newest first).
  await add(1);
  for (let from = 2; from <= 101; from += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => add(from + k)));
  await add(102);

  await page.goto('/knowledge/documents');
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem')).toHaveCount(100);
  await expect(documents.getByRole('listitem').first()).toContainText('doc-102');
  await expect(page.getByText('100 of 102 shown')).toBeVisible();
  await page.getByRole('button', { name: 'Show more documents' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(102);
  await expect(documents.getByRole('listitem').last()).toContainText('doc-001');
  await expect(page.getByRole('button', { name: 'Show more documents' })).toBeHidden();

  // One from the second page goes at once, and the pages shown stay.
  const oldest = documents.getByRole('listitem').filter({ hasText: 'doc-001' });
  await oldest.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(oldest).toHaveCount(0);
  await expect(documents.getByRole('listitem')).toHaveCount(101);
  await page.reload();
  await expect(page.getByText('100 of 101 shown')).toBeVisible();
  await page.getByRole('button', { name: 'Show more documents' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(101);
  await expect(documents.getByText('doc-001')).toHaveCount(0);

  // A search pages the same way: a word of one address finds it, wherever it is in the list.
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('doc-002');
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show more documents' })).toBeHidden();
});

test('a search of /history finds more than a page: the best 50, then the rest on "Show more results"', async ({
  page,
}) => {
  await onboardedOwner(page, 'search-list');
  // Conversations named alike: the search finds them by name.
  const add = (i: number) =>
    gql(page.request, 'mutation ($name: String!) { createThread(name: $name) { __typename } }', {
      name: `Sailing log ${i}`,
    });
  for (let from = 1; from <= 55; from += 11) await Promise.all(Array.from({ length: 11 }, (_, k) => add(from + k)));

  await page.goto('/history');
  await page.getByRole('searchbox', { name: 'Search your conversations' }).fill('sailing');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(50);
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(55);
  await expect(page.getByRole('button', { name: 'Show more results' })).toBeHidden();
  const names = await results.getByRole('listitem').allInnerTexts();
  expect(new Set(names.map((n) => /Sailing log \d+/.exec(n)?.[0])).size).toBe(55);

  // A search too long for the server is refused with its own words.
  await page.getByRole('searchbox', { name: 'Search your conversations' }).fill('x'.repeat(201));
  await expect(page.getByText('Search cannot be more than 200 characters')).toBeVisible();
});
