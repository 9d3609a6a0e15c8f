/**
 * A new owner's public page, as a visitor sees it: search engines are asked not to list it until
 * the owner turns "Show in search engines" on in My Twin, and a twin that talks with nobody is not
 * offered (no "Chat", no "Start Twin Chat"; the page says the twin is off).
 */
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { gql, onboardedOwner, updateProfile } from './twin-helpers';

test('a new public page is kept out of search engines, and a twin set to nobody is not offered', async ({
  page,
  browser,
}) => {
  const owner = await onboardedOwner(page, 'firsthour');
  await updateProfile(page.request, { public: true });

  await page.goto('/twin');
  const search = page.getByRole('switch', { name: 'Show in search engines' });
  await expect(search).not.toBeChecked();
  await expect(page.getByText('Search engines are asked not to list your page.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/${owner.username}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByRole('button', { name: 'Start Twin Chat' })).toBeVisible();

  await search.click();
  await expect(search).toBeChecked();
  await expect(page.getByText('Search engines may list your public page')).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  await gql(page.request, 'mutation { updateTwinAccess(mode: nobody) { __typename } }');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'The twin is off' })).toBeVisible();
  await expect(visitor.getByText('twin is not taking conversations right now.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Start Twin Chat' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);
  await shot(visitor, 'first-hour-twin-off');
  await visitor.close();
});
