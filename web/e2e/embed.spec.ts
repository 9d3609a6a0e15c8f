/**
 * The twin on the owner's own website: the owner allows a site in /twin and copies the snippet;
 * a page on that site (another port of 127.0.0.1) shows the bubble, and a visitor chats with the
 * twin through it. A site the owner did not allow cannot frame the twin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as unguarded } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { createMemory, onboardedOwner, updateProfile } from './twin-helpers';

/** A stand-in for the owner's website: one page with the snippet, on a port of its own. */
async function website(snippet: string) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><head><title>My website</title></head><body><h1>Welcome to my website</h1>${snippet}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test("a visitor chats with the twin on the owner's website", async ({ page: owner, browser }) => {
  test.setTimeout(120_000);
  const account = await onboardedOwner(owner, 'embed');
  await createMemory(owner.request, 'I love sailing', 'public');
  await updateProfile(owner.request, { public: true });

  await owner.goto('/twin');
  await expect(owner.getByRole('heading', { name: 'Put your twin on your website' })).toBeVisible();
  const snippet = (await owner.locator('code', { hasText: '/embed.js' }).innerText()).trim();
  expect(snippet).toBe(
    `<script src="${new URL(owner.url()).origin}/embed.js" data-username="${account.username}" async></script>`,
  );
  const site = await website(snippet);
  try {
    // A path is refused with a message; the site's address is kept.
    const sites = owner.getByLabel('Sites that may show your twin');
    await sites.fill(`${site.origin}/blog`);
    await owner.getByRole('button', { name: 'Save sites' }).click();
    await expect(owner.getByRole('alert')).toContainText('https://example.com');
    await sites.fill(site.origin);
    await owner.getByRole('button', { name: 'Save sites' }).click();
    await expect(owner.getByRole('alert')).toHaveCount(0);
    await expect(owner.getByRole('button', { name: 'Save sites' })).toBeDisabled();
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
    await expect(frame.locator('main')).toContainText('sailing', { timeout: 20_000 });
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

// Not under the CSP guard: the browser's refusal to frame is itself reported as a CSP violation.
unguarded('a site the owner did not allow cannot frame the twin', async ({ page: owner, browser }) => {
  test.setTimeout(90_000);
  const account = await onboardedOwner(owner, 'noembed');
  await updateProfile(owner.request, { public: true });
  const base = new URL(owner.url()).origin;
  const site = await website(`<script src="${base}/embed.js" data-username="${account.username}" async></script>`);
  try {
    const visitor = await (await browser.newContext()).newPage();
    const refusals: string[] = [];
    visitor.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    await visitor.goto(site.origin);
    await visitor.getByRole('button', { name: 'Chat with my AI twin' }).click();
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(visitor.frameLocator('iframe[title="Chat with my AI twin"]').getByRole('textbox')).toHaveCount(0);
  } finally {
    await site.close();
  }
});
