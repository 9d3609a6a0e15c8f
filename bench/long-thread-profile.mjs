/* global window */
// Diagnosis for bench/long-thread.mjs: a CPU profile of Home page by page on one long conversation,
// after SKIP older pages, for PAGES pages; prints the Long Tasks API's count and the functions with
// the most self time, and writes var/bench/long-thread.cpuprofile (DevTools opens it).
// `node bench/long-thread-profile.mjs` with STEPS (10000), SKIP (450), PAGES (40), and DIST (a web
// build's folder, e.g. an earlier commit's `vite build --outDir`; web/dist by default).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';
import { BENCH_DIR, load1 } from './lib.mjs';
import { installProbe, scrollToTop } from './long-thread.mjs';
import { seedThread, signedInContext, webServer } from './web-setup.mjs';

const STEPS = Number(process.env.STEPS ?? 10000);
const PAGES = Number(process.env.PAGES ?? 40);
const SKIP = Number(process.env.SKIP ?? 450);
const server = await webServer('long-thread-profile', process.env.DIST ? { WEB_DIST: process.env.DIST } : {});
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
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  console.log({
    pages: stepMs.length,
    presses,
    longTasks: long.length,
    longestMs: Math.max(0, ...long.map((t) => t.ms)),
    load: [loadBefore, load1()],
  });
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(ms.toFixed(0).padStart(7), key);
} finally {
  await browser.close();
  await server.api.stop();
}
