/**
 * The twin on the owner's own website: the owner allows a site in /twin first, then copies the
 * snippet; a page on that site (another port of 127.0.0.1) shows the bubble, and a visitor chats
 * with the twin through it. On a site the owner did not allow nothing shows: no button, and a
 * frame someone made by hand is empty; the console says why.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { createMemory, gql, onboardedOwner, updateProfile } from './twin-helpers';

/** A stand-in for the owner's website: one page with the snippet (as it is when asked), on a port of its own. */
async function website(snippet: string | (() => string)) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><head><title>My website</title></head><body><h1>Welcome to my website</h1>${typeof snippet === 'string' ? snippet : snippet()}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test("a visitor chats with the twin on the owner's website", async ({ page: owner, browser }) => {
  const account = await onboardedOwner(owner, 'embed');
  await createMemory(owner.request, 'I love sailing', 'public');
  await updateProfile(owner.request, { public: true });

  await owner.goto('/twin');
  await expect(owner.getByRole('heading', { name: 'Put your twin on your website' })).toBeVisible();
  // The site comes first: no line to paste until one is allowed.
  await expect(owner.getByRole('heading', { name: 'Allow your site' })).toBeVisible();
  await expect(owner.locator('code', { hasText: '/embed.js' })).toHaveCount(0);
  await expect(
    owner.getByText('Allow your site first: the line to paste appears here once it is saved.'),
  ).toBeVisible();
  await shot(owner, 'embed-0-owner-site-first');
  let snippet = '';
  const site = await website(() => snippet);
  try {
    // A path is refused with a message; the site's address is kept.
    const sites = owner.getByLabel('Sites that may show your twin');
    await sites.fill(`${site.origin}/blog`);
    await owner.getByRole('button', { name: 'Save sites' }).click();
    await expect(owner.getByRole('alert')).toContainText('https://example.com');
    await expect(owner.locator('code', { hasText: '/embed.js' })).toHaveCount(0);
    await sites.fill(site.origin);
    await owner.getByRole('button', { name: 'Save sites' }).click();
    await expect(owner.getByRole('alert')).toHaveCount(0);
    await expect(owner.getByRole('button', { name: 'Save sites' })).toBeDisabled();
    snippet = (await owner.locator('code', { hasText: '/embed.js' }).innerText()).trim();
    expect(snippet).toBe(
      `<script src="${new URL(owner.url()).origin}/embed.js" data-username="${account.username}" async></script>`,
    );
    // The live preview is the embed itself.
    await expect(
      owner
        .frameLocator('iframe[title="Preview of your twin on a website"]')
        .getByRole('heading', { name: account.displayName, exact: true }),
    ).toBeVisible();
    await shot(owner, 'embed-1-owner-settings');

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.origin);
    const bubble = visitor.getByRole('button', { name: 'Chat with my AI twin' });
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');
    await bubble.click();
    await expect(bubble).toHaveAttribute('aria-expanded', 'true');
    const frame = visitor.frameLocator('iframe[title="Chat with my AI twin"]');
    await expect(frame.getByRole('heading', { name: account.displayName, exact: true })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Open on Duet' })).toHaveAttribute('target', '_blank');
    const box = frame.getByRole('textbox');
    await box.fill('Does Ada like sailing?');
    await box.press('Enter');
    await expect(frame.locator('main')).toContainText('sailing');
    await shot(visitor, 'embed-2-bubble-on-website');
    // Closing hands the page back.
    await frame.getByRole('button', { name: 'Close the chat' }).click();
    await expect(bubble).toHaveAttribute('aria-expanded', 'false');
    await expect(visitor.locator('iframe[title="Chat with my AI twin"]')).toBeHidden();
    await visitorContext.close();
  } finally {
    await site.close();
  }
});

test('a site the owner did not allow shows nothing, and the console says why', async ({ page: owner, browser }) => {
  const account = await onboardedOwner(owner, 'noembed');
  await updateProfile(owner.request, { public: true });
  const base = new URL(owner.url()).origin;
  const site = await website(
    `<script src="${base}/embed.js" data-username="${account.username}" async></script>` +
      `<iframe title="A frame made by hand" src="${base}/twin/${account.username}/embed"></iframe>`,
  );
  try {
    const visitor = await (await browser.newContext()).newPage();
    const warnings: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const asked = visitor.waitForResponse((r) => r.url().includes(`/twin/${account.username}/embed.json`));
    await visitor.goto(site.origin);
    expect(await (await asked).json()).toMatchObject({ shown: false, reason: 'site_not_allowed' });
    await expect.poll(() => warnings.join('\n')).toContain(`${site.origin} may not show`);
    expect(warnings.join('\n')).toContain('My Twin');
    // No button, and the frame someone made by hand is an empty page, not the twin or a broken frame.
    await expect(visitor.getByRole('button', { name: 'Chat with my AI twin' })).toHaveCount(0);
    const frame = visitor.frameLocator('iframe[title="A frame made by hand"]');
    await expect(frame.locator('body')).toBeEmpty();
    await expect(frame.getByRole('textbox')).toHaveCount(0);
    await shot(visitor, 'embed-3-site-not-allowed');

    // The owner allows the site: the same page now shows the button.
    await updateProfile(owner.request, { embedOrigins: [site.origin] });
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Chat with my AI twin' })).toBeVisible();
    await expect(visitor.frameLocator('iframe[title="A frame made by hand"]').getByRole('textbox')).toBeVisible();

    // With the twin off, the owner's preview says why the button does not show.
    await gql(owner.request, 'mutation { updateTwinAccess(mode: nobody) { __typename } }');
    await owner.goto('/twin');
    await expect(owner.getByRole('note')).toContainText('Your twin talks with nobody right now');
    await expect(owner.locator('iframe[title="Preview of your twin on a website"]')).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Welcome to my website' })).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toContain('not taking conversations');
    await expect(visitor.getByRole('button', { name: 'Chat with my AI twin' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
