import { defineConfig } from 'vitest/config';

/** Every Vitest project of the repository; `npm test` runs them all. */
export default defineConfig({
  test: {
    // api/ (node: unit + integration on a real database), design-system/ (stories in Chromium),
    // */vitest.unit.config.ts (node: the pure logic of design-system/ and web/), .storybook/ (Chromium:
    // the stories' own checks)
    projects: ['*/vitest.config.ts', '*/vitest.unit.config.ts', '.storybook/vitest.config.ts'],
  },
});
