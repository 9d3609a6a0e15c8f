import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromium } from './chromium';

/**
 * Project `visual-harness`: tests of the stories' own checks (.storybook/*.test.ts) in Chromium,
 * such as the one that fails a story drawn in a font Duet does not bundle.
 *
 * Alone: `npx vitest run --project visual-harness` from the repo root.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'visual-harness',
    include: ['*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      api: { host: '127.0.0.1' },
      screenshotFailures: false,
      instances: [{ browser: 'chromium' }],
    },
  },
});
