/**
 * Chromium for the browser projects (design-system/vitest.config.ts, .storybook/vitest.config.ts),
 * started as every browser test starts it (scripts/chromium-launch.mjs).
 */
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';

export function chromium() {
  return playwright({
    // The page as large as the widest story viewport (.storybook/preview.ts), so Vitest does not scale
    // the story's frame down to fit: the screenshots are at 1:1.
    contextOptions: { viewport: { width: 1280, height: 800 } },
    launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args] },
  });
}
