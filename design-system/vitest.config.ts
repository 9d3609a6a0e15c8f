import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { chromium } from '../.storybook/chromium';

/**
 * Project `stories`: every Storybook story of the design system (and of web features) rendered as a
 * test in Debian's Chromium, with its play function and an axe check (a11y.test = 'error' in
 * .storybook/preview.ts). Each story runs twice, in the light and in the dark theme. The Storybook
 * plugin owns this project's test.include, so plain unit tests (`src/**\/*.test.ts`) live in the
 * `design-system-unit` project of vitest.unit.config.ts.
 *
 * Alone: `npx vitest run --config design-system/vitest.config.ts` from the repo root.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));
const storybookConfigDir = fileURLToPath(new URL('../.storybook', import.meta.url));
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';

export default defineProject({
  root: here,
  plugins: [storybookTest({ configDir: storybookConfigDir, initialGlobals: { theme: 'light' } })],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      // Pre-bundled up front: discovering them mid-run re-optimizes and loads a second React.
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-popover',
      '@radix-ui/react-switch',
      '@radix-ui/react-tooltip',
      '@tanstack/react-virtual',
      'lucide-react',
      'marked',
      // Lingui: the words of every component (design-system/src/i18n/).
      '@lingui/core',
      '@lingui/react',
      '@lingui/message-utils/compileMessage',
      // Imported on demand by ChatMessage/Markdown.tsx, which a story would find mid-run.
      'katex',
      'lowlight',
    ],
  },
  server: { fs: { allow: ['..'] } },
  test: {
    name: 'stories',
    // The story files run one after another in one frame per theme, not each in a fresh one: the
    // run took 590 s isolated and about 360 s shared (docs/decisions/test-runner.md). A story must
    // then picture the same whatever ran before it: fonts are loaded up front (.storybook/visual.ts).
    isolate: false,
    // After each story: its screenshot against the committed baseline (.storybook/visual.ts).
    setupFiles: [fileURLToPath(new URL('../.storybook/visual.ts', import.meta.url))],
    // Vitest copies a failed screenshot's images here too (for its reporters): out of the repository.
    attachmentsDir: resolve(repo, 'var/vitest-attachments'),
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      // allowWrite: the screenshots are written by the test server (the Storybook plugin turns it off
      // unless asked); it listens on 127.0.0.1 only.
      api: { host: '127.0.0.1', allowWrite: true },
      expect: {
        toMatchScreenshot: {
          // The baselines beside each story file, one folder per file, `<Story>-<theme>.png` (the name
          // comes from .storybook/visual.ts; scripts/update-screenshots.mjs knows this layout).
          resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
            resolve(root, testFileDirectory, '__screenshots__', testFileName, arg + ext),
          // A mismatch's actual image and diff (and, in CI, a missing baseline) go under
          // var/visual-diffs/, by the story file's path: never committed, easy to find.
          resolveDiffPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
            resolve(
              repo,
              'var/visual-diffs',
              relative(repo, resolve(root, testFileDirectory)),
              testFileName,
              arg + ext,
            ),
        },
      },
      instances: [
        { browser: 'chromium', name: 'stories (light)' },
        {
          browser: 'chromium',
          name: 'stories (dark)',
          provide: { [INITIAL_GLOBALS_KEY]: { theme: 'dark' } },
        },
      ],
    },
  },
});
