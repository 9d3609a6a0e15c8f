/**
 * How the signed-in app is set, measured where a person sees it (docs/decisions/chat-rhythm.md,
 * docs/decisions/page-widths.md): an answer follows its question at the chat's gap, its buttons
 * stay quiet until pointed at or focused, one sidebar toggle, one column width on every page, and
 * Settings' list of sections.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerTo, idle, readyAccount } from './helpers';

const opacity = (locator: Locator) => locator.evaluate((node) => Number(getComputedStyle(node).opacity));
/** The answer's buttons: the row that Copy sits in. */
const buttonsOf = (message: Locator) => message.getByRole('button', { name: 'Copy message' }).locator('xpath=..');
async function widthOf(locator: Locator) {
  await expect(locator).toBeVisible();
  return locator.evaluate((node) => Math.round(node.getBoundingClientRect().width));
}
/** A page's first card: a section, or a form that is one (PageSection). */
const firstCard = (page: Page) => page.locator('main :is(section, form)').first();

async function gapBeforeAnswer(page: Page) {
  return page.evaluate(() => {
    const question = [...document.querySelectorAll('[data-author="user"]')].at(-1);
    const answer = [...document.querySelectorAll('[data-author="assistant"]')].at(-1);
    if (!question || !answer) throw new Error('no exchange on the page');
    return Math.round(answer.getBoundingClientRect().top - question.getBoundingClientRect().bottom);
  });
}

test('the chat reads as text: a close answer, quiet buttons, one toggle, one width', async ({ page }) => {
  await readyAccount(page, 'rhythm');
  await answerTo(page, 'Remember that I climb on Saturdays.');
  await answerTo(page, 'What do I do on Saturdays?');
  await idle(page);

  // An answer follows its question at 24 to 32 px (ChatGPT and Claude's rhythm), not 80.
  const gap = await gapBeforeAnswer(page);
  expect(gap).toBeGreaterThanOrEqual(24);
  expect(gap).toBeLessThanOrEqual(32);

  // The answer's buttons are there for the keyboard but quiet until the answer is pointed at.
  await page.mouse.move(0, 0);
  const answer = page.locator('[data-author="assistant"]').last();
  const buttons = buttonsOf(answer);
  await expect.poll(() => opacity(buttons)).toBe(0);
  await answer.hover();
  await expect.poll(() => opacity(buttons)).toBe(1);
  await page.mouse.move(0, 0);
  await expect.poll(() => opacity(buttons)).toBe(0);
  const copy = answer.getByRole('button', { name: 'Copy message' });
  await copy.focus();
  await expect(copy).toBeFocused();
  await expect.poll(() => opacity(buttons)).toBe(1);

  // One sidebar toggle on a wide screen: the header's.
  await expect(page.getByRole('button', { name: /sidebar/i }).filter({ visible: true })).toHaveCount(1);

  // One column: the chat's messages, Settings, Knowledge and My Twin are as wide as one another.
  const chatColumn = await widthOf(page.locator('[data-author="user"]').last());
  await page.goto('/settings');
  const settingsColumn = await widthOf(firstCard(page));
  await page.goto('/knowledge');
  const knowledgeColumn = await widthOf(firstCard(page));
  await page.goto('/twin');
  const twinColumn = await widthOf(page.locator('main [data-accent="purple"] > *').first());
  expect({ settingsColumn, knowledgeColumn, twinColumn }).toEqual({
    settingsColumn: chatColumn,
    knowledgeColumn: chatColumn,
    twinColumn: chatColumn,
  });
});

test('Settings lists its sections, and a link takes focus to its section', async ({ page }) => {
  await readyAccount(page, 'sections');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(nav.getByRole('link')).toHaveCount(16);
    const devices = nav.getByRole('link', { name: 'Devices' });
    await devices.scrollIntoViewIfNeeded();
    await devices.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'Devices' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(devices).toHaveAttribute('aria-current', 'location');
    // The list stays in reach while the page scrolls.
    await expect(nav).toBeInViewport();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('the landing page fits a 375 px screen and leaves no headline word alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const alone = await title.evaluate((h1) =>
    [...h1.querySelectorAll('span')].filter((line) => {
      const text = line.firstChild;
      if (!text || !text.textContent) return false;
      const words = text.textContent.trim().split(' ');
      if (words.length < 2) return false;
      const lastStart = text.textContent.lastIndexOf(' ') + 1;
      const top = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return Math.round(range.getBoundingClientRect().top);
      };
      // The last word on a line of its own: its top differs from the word before it.
      return top(lastStart, text.textContent.length) !== top(lastStart - 1 - words.at(-2)!.length, lastStart - 1);
    }),
  );
  expect(alone).toHaveLength(0);
});
