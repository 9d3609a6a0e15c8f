/**
 * The bell's live stream survives a drop: the first notification stream the app opens is cut at
 * once (as a restarting server or a network change would), the app reconnects by itself, and a
 * notification created afterwards still raises the bell without a reload.
 */
import { expect, test } from './fixtures';
import { gql, onboardedOwner, unreadCount } from './twin-helpers';

test('the bell reconnects after its live stream drops', async ({ page }) => {
  test.setTimeout(120_000);
  let cut = 0;
  await page.route('**/graphql', async (route) => {
    if (cut === 0 && (route.request().postData() ?? '').includes('notificationEvents')) {
      cut += 1;
      await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'event: complete\ndata:\n\n' });
      return;
    }
    await route.fallback();
  });
  await onboardedOwner(page, 'bell');
  await expect.poll(() => cut, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.waitForTimeout(2500); // the reconnect waits a second, then subscribes again
  const before = await unreadCount(page);

  await gql(page.request, 'mutation { createStory(title: "Summer", content: "I love sailing on the Thames. I\'m good at celestial navigation.") { __typename } }');
  const proposal = await gql<{ updateProfileFromStories: { __typename: string } }>(page.request, 'mutation { updateProfileFromStories { __typename } }');
  expect(proposal.updateProfileFromStories.__typename).toBe('ProfileProposal');

  await expect.poll(() => unreadCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
});
