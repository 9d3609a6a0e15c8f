/**
 * The second e2e server (web/playwright.config.ts): 2 anonymous and 2 signed-in twin messages a
 * day. Specs that use the twin quota up run there (`test.use({ baseURL: quotaBaseURL })`), so the
 * main server's visitors (all 127.0.0.1, one IP quota) keep theirs.
 */
import { expect, type Page } from '@playwright/test';
import { composer, idle } from './helpers';

export const quotaBaseURL = `http://127.0.0.1:${process.env.E2E_QUOTA_PORT}`;

export const QUOTA = 2;
export const ANONYMOUS_REFUSAL = `You've reached today's limit of ${QUOTA} messages with twins. Sign in for more, or come back tomorrow.`;
export const SIGNED_IN_REFUSAL = `You've reached today's limit of ${QUOTA} messages with twins. Come back tomorrow.`;

/** The refusal above the composer (ChatThread). */
export function refusal(page: Page) {
  return page.locator('[data-refusal="quota_exceeded"]');
}

/** The messages of the conversation (not the refusal above the composer). */
export function history(page: Page, author: 'user' | 'assistant') {
  return page.getByRole('log', { name: 'Messages' }).locator(`[data-author="${author}"]`);
}

/**
 * Asks the questions one by one until the twin refuses one (the quota is per visitor and, for
 * anonymous visitors, per IP: another test may have used some of it). Returns how many were
 * answered and the one refused.
 */
export async function askUntilRefused(page: Page, questions: readonly string[]) {
  for (const [asked, question] of questions.entries()) {
    await idle(page);
    const answers = await history(page, 'assistant').count();
    await composer(page).fill(question);
    await composer(page).press('Enter');
    await expect(refusal(page).or(history(page, 'assistant').nth(answers))).toBeVisible();
    if (await refusal(page).isVisible()) return { answered: asked, refused: question };
    await idle(page);
  }
  throw new Error(`The twin answered all ${questions.length} questions: no quota was reached`);
}
