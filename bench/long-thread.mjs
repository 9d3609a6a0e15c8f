/* global window, document, MutationObserver */
// Long conversations (the 10,000-message acceptance item): open a 5,000- and a 10,000-step
// conversation in Debian's Chromium, then scroll to the first message as a person does, with
// Home on the message list, one older page at a time, and count the long tasks (> 50 ms) the
// page ran once it had loaded: the Long Tasks API in the page, and Chromium's own trace (RunTask
// events on the renderer's main thread). Real server (npm start's app, fresh SQLite database).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';
import { BENCH_DIR, load1, median, quietMachine, summarize } from './lib.mjs';
import { ensureWebBuild, seedThread, signedInContext, webServer } from './web-setup.mjs';

const SIZES = (process.env.BENCH_LONG_THREAD_STEPS ?? '5000,10000').split(',').map(Number);
const OPENS = 3;
const LONG_TASK_MS = 50;
/** The query that brings an older page (web/src/features/chat/older-pages.ts). */
const PAGE_QUERIES = new Set(['olderPagesQuery']);
// RunTask is in the second; 'toplevel' would add more than half the trace again for nothing read here.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
/** One older page (or the first message) must show within this; a stuck list fails the bench. */
const STEP_TIMEOUT_MS = 30_000;

/**
 * In the page: what the message list shows, read from its rows alone. Each row is one message
 * ("Question 7: …", "Answer 8: …") at `data-index` in the list, so number − index is the number
 * of the oldest message loaded, whether or not that one is drawn. Also starts the Long Tasks
 * observer (only tasks from now on: buffered false).
 */
export function installProbe() {
  const log = document.querySelector('[role="log"]');
  const rows = () => Array.from(log.querySelectorAll('[data-index]'));
  const number = (row) => Number(/(?:Question|Answer) (\d+):/.exec(row.textContent ?? '')?.[1] ?? NaN);
  const oldestLoaded = () =>
    rows().reduce((min, row) => Math.min(min, number(row) - Number(row.dataset.index)), Infinity);
  const firstInView = () => {
    const view = log.getBoundingClientRect();
    return rows().some((row) => {
      if (number(row) !== 1) return false;
      const box = row.getBoundingClientRect();
      return box.bottom > view.top && box.top < view.bottom;
    });
  };
  const longTasks = [];
  new PerformanceObserver((list) => {
    // Where the reader was: the oldest message loaded when the task was reported (just after it).
    for (const entry of list.getEntries()) {
      longTasks.push({ start: entry.startTime, ms: entry.duration, oldest: oldestLoaded() });
    }
  }).observe({ type: 'longtask', buffered: false });
  window.__longThread = {
    longTasks,
    oldestLoaded,
    /**
     * Arms `waiting` for what a Home press brings: `{ reached: true }` once `reached()` holds, or
     * `{ reached: false }` when the scroll ended short of the top without it (the list moved the
     * view to keep a message in place as rows above it were measured, which ends a smooth
     * scroll): then the person presses Home again.
     */
    arm(what, arg, timeoutMs) {
      const reached = what === 'older' ? () => oldestLoaded() < arg : () => firstInView();
      window.__longThread.waiting = new Promise((resolve, reject) => {
        const finish = (result, error) => {
          observer.disconnect();
          log.removeEventListener('scrollend', onScrollEnd);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(result);
        };
        const check = () => reached() && finish({ reached: true, oldest: oldestLoaded() });
        const onScrollEnd = () => {
          if (!check() && log.scrollTop > 0) finish({ reached: false, scrollTop: log.scrollTop });
        };
        const observer = new MutationObserver(check);
        const attributeFilter = what === 'older' ? ['data-index'] : ['data-index', 'style'];
        observer.observe(log, { childList: true, subtree: true, attributes: true, attributeFilter });
        log.addEventListener('scrollend', onScrollEnd);
        const timer = setTimeout(() => {
          const drawn = rows().map((row) => `${row.dataset.index}:${number(row)}`);
          const state = `scrollTop ${log.scrollTop}, rows ${drawn.join(' ')}`;
          finish(null, new Error(`${what} ${arg ?? ''}: not within ${timeoutMs} ms (${state})`));
        }, timeoutMs);
      });
    },
  };
}

/** Long tasks in Chromium's trace: RunTask events over 50 ms on the page renderer's main thread. */
function traceLongTasks(buffer, base) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const pagePids = new Set();
  for (const e of events) {
    if (e.name !== 'TracingStartedInBrowser') continue;
    for (const frame of e.args?.data?.frames ?? []) if (frame.url?.startsWith(base)) pagePids.add(frame.processId);
  }
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pagePids.size === 0 || pagePids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const long = tasks.filter((e) => e.dur / 1000 > LONG_TASK_MS).map((e) => e.dur / 1000);
  return { runTasks: tasks.length, long: long.length, longestMs: Math.max(0, ...tasks.map((e) => e.dur / 1000)) };
}

/**
 * Home on the focused message list until the first message is in view (or `maxPages` older pages
 * have come): each press waits for the older page's rows to be drawn, or for the scroll to end
 * short of the top, when the person presses Home again. The page has run installProbe.
 */
export async function scrollToTop(page, steps, maxPages = Infinity) {
  let presses = 0;
  const stepMs = [];
  const pressHomeUntil = async (what, arg) => {
    for (;;) {
      await page.evaluate(([w, a, ms]) => window.__longThread.arm(w, a, ms), [what, arg, STEP_TIMEOUT_MS]);
      await page.keyboard.press('Home');
      presses += 1;
      const result = await page.evaluate(() => window.__longThread.waiting);
      if (result.reached) return result;
    }
  };
  let oldest = await page.evaluate(() => window.__longThread.oldestLoaded());
  if (!(oldest > 1 && oldest <= steps)) throw new Error(`cannot read the list's rows (oldest loaded: ${oldest})`);
  while (oldest > 1 && stepMs.length < maxPages) {
    const t0 = performance.now();
    ({ oldest } = await pressHomeUntil('older', oldest));
    stepMs.push(performance.now() - t0);
  }
  if (oldest === 1) await pressHomeUntil('first');
  return { presses, stepMs };
}

async function longThread(browser, server, steps) {
  const base = server.api.base;
  const threadId = seedThread(server.db, server.user, steps);
  const context = await signedInContext(browser, server);
  const page = await context.newPage();
  let pagesFetched = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && PAGE_QUERIES.has(request.postDataJSON()?.operationName)) pagesFetched += 1;
  });
  try {
    // Open: navigation start → the newest answer on screen; the last open is the one scrolled.
    await page.goto(`${base}/chat`); // the app shell, once
    const opens = [];
    for (let i = 0; i < OPENS; i++) {
      const t0 = performance.now();
      await page.goto(`${base}/chat/${threadId}`);
      await page.getByText(`Answer ${steps}:`).waitFor({ timeout: STEP_TIMEOUT_MS });
      opens.push(performance.now() - t0);
    }
    await page.evaluate(installProbe);
    const loadAtScroll = load1();
    const tracePath = path.join(BENCH_DIR, `long-thread-${steps}.trace.json`);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    pagesFetched = 0;

    // Scroll to the top: Home on the message list, then wait for the older page's rows to be
    // drawn; again until the first message is loaded, and then in view.
    await page.getByRole('log', { name: 'Messages' }).focus();
    const scrollStart = performance.now();
    const { presses, stepMs } = await scrollToTop(page, steps);
    const scrollMs = performance.now() - scrollStart;

    const trace = await browser.stopTracing();
    if (process.env.BENCH_KEEP_TRACE) fs.writeFileSync(tracePath, trace);
    const longTasks = await page.evaluate(() => window.__longThread.longTasks);
    const traced = traceLongTasks(trace, base);
    return {
      steps,
      openMs: { runs: opens.map(Math.round), median: median(opens) },
      longTasks: {
        n: longTasks.length,
        longestMs: Math.max(0, ...longTasks.map((t) => t.ms)),
        each: longTasks.map((t) => Math.round(t.ms)),
        /** The oldest message loaded when each was reported: where in the conversation they come. */
        at: longTasks.map((t) => t.oldest),
        ms: summarize(longTasks.map((t) => t.ms)),
      },
      trace: traced,
      scrollMs,
      pagesFetched,
      homePresses: presses,
      pageStepMs: summarize(stepMs),
      loadAtScroll,
      pass: longTasks.length === 0 && traced.long === 0,
    };
  } finally {
    await context.close();
  }
}

/**
 * BENCH_LONG_THREAD_BASELINE=<a web build's folder> (e.g. `vite build --outDir` of an earlier commit):
 * each size is also measured with that build, on a second server, just before this one.
 */
export async function longThreadBench() {
  ensureWebBuild();
  const load = { start: load1() };
  const baselineDist = process.env.BENCH_LONG_THREAD_BASELINE;
  const server = await webServer('long-thread');
  const baseline = baselineDist ? await webServer('long-thread-baseline', { WEB_DIST: baselineDist }) : null;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const sizes = [];
    for (const steps of SIZES) {
      load.atMeasure ??= await quietMachine();
      if (baseline) sizes.push({ ...(await longThread(browser, baseline, steps)), baseline: true });
      sizes.push(await longThread(browser, server, steps));
    }
    load.end = load1();
    const pass = sizes.filter((s) => !s.baseline).every((s) => s.pass);
    return { sizes, load, longTaskMs: LONG_TASK_MS, baselineDist, pass };
  } finally {
    await browser.close();
    await server.api.stop();
    await baseline?.api.stop();
  }
}
