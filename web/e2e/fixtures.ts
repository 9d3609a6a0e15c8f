/**
 * Playwright's `test` with one addition for every journey: the page must run under Duet's
 * Content-Security-Policy without a single violation (a refused script, style or connection is
 * reported on the console), in the test's own browser context and in any it opens.
 */
import { test as base, expect, type BrowserContext } from '@playwright/test';

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (ctx: BrowserContext) =>
        ctx.on('console', (message) => {
          if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const ctx = await newContext(options);
        watch(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
