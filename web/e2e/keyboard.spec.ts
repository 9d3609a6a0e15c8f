/**
 * The chat from the keyboard, as a person uses it: Ctrl+K, Ctrl+Shift+O and `?`; the composer has
 * focus on every chat page (also right after the first message of a new chat); ↑ edits the last
 * message; focus comes back where it was when a dialog closes; "Scroll to latest" in a long thread.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, send, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

const THREAD_URL = /\/chat\/[a-z0-9]+$/;

/** document.activeElement is the composer's text box (not <body>, not another field). */
function composerIsActive(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLTextAreaElement && active.getAttribute('aria-label') === 'Message';
  });
}

function note(n: number) {
  return Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of note ${n}`).join('\n');
}

test('keyboard shortcuts, focus on the composer and scroll to latest', async ({ page }) => {
  await onboardedOwner(page, 'keys');
  const log = page.getByRole('log', { name: 'Messages' });

  await test.step('/chat opens with the composer focused, and it stays focused on /chat/{id}', async () => {
    await expect(composer(page)).toBeFocused();
    await page.keyboard.type('Hello from the keyboard');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(THREAD_URL);
    await expect(page.locator('[data-author="user"]').first()).toContainText('Hello from the keyboard');
    await expect(composer(page)).toBeFocused();
    expect(await composerIsActive(page)).toBe(true);
    await idle(page);
    expect(await composerIsActive(page)).toBe(true);
  });

  await test.step('↑ in the empty composer opens the editor of the last message', async () => {
    // ↑ edits a message the thread has stored: once the answer ends, its messages are read back,
    // and the sent one shows its own Edit button (before that it is the one on its way).
    await expect(log.getByRole('button', { name: 'Edit message' }).last()).toBeVisible();
    await expect(composer(page)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    const editor = page.getByRole('textbox', { name: 'Edit your message' });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue('Hello from the keyboard');
    await editor.press('Escape');
    await expect(editor).toHaveCount(0);
  });

  await test.step('Ctrl+K opens Search; Escape gives focus back to what had it', async () => {
    const search = page.getByRole('dialog', { name: 'Search your chats...' });
    await composer(page).focus();
    await page.keyboard.press('ControlOrMeta+K');
    await expect(search).toBeVisible();
    await expect(search.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(composer(page)).toBeFocused();

    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    await expect(searchButton).toHaveAttribute('title', 'Search (Ctrl+K)');
    await expect(page.getByRole('button', { name: 'New Chat' })).toHaveAttribute('title', 'New chat (Ctrl+Shift+O)');
    await searchButton.hover();
    await shot(page, 'sidebar-shortcut-hint');
    await searchButton.focus();
    await page.keyboard.press('ControlOrMeta+K');
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(searchButton).toBeFocused();
  });

  await test.step('? lists every shortcut, but types a question mark in the composer', async () => {
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await composer(page).focus();
    await page.keyboard.press('?');
    await expect(composer(page)).toHaveValue('?');
    await expect(dialog).toHaveCount(0);
    await composer(page).fill('');

    await log.focus();
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
    const rows: [string, string][] = [
      ['Search your chats', 'Ctrl plus K'],
      ['New chat', 'Ctrl plus Shift plus O'],
      ['Show keyboard shortcuts', 'Question mark'],
      ['Send the message', 'Enter'],
      ['Start a new line', 'Shift plus Enter'],
      ['Edit your last message', 'Up arrow'],
      ['Stop generating', 'Escape'],
    ];
    for (const [action, keys] of rows) {
      await expect(dialog.getByRole('listitem').filter({ hasText: action })).toContainText(keys);
    }
    await shot(page, 'keyboard-shortcuts');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(log).toBeFocused();
  });

  await test.step('Ctrl+Shift+O lands on a new chat with the composer focused', async () => {
    const before = page.url();
    await page.keyboard.press('ControlOrMeta+Shift+O');
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(THREAD_URL);
    await expect(page.getByRole('list', { name: 'Suggested prompts' })).toBeVisible();
    await expect(page.locator('[data-author]')).toHaveCount(0);
    await expect(composer(page)).toBeFocused();
  });

  await test.step('Scroll to latest appears after scrolling up a long thread and brings the last message back', async () => {
    for (const n of [1, 2, 3]) await send(page, note(n));
    await idle(page);
    const latest = page.getByRole('button', { name: 'Scroll to latest' });
    await expect(lastAnswer(page)).toBeInViewport();
    await expect(latest).toHaveCount(0);
    await log.hover();
    await page.mouse.wheel(0, -1600);
    await expect(latest).toBeVisible();
    await expect(lastAnswer(page)).not.toBeInViewport();
    await shot(page, 'scroll-to-latest');
    await latest.click();
    await expect(lastAnswer(page)).toBeInViewport();
    await expect(latest).toHaveCount(0);
  });

  await test.step('the first Tab of a page offers to skip the sidebar, and Enter lands in the page', async () => {
    await page.goto('/knowledge');
    // The page's own controls are there (its data came), so a Tab inside it has somewhere to go.
    const firstControl = page.getByRole('main').getByRole('link', { name: 'Memories' });
    await expect(firstControl).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await shot(page, 'skip-to-content');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/knowledge$/);
    // The next Tab is the page's first control, not the sidebar's.
    await page.keyboard.press('Tab');
    await expect(firstControl).toBeFocused();
    await page.goBack();
  });

  await test.step('how it looks in the dark and at 375 px', async () => {
    const latest = page.getByRole('button', { name: 'Scroll to latest' });
    const scrollUpAndShoot = async (name: string) => {
      await log.hover();
      await page.mouse.wheel(0, -1600);
      await expect(latest).toBeVisible();
      await shot(page, name);
      await latest.click();
      await expect(latest).toHaveCount(0);
    };
    const shortcutsShot = async (name: string) => {
      await log.focus();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await shot(page, name);
      await page.keyboard.press('Escape');
    };
    await page.emulateMedia({ colorScheme: 'dark' });
    await scrollUpAndShoot('scroll-to-latest-dark');
    await shortcutsShot('keyboard-shortcuts-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 375, height: 740 });
    await scrollUpAndShoot('scroll-to-latest-375');
    await shortcutsShot('keyboard-shortcuts-375');
  });
});
