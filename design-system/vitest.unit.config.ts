import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { linguiMacro } from './build/lingui-macro';

/**
 * Project `design-system-unit`: plain unit tests of the design system's pure functions (date and
 * size formatting, initials, validation), in Node.
 *
 * Alone: `npx vitest run --config design-system/vitest.unit.config.ts` from the repo root.
 */
export default defineProject({
  plugins: [linguiMacro()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'design-system-unit',
    environment: 'node',
    // Lingui's one instance, speaking English as the app starts (design-system/src/i18n/i18n.ts).
    setupFiles: ['./src/i18n/i18n.ts'],
    include: ['src/**/*.test.ts'],
  },
});
