/* global window, document */
// Web budgets (issue 6): route JS sizes (gzip), the time a 5,000-step thread
// takes to open in Chromium, and keystroke delay while an answer streams.
// Real server (npm start's app on a fresh SQLite database), Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';
import { ROOT, percentile } from './lib.mjs';
import { ensureWebBuild, seedThread, signedInContext, webServer } from './web-setup.mjs';

const STEPS = 5000;

function bundleBudgets() {
  const r = spawnSync(process.execPath, ['web/scripts/bundle-budget.mjs'], { cwd: ROOT, encoding: 'utf8' });
  return [...r.stdout.matchAll(/(\w+): ([\d.]+) KB gzip JS \(budget (\d+) KB/g)].map((m) => ({
    route: m[1],
    kb: Number(m[2]),
    budgetKb: Number(m[3]),
  }));
}

export async function webBench() {
  ensureWebBuild();
  const budgets = bundleBudgets();
  const server = await webServer('web', { AI_LOCAL_CHUNK_DELAY_MS: '25' });
  const { api } = server;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const threadId = seedThread(server.db, server.user, STEPS);
    const context = await signedInContext(browser, server);
    const page = await context.newPage();

    // Open the 5,000-step thread: navigation start → its newest answer on screen.
    await page.goto(`${api.base}/chat`); // warm the app shell once (first load compiles nothing server-side)
    const opens = [];
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      await page.goto(`${api.base}/chat/${threadId}`);
      await page.getByText(`Answer ${STEPS}:`).waitFor({ timeout: 30_000 });
      opens.push(Date.now() - t0);
    }

    // Keystroke delay while an answer streams: from the key's event timestamp (when the browser
    // received it) to the end of the page's input handling (a bubbling listener on window runs
    // after React's root listener has updated the composer).
    await page.goto(`${api.base}/testing`);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(`echo ${'streaming words to watch while typing '.repeat(120)}`);
    await box.press('Enter');
    await page.locator('[aria-busy="true"]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      const w = window;
      w.__delays = [];
      let down = 0;
      document.addEventListener('keydown', (e) => (down = e.timeStamp), true);
      window.addEventListener('input', () => {
        if (down) w.__delays.push(performance.now() - down);
        down = 0;
      });
    });
    await box.click();
    await page.keyboard.type('typing while the answer streams in', { delay: 40 });
    const stillStreaming = (await page.locator('[aria-busy="true"]').count()) > 0;
    const delays = (await page.evaluate(() => window.__delays)).sort((a, b) => a - b);
    return {
      budgets,
      open: {
        steps: STEPS,
        runsMs: opens,
        medianMs: [...opens].sort((a, b) => a - b)[2],
        pass: [...opens].sort((a, b) => a - b)[2] <= 700,
      },
      keystrokes: {
        n: delays.length,
        p50: percentile(delays, 50),
        p95: percentile(delays, 95),
        max: delays.at(-1),
        stillStreaming,
        pass: percentile(delays, 95) < 16,
      },
    };
  } finally {
    await browser.close();
    await api.stop();
  }
}
