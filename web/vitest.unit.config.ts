import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import { linguiMacro } from '../design-system/build/lingui-macro.ts';
import { defineProject } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Project `web-unit`: plain unit tests of the web app's pure logic (the live state of an answer,
 * the rows of a thread, titles, shortcuts, error texts, form rules), in Node.
 *
 * Alone: `npx vitest run --project web-unit` from the repo root.
 */
export default defineProject({
  root: here,
  // Some modules hold a graphql`` tag (account-rules.ts reads refusals through relay/field-error.ts):
  // the Relay plugin compiles it to an import of src/__generated__, as in vite.config.ts. Its
  // babel-plugin-relay looks for relay.config.json in the working directory, the repository root
  // here, and without it imports from ./__generated__ beside the file: that points at the real one.
  plugins: [linguiMacro(), relay],
  resolve: {
    alias: [{ find: /^\.\/__generated__\//, replacement: `${here}src/__generated__/` }],
  },
  test: {
    name: 'web-unit',
    environment: 'node',
    // Lingui's one instance, speaking English as the app starts (design-system/src/i18n/i18n.ts).
    setupFiles: [`${here}../design-system/src/i18n/i18n.ts`],
    include: ['src/**/*.test.ts'],
  },
});
