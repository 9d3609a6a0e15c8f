/**
 * Duet in the browser's language, a chosen one, Japanese letters and right to left: what a person
 * sees is the catalogs' translation of the English the code writes (the expected words are looked up
 * in the compiled catalogs, not written here), and the page lays out without sideways scrolling.
 */
import { expect, test } from './fixtures';
import { newAccount, shot } from './helpers';
import { fitsTheScreen, server, serverSays, tr } from './languages';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', viewport: { width: 375, height: 740 } });

  test('gets Duet in German before and after sign-in, then chooses Japanese and Arabic', async ({ page }) => {
    const account = newAccount('lang');
    await page.goto('/accounts/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: tr('de', 'Get Started') })).toBeVisible();
    await page.getByRole('textbox', { name: tr('de', 'Email') }).fill(account.email);
    await page.getByRole('textbox', { name: tr('de', 'Username') }).fill(account.username);
    await expect(page.getByText(tr('de', 'Username is available'))).toBeVisible();
    await page.getByLabel(tr('de', 'Password'), { exact: true }).fill(account.password);
    await fitsTheScreen(page);
    await shot(page, 'languages-1-signup-de');
    await page.getByRole('button', { name: tr('de', 'Create account') }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: tr('de', 'Skip for now') }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('textbox', { name: tr('de', 'Message') })).toHaveAttribute(
      'placeholder',
      tr('de', 'Message your private brain...'),
    );
    await fitsTheScreen(page);
    await shot(page, 'languages-2-chat-de');

    // Settings › Language: the browser's language first; Japanese from now on, on every page.
    await page.goto('/settings');
    const language = page.getByRole('combobox', { name: tr('de', 'Language') });
    await expect(language).toHaveValue('');
    await expect(language.locator('option').first()).toHaveText(/Deutsch/);
    await fitsTheScreen(page);
    await shot(page, 'languages-3-settings-de');
    await language.selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const japanese = page.getByRole('combobox', { name: tr('ja', 'Language') });
    await expect(japanese).toHaveValue('ja');
    // Japanese letters in the bundled Noto Sans JP, not whatever the machine has (or boxes).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some((f) => f.family.includes('Noto Sans JP') && f.status === 'loaded');
        }),
      )
      .toBe(true);
    await fitsTheScreen(page);
    await shot(page, 'languages-4-settings-ja');

    // Kept for the account: a new page load (and the server's HTML) is Japanese.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('combobox', { name: tr('ja', 'Language') })).toHaveValue('ja');

    // Arabic: the page runs right to left, the sidebar slides in from the right.
    await page.getByRole('combobox', { name: tr('ja', 'Language') }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // In Arabic throughout: the settings' hints too, which fell back to English while it was partial.
    await expect(
      page.getByText(tr('ar', 'Lowercase letters, numbers, hyphens; no leading or trailing hyphen.')),
    ).toBeVisible();
    // The page's address reads left to right inside the Arabic sentence, not broken at its slash.
    const address = page.getByRole('link', { name: `/${account.username}`, exact: false });
    await expect(address).toBeVisible();
    expect(await address.evaluate((link) => getComputedStyle(link).direction)).toBe('ltr');
    await shot(page, 'languages-5-settings-ar');
    await page.getByRole('button', { name: tr('ar', 'Toggle sidebar') }).click();
    const sidebar = page.getByRole('complementary', { name: tr('ar', 'Sidebar') });
    // It comes to rest against the right edge (the page turned a moment ago, and the closed sidebar
    // may still be crossing over to its right-to-left side when it is opened).
    const rightEdge = async () => {
      const box = await sidebar.boundingBox();
      return box ? box.x + box.width : 0;
    };
    await expect.poll(rightEdge).toBeGreaterThan(373);
    await expect(sidebar).toBeInViewport({ ratio: 1 });
    await shot(page, 'languages-5-sidebar-ar');
    await page.keyboard.press('Escape');
    await fitsTheScreen(page);
  });
});

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 375, height: 740 } });

  test('gets Duet in Japanese from the first page, the server’s words too', async ({ page }) => {
    const account = newAccount('ja');
    await page.goto('/accounts/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { name: tr('ja', 'Get Started') })).toBeVisible();
    await page.getByRole('textbox', { name: tr('ja', 'Email') }).fill(account.email);
    // A name the server keeps for itself: its answer is Japanese as well.
    await page.getByRole('textbox', { name: tr('ja', 'Username') }).fill('admin');
    await expect(page.getByText(server('ja', 'This username is not available'))).toBeVisible();
    await page.getByRole('textbox', { name: tr('ja', 'Username') }).fill(account.username);
    await expect(page.getByText(tr('ja', 'Username is available'))).toBeVisible();
    await page.getByLabel(tr('ja', 'Password'), { exact: true }).fill(account.password);
    await fitsTheScreen(page);
    await shot(page, 'languages-8-signup-ja');
    await page.getByRole('button', { name: tr('ja', 'Create account') }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: tr('ja', 'Skip for now') }).click();
    await expect(page).toHaveURL(/\/chat$/);

    // The offline brain reads English only, and says so in Japanese.
    const composer = page.getByRole('textbox', { name: tr('ja', 'Message') });
    await composer.fill('こんにちは、私の名前はユキです。');
    await composer.press('Enter');
    const cannotRead = serverSays('ja', 'brain.cannot-read');
    // (Said twice: in the conversation, and to a screen reader as it arrives.)
    await expect(page.getByText(cannotRead.slice(0, cannotRead.indexOf('{'))).first()).toBeVisible();
    await fitsTheScreen(page);
    await shot(page, 'languages-9-chat-ja');
  });
});

test.describe('a Spanish visitor', () => {
  test.use({ locale: 'es-ES' });

  test('gets the public pages from the server in Spanish, and picks French before signing in', async ({ page }) => {
    // The server's HTML itself, before any script: Spanish, for this browser's Accept-Language.
    const html = await (await page.request.get('/', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })).text();
    expect(html).toContain('lang="es"');
    expect(html).toContain(tr('es', 'Terms'));

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: tr('es', 'Terms') })).toBeVisible();
    const menu = page.getByRole('combobox', { name: tr('es', 'Language') });
    await expect(menu).toHaveValue('es');
    await shot(page, 'languages-6-landing-es');
    await menu.selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: tr('fr', 'Terms') })).toBeVisible();

    // The choice is kept on the device: sign-in is French too, and switches back at once.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: tr('fr', 'Sign in') })).toBeVisible();
    // The server's refusal is French as well.
    await page.getByLabel(tr('fr', 'Email')).fill('nobody@example.com');
    await page.getByLabel(tr('fr', 'Password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: tr('fr', 'Sign in') }).click();
    await expect(page.getByText(server('fr', 'Invalid email or password'))).toBeVisible();
    await shot(page, 'languages-7-login-refused-fr');
    await page.getByRole('combobox', { name: tr('fr', 'Language') }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
