/**
 * The bell's live stream survives a drop: the first notification stream the app opens is cut at
 * once (as a restarting server or a network change would), the app reconnects by itself, and a
 * notification created afterwards still raises the bell without a reload.
 */
import { expect, test } from './fixtures';
import { gql, onboardedOwner, unreadCount } from './twin-helpers';

test('the bell reconnects after its live stream drops', async ({ page }) => {
  let cut = 0;
  // The second time the app subscribes, the stream goes through: that is the reconnect.
  let reconnected!: () => void;
  const resubscribed = new Promise<void>((resolve) => (reconnected = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('notificationEvents')) {
      if (cut === 0) {
        cut += 1;
        await route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
          body: 'event: complete\ndata:\n\n',
        });
        return;
      }
      reconnected();
    }
    await route.fallback();
  });
  await onboardedOwner(page, 'bell');
  await resubscribed;
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  const before = await unreadCount(page);

  await gql(
    page.request,
    'mutation { createStory(title: "Summer", content: "I love sailing on the Thames. I\'m good at celestial navigation.") { __typename } }',
  );
  const proposal = await gql<{ updateProfileFromStories: { __typename: string } }>(
    page.request,
    'mutation { updateProfileFromStories { __typename } }',
  );
  expect(proposal.updateProfileFromStories.__typename).toBe('ProfileSuggestionsFound');

  await expect.poll(() => unreadCount(page)).toBeGreaterThan(before);
});

test('"Mark all read" clears the bell at once and for good', async ({ page }) => {
  await onboardedOwner(page, 'markall');
  await gql(
    page.request,
    'mutation { createStory(title: "Sea", content: "I love sailing. I\'m good at knots.") { __typename } }',
  );
  await gql(page.request, 'mutation { updateProfileFromStories { __typename } }');
  await page.reload();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Recent Notifications' });
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByText('New', { exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
  // The server agrees: a reload shows nothing unread.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
