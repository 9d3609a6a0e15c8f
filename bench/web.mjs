/* global window, document */
// Web budgets (issue 6): route JS sizes (gzip), the time a 5,000-step thread
// takes to open in Chromium, and keystroke delay while an answer streams.
// Real server (npm start's app on a fresh SQLite database), Debian's Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';
import { BENCH_DIR, ROOT, percentile, startApi } from './lib.mjs';

const DB = path.join(BENCH_DIR, 'web.db');
const STEPS = 5000;

function bundleBudgets() {
  const r = spawnSync(process.execPath, ['web/scripts/bundle-budget.mjs'], { cwd: ROOT, encoding: 'utf8' });
  return [...r.stdout.matchAll(/(\w+): ([\d.]+) KB gzip JS \(budget (\d+) KB/g)].map((m) => ({
    route: m[1],
    kb: Number(m[2]),
    budgetKb: Number(m[3]),
  }));
}

function seedThread(userId) {
  const db = new Database(DB);
  const threadId = `bench-thread-${Date.now()}`;
  const now = new Date().toISOString().replace('Z', '+00:00');
  const insert = db.transaction(() => {
    db.prepare(
      `INSERT INTO "Thread" ("id","userId","name","agentType","threadType","metadata","stepCount","lastSeq","createdAt","updatedAt")
       VALUES (?,?,?,?,?,?,?,?,?,?)`,
    ).run(threadId, userId, 'A very long conversation', 'private_brain', 'private_chat', '{}', STEPS, STEPS, now, now);
    const step = db.prepare(
      `INSERT INTO "Step" ("id","threadId","seq","stepType","input","output","status","createdAt") VALUES (?,?,?,?,?,?,?,?)`,
    );
    for (let i = 1; i <= STEPS; i++) {
      const user = i % 2 === 1;
      const text = `${user ? 'Question' : 'Answer'} ${i}: ${'some words about climbing, tea and maps '.repeat(3)}`;
      step.run(
        `${threadId}-${i}`,
        threadId,
        i,
        user ? 'USER_MESSAGE' : 'ASSISTANT_MESSAGE',
        user ? text : null,
        user ? null : text,
        user ? 'sent' : 'completed',
        now,
      );
    }
  });
  insert();
  db.close();
  return threadId;
}

export async function webBench() {
  if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
  const budgets = bundleBudgets();
  fs.rmSync(DB, { force: true });
  const url = `file:${path.relative(ROOT, DB)}`;
  execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  const api = await startApi({ DATABASE_URL: url, AI_LOCAL_CHUNK_DELAY_MS: '25' });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const reg = await fetch(`${api.base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'bench@example.com',
        password: 'bench password',
        username: 'bench-web',
        display_name: 'Bench',
      }),
    }).then((r) => r.json());
    const db = new Database(DB);
    db.prepare(`UPDATE "User" SET "isOnboarded" = 1 WHERE "id" = ?`).run(reg.user.id);
    db.close();
    const threadId = seedThread(reg.user.id);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'duet_session', value: reg.token, url: api.base }]);
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
