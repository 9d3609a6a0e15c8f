/* global window */
// Diagnosis for bench/long-thread.mjs: a CPU profile of Home page by page on one long conversation,
// after SKIP older pages, for PAGES pages; prints the Long Tasks API's count and the functions with
// the most self time and the most total time, and writes var/bench/long-thread.cpuprofile (DevTools
// opens it). A build with source maps names the functions as in the source (source-names.mjs).
// `node bench/long-thread-profile.mjs` with STEPS (10000), SKIP (450), PAGES (40), and DIST (a web
// build's folder, e.g. an earlier commit's `vite build --outDir`; web/dist by default).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';
import { BENCH_DIR, load1, ROOT } from './lib.mjs';
import { profileTimes, sourceNames } from './source-names.mjs';
import { installProbe, scrollToTop } from './long-thread.mjs';
import { seedThread, signedInContext, webServer } from './web-setup.mjs';

const STEPS = Number(process.env.STEPS ?? 10000);
const PAGES = Number(process.env.PAGES ?? 40);
const SKIP = Number(process.env.SKIP ?? 450);
const DIST = process.env.DIST ?? path.join(ROOT, 'web/dist');
const server = await webServer('long-thread-profile', { WEB_DIST: DIST });
const browser = await chromium.launch(chromiumLaunch);
try {
  const id = seedThread(server.db, server.user, STEPS);
  const context = await signedInContext(browser, server);
  const page = await context.newPage();
  await page.goto(`${server.api.base}/chat/${id}`);
  await page.getByText(`Answer ${STEPS}:`).waitFor();
  await page.evaluate(installProbe);
  await page.getByRole('log', { name: 'Messages' }).focus();
  if (SKIP) await scrollToTop(page, STEPS, SKIP);
  await page.evaluate(() => window.__longThread.longTasks.splice(0));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  const loadBefore = load1();
  const { presses, stepMs } = await scrollToTop(page, STEPS, PAGES);
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(path.join(BENCH_DIR, 'long-thread.cpuprofile'), JSON.stringify(profile));
  const long = await page.evaluate(() => window.__longThread.longTasks);
  const { self, total } = profileTimes(profile, sourceNames(DIST));
  console.log({
    pages: stepMs.length,
    presses,
    longTasks: long.length,
    longestMs: Math.max(0, ...long.map((t) => t.ms)),
    load: [loadBefore, load1()],
  });
  for (const [title, table] of [
    ['self time, ms', self],
    ['total time (with what it called), ms', total],
  ]) {
    console.log(title);
    for (const [key, ms] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(ms.toFixed(0).padStart(7), key);
  }
} finally {
  await browser.close();
  await server.api.stop();
}
