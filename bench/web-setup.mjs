// What the browser benches share (bench/web.mjs, bench/long-thread.mjs): the web build, a real
// server (npm start's app) on a fresh SQLite database with one signed-up, onboarded person, and
// long conversations written straight into that database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BENCH_DIR, ROOT, freshDatabase, startApi } from './lib.mjs';

/** Builds the web app when web/dist is missing (`npm run build -w web` after changing web/). */
export function ensureWebBuild() {
  if (!fs.existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
}

/**
 * The server on a fresh database `var/bench/<name>.db` and a person signed up on it: { api, db,
 * user, token }. The caller stops `api`.
 */
export async function webServer(name, extraEnv = {}) {
  const db = path.join(BENCH_DIR, `${name}.db`);
  const url = freshDatabase(db);
  const api = await startApi({ DATABASE_URL: url, ...extraEnv });
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
    const conn = new Database(db);
    conn.prepare(`UPDATE "User" SET "isOnboarded" = 1 WHERE "id" = ?`).run(reg.user.id);
    conn.close();
    return { api, db, user: reg.user.id, token: reg.token };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** A browser context signed in as the bench's person, with a 1280×800 window. */
export async function signedInContext(browser, server) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'duet_session', value: server.token, url: server.api.base }]);
  return context;
}

/**
 * A conversation of `steps` messages, questions and answers taking turns ("Question 1: …",
 * "Answer 2: …", …, the newest last), written in one transaction. Returns its id.
 */
export function seedThread(db, userId, steps, name = 'A very long conversation') {
  const conn = new Database(db);
  const threadId = `bench-thread-${steps}-${Date.now()}`;
  const now = new Date().toISOString().replace('Z', '+00:00');
  const insert = conn.transaction(() => {
    conn
      .prepare(
        `INSERT INTO "Thread" ("id","userId","name","agentType","threadType","metadata","stepCount","lastSeq","createdAt","updatedAt")
       VALUES (?,?,?,?,?,?,?,?,?,?)`,
      )
      .run(threadId, userId, name, 'private_brain', 'private_chat', '{}', steps, steps, now, now);
    const step = conn.prepare(
      `INSERT INTO "Step" ("id","threadId","seq","stepType","input","output","status","createdAt") VALUES (?,?,?,?,?,?,?,?)`,
    );
    for (let i = 1; i <= steps; i++) {
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
  conn.close();
  return threadId;
}
