/**
 * Chromium for the browser projects (design-system/vitest.config.ts, .storybook/vitest.config.ts):
 * Debian's, or the one CHROMIUM_PATH names. Nothing is downloaded, and the page reaches no host but
 * 127.0.0.1.
 */
import { playwright } from '@vitest/browser-playwright';

export function chromium() {
  return playwright({
    // The page as large as the widest story viewport (.storybook/preview.ts), so Vitest does not scale
    // the story's frame down to fit: the screenshots are at 1:1.
    contextOptions: { viewport: { width: 1280, height: 800 } },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  });
}
