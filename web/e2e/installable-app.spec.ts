/**
 * Duet as an installed app (docs/decisions/installable-app.md): its service worker keeps the app's
 * own files, so the app opens without a connection and says it is offline; a message written
 * offline is kept (through a reload too) and goes once the connection is back. The worker never
 * answers for a public page or the API. A new deployment is offered with the update prompt.
 *
 * The only journey with service workers allowed (playwright.config.ts blocks them elsewhere).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, readyAccount, setUpAccount, shot } from './helpers';
import { brainSays, fitsTheScreen, serverSays, tr } from './languages';

test.use({ serviceWorkers: 'allow' });

/**
 * The worker script the server sends, on disk: the release's copy of the build (release/web/dist,
 * what `npm start` serves) or the build itself (web/dist).
 */
async function servedWorkerFile(page: Page): Promise<string> {
  const served = Buffer.from(await (await page.request.get('/sw.js')).body());
  const candidates = ['../../release/web/dist/sw.js', '../dist/sw.js'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const file = candidates.find((c) => fs.existsSync(c) && fs.readFileSync(c).equals(served));
  if (!file) throw new Error(`None of ${candidates.join(', ')} is the worker the server sends`);
  return file;
}

/** Resolves once the app's worker is active and controls the page (it takes the page it was installed from). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** Every address the worker keeps, by path. */
function keptPaths(page: Page) {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const offlineBanner = (page: Page) => page.getByRole('region', { name: 'Connection' });

test('offline, the app opens, keeps what is typed through a reload, and sends it once back online', async ({
  page,
  context,
}) => {
  // Every answer of the API the page gets, all along: none may come from the worker.
  const apiFromWorker: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/(?:api|graphql)\b/.test(pathname) && response.fromServiceWorker()) apiFromWorker.push(pathname);
  });
  const account = await readyAccount(page, 'offline');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByWorker(page);

  // What the worker keeps: the app's page and its own files, nothing of the API or of public pages.
  const kept = await keptPaths(page);
  expect(kept).toContain('/index.html');
  expect(kept.some((p) => p.startsWith('/assets/') && p.endsWith('.js'))).toBe(true);
  for (const p of kept) expect(p, p).toMatch(/^\/(?:index\.html|assets\/|icons\/|favicon\.svg)/);

  await context.setOffline(true);
  const reloaded = await page.reload();
  // The page is the worker's copy, under the policy the server gave it, with the nonce that goes
  // with it (scripts run and the fixture sees no policy violation).
  expect(reloaded?.fromServiceWorker()).toBe(true);
  const policy = reloaded?.headers()['content-security-policy'] ?? '';
  const nonce = await page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '',
  );
  expect(nonce).not.toBe('');
  expect(policy).toContain(`'nonce-${nonce}'`);
  expect(policy).toContain("script-src 'self'");

  // The app, saying it is offline, instead of the browser's error page.
  await expect(page.getByText('Your conversations load when you’re back online')).toBeVisible();
  await expect(offlineBanner(page)).toContainText('You’re offline.');
  await shot(page, 'offline-chat');

  const message = `Written offline ${account.username}: plan the climbing trip`;
  await composer(page).fill(message);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue(message);
  await expect(offlineBanner(page)).toContainText('Your message is kept here as a draft.');

  await page.reload();
  await expect(composer(page)).toHaveValue(message);

  // Back online, the page loads again with the message where it was (the offline page, whose
  // composer looks the same, gone first); sending it starts the chat.
  await context.setOffline(false);
  await expect(page.getByText('Your conversations load when you’re back online')).toBeHidden();
  await expect(composer(page)).toHaveAttribute('placeholder', 'Message your private brain...');
  await expect(composer(page)).toHaveValue(message);
  await expect(offlineBanner(page)).toHaveCount(0);
  await composer(page).press('Enter');
  await expect(page).toHaveURL(/\/chat\/[^/?]+$/);
  await expect(page.locator('[data-author="user"]').last()).toContainText(message);
  await expect(lastAnswer(page)).not.toBeEmpty();
  await idle(page);
  expect(await page.evaluate(() => localStorage.getItem('duet:draft:new'))).toBeNull();

  // In an open conversation, the connection lost: the page stays, the banner says so, and a
  // message sent meanwhile stays in the composer until the connection is back.
  await context.setOffline(true);
  await expect(offlineBanner(page)).toContainText('You’re offline.');
  const second = `And while offline again ${account.username}`;
  await composer(page).fill(second);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue(second);
  await expect(offlineBanner(page)).toContainText('Your message is kept here as a draft.');
  await shot(page, 'offline-thread');
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
  await expect(page.locator('[data-author="user"]').last()).toContainText(second);
  await idle(page);
  await page.reload();
  await expect(composer(page)).toHaveValue('');

  // The worker answers for no public page, online or offline: they go to the network as without it
  // (offline they fail; where the browser's offline mode lets a worker's request through, the
  // server answers). Online, the landing page is the server's redirect of a signed-in person.
  const answeredBy = async (address: string) => {
    const response = await page.goto(address).catch(() => null);
    let request = response?.request() ?? null;
    while (request?.redirectedFrom()) request = request.redirectedFrom();
    const first = await request?.response();
    return first ? `${first.status()} ${first.fromServiceWorker() ? 'worker' : 'network'}` : 'failed';
  };
  expect(await answeredBy('/')).toBe('302 network');
  expect(await answeredBy(`/${account.username}`)).toMatch(/ network$/);
  await context.setOffline(true);
  for (const address of ['/', `/${account.username}`, '/no-such-person-here']) {
    expect(await answeredBy(address), address).not.toMatch(/worker/);
  }
  await context.setOffline(false);
  await page.goto('/chat');
  await expect(composer(page)).toBeVisible();
  expect(apiFromWorker).toEqual([]);
  for (const p of await keptPaths(page)) expect(p, p).not.toMatch(/^\/(?:api|graphql|uploads)\b|^\/$/);
});

test('a new deployment is offered with the update prompt, and Reload loads it', async ({ page }) => {
  await readyAccount(page, 'update');
  await controlledByWorker(page);
  const workerFile = await servedWorkerFile(page);
  const original = fs.readFileSync(workerFile);
  try {
    // A new version on the server: the worker script is no longer the same, byte for byte.
    fs.writeFileSync(workerFile, Buffer.concat([original, Buffer.from(`\n// deployed ${Date.now()}\n`)]));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('region', { name: 'A new version of Duet is ready.' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await shot(page, 'update-prompt');
    const reload = prompt.getByRole('button', { name: 'Reload' });
    await reload.focus();
    const loaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await loaded;
    await expect(composer(page)).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The new version is the one in charge, and none waits.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: !!registration?.waiting, controlled: !!navigator.serviceWorker.controller };
      }),
    ).toEqual({ waiting: false, controlled: true });
  } finally {
    fs.writeFileSync(workerFile, original);
  }
});

/** Phones set to German, Spanish and Japanese, for the app installed from them and opened without a connection. */
const PHONES = [
  { locale: 'de', browser: 'de-DE', written: 'Offline geschrieben: die Klettertour am Samstag planen' },
  { locale: 'es', browser: 'es-ES', written: 'Escrito sin conexión: planear la escalada del sábado' },
  { locale: 'ja', browser: 'ja-JP', written: 'オフラインで書きました：土曜日の山登りの計画' },
] as const;

for (const phone of PHONES) {
  test.describe(`a phone in ${phone.browser}`, () => {
    test.use({ locale: phone.browser, viewport: { width: 375, height: 740 }, hasTouch: true });

    test('the installed app opens offline in its language, keeps what is typed, and sends it once back online', async ({
      page,
      context,
    }) => {
      const say = (english: string) => tr(phone.locale, english);
      const box = page.getByRole('textbox', { name: say('Message') });
      await setUpAccount(page, `offline${phone.locale}`);
      await page.goto('/chat');
      await expect(box).toHaveAttribute('placeholder', say('Message your private brain...'));
      await controlledByWorker(page);
      // What the phone says about the app it installs, in its language: the server's manifest, not a kept copy.
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
      expect(manifest).toMatchObject({
        name: 'Duet',
        lang: phone.locale,
        description: serverSays(phone.locale, 'page.landing.description'),
      });

      // Offline, the worker's copy of the app opens in the phone's language, and says why nothing loads.
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', phone.locale);
      await expect(page.getByText(say('Your conversations load when you’re back online'))).toBeVisible();
      const banner = page.getByRole('region', { name: say('Connection') });
      await expect(banner).toContainText(say('You’re offline.'));
      await fitsTheScreen(page);
      await shot(page, `offline-${phone.locale}-1-chat`);

      await box.fill(phone.written);
      await box.press('Enter');
      await expect(box).toHaveValue(phone.written);
      await expect(banner).toContainText(say('Your message is kept here as a draft. Send it when you’re back online.'));
      await shot(page, `offline-${phone.locale}-2-kept`);

      // Another of the app's pages: it says it needs the connection, in the same language.
      await page.goto('/settings');
      await expect(page.getByText(say('This page loads when you’re back online'))).toBeVisible();
      await fitsTheScreen(page);
      await shot(page, `offline-${phone.locale}-3-settings`);

      // The draft is still there, through the reloads; back online it goes.
      await page.goto('/chat');
      await expect(box).toHaveValue(phone.written);
      await context.setOffline(false);
      // The page loads again once the server answers: the offline page (its composer looks the
      // same) goes first.
      await expect(page.getByText(say('Your conversations load when you’re back online'))).toBeHidden();
      await expect(banner).toHaveCount(0);
      await expect(box).toHaveAttribute('placeholder', say('Message your private brain...'));
      await box.press('Enter');
      await expect(page).toHaveURL(/\/chat\/[^/?]+$/);
      await expect(page.locator('[data-author="user"]').last()).toContainText(phone.written);
      // The offline brain reads English only; what it answers is in the phone's language.
      await expect(page.getByRole('button', { name: say('Send') })).not.toHaveAttribute('aria-busy', 'true');
      await expect(lastAnswer(page)).not.toHaveAttribute('data-streaming', 'true');
      const answer = await lastAnswer(page).innerText();
      expect(
        brainSays(phone.locale).some((opening) => answer.startsWith(opening)),
        answer,
      ).toBe(true);
      await expect(box).toHaveValue('');
      await fitsTheScreen(page);
      await shot(page, `offline-${phone.locale}-4-sent`);
    });
  });
}
