// Times the lists the web app reads of the viewer's own rows (the Knowledge page's memories, the
// sidebar's projects, the bell's notifications) as GraphQL queries, one at a time, against one or
// more built servers side by side: the rounds alternate between them on the same database.
// Usage: node bench/viewer-lists.mjs [bundle.mjs ...]   (default: a fresh build of this checkout)
// BENCH_RUNS (default 300) timed queries per list and server per round, 3 rounds, after 50 warm-up.
// Then the same queries under load: 8 connections for 4 s per list and server and round, two for each
// of 4 people (concurrent requests of several people are where Prisma batches, hot-reads-bypass-prisma.md).
// A small database of its own (var/bench/viewer-lists.db): 4 people, each with 1,000 memories,
// 50 projects and 200 notifications (someone else's are left out of every list).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApi } from '../scripts/build-api.mjs';
import { BENCH_DIR, fmt, freshDatabase, load, machine, pinSelf, startChild, freePort, summarize } from './lib.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const ROUNDS = 3;
const WARM = 50;
const DB_FILE = path.join(BENCH_DIR, 'viewer-lists.db');
const PEOPLE = ['a', 'b', 'c', 'd'];
const tokenOf = (who) => `bench-viewer-lists-${who}-0123456789abcdefghijklmnopqrstuvwxyz`;
const TOKEN = tokenOf('a');
const LOAD_MS = 4000;

const QUERIES = {
  'memories (Knowledge, first 100)': `{ viewer { memoriesConnection(first: 100) { edges { cursor node { id content visibility source sourceThreadId createdAt updatedAt project { id name } } } pageInfo { hasNextPage endCursor } } } }`,
  'projects (sidebar)': `{ viewer { projects { id databaseId name instructions keepMemoriesToItself createdAt updatedAt } } }`,
  'notifications (bell, 5)': `{ viewer { notifications(first: 5) { id notificationType priority title summary isRead readAt publishedAt actionUrl channel { displayName } } unreadNotificationCount } }`,
  'notifications (first 100)': `{ viewer { notifications(first: 100) { id title isRead publishedAt channel { displayName } } } }`,
};

function seed(url) {
  const db = new Database(DB_FILE);
  db.pragma('journal_mode = WAL');
  const now = Date.now();
  let n = 0;
  const id = (p) => `${p}${String(++n).padStart(20, '0')}`;
  const iso = (ms) => new Date(ms).toISOString();
  db.transaction(() => {
    const channel = id('ch');
    db.prepare(`INSERT INTO "NotificationChannel" ("id","key","displayName") VALUES (?,?,?)`).run(
      channel,
      'system',
      'Duet',
    );
    for (const who of PEOPLE) {
      const userId = id('u');
      db.prepare(
        `INSERT INTO "User" ("id","email","username","displayName","passwordHash","isOnboarded","createdAt","updatedAt") VALUES (?,?,?,?,?,1,?,?)`,
      ).run(userId, `${who}@bench.test`, `bench_${who}`, `Bench ${who}`, 'x', iso(now), iso(now));
      {
        db.prepare(
          `INSERT INTO "Session" ("id","userId","tokenHash","kind","name","createdAt","lastUsedAt","expiresAt") VALUES (?,?,?,'session','bench',?,?,?)`,
        ).run(
          id('s'),
          userId,
          createHash('sha256').update(tokenOf(who)).digest('hex'),
          iso(now),
          iso(now),
          iso(now + 864e5 * 30),
        );
      }
      const projects = [];
      for (let i = 0; i < 50; i++) {
        const p = id('p');
        projects.push(p);
        db.prepare(
          `INSERT INTO "Project" ("id","userId","name","instructions","keepMemoriesToItself","createdAt","updatedAt") VALUES (?,?,?,?,0,?,?)`,
        ).run(
          p,
          userId,
          `Project ${who} ${i}`,
          i % 2 ? 'Answer briefly.' : null,
          iso(now - i * 1000),
          iso(now - i * 1000),
        );
      }
      for (let i = 0; i < 1000; i++) {
        db.prepare(
          `INSERT INTO "Memory" ("id","userId","content","visibility","source","projectId","createdAt","updatedAt") VALUES (?,?,?,?,?,?,?,?)`,
        ).run(
          id('m'),
          userId,
          `Memory ${i} of ${who}: likes climbing on weekends and coffee in the morning, number ${i}.`,
          i % 3 ? 'private' : 'public',
          'owner',
          i % 10 === 0 ? projects[i % 50] : null,
          iso(now - i * 60_000),
          iso(now - i * 60_000),
        );
      }
      for (let i = 0; i < 200; i++) {
        db.prepare(
          `INSERT INTO "Notification" ("id","userId","channelId","notificationType","priority","title","summary","isRead","publishedAt","createdAt") VALUES (?,?,?,?,?,?,?,?,?,?)`,
        ).run(
          id('n'),
          userId,
          i % 2 ? channel : null,
          'info',
          'normal',
          `Note ${i}`,
          'Something happened',
          i % 4 ? 1 : 0,
          iso(now - i * 1000),
          iso(now - i * 1000),
        );
      }
    }
  })();
  db.close();
  return url;
}

async function start(bundle, url) {
  const port = await freePort();
  const server = await startChild('api', [bundle], {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      UPLOAD_DIR: 'var/bench/uploads',
      MAIL_DIR: 'var/bench/mail',
    },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  });
  return { ...server, base: `http://127.0.0.1:${port}` };
}

async function ask(base, query) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
  return json.data;
}

pinSelf();
const bundles = process.argv.slice(2).length ? process.argv.slice(2) : [await buildApi()];
const url = seed(freshDatabase(DB_FILE));
const servers = [];
for (const b of bundles) servers.push({ bundle: b, server: await start(path.resolve(b), url) });
// Every server answers the same.
for (const q of Object.values(QUERIES)) {
  const answers = await Promise.all(servers.map((s) => ask(s.server.base, q)));
  const strip = (d) => JSON.stringify(d, (k, v) => (k === 'cursor' || k === 'endCursor' ? undefined : v));
  for (const a of answers.slice(1))
    if (strip(a) !== strip(answers[0])) throw new Error(`The servers answer ${q} differently`);
}
const times = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, q] of Object.entries(QUERIES)) {
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      if (round === 0) for (let i = 0; i < WARM; i++) await ask(s.server.base, q);
      const key = `${name}\t${s.bundle}`;
      const list = times.get(key) ?? [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await ask(s.server.base, q);
        list.push(performance.now() - t);
      }
      times.set(key, list);
    }
  }
}
const loads = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, query] of Object.entries(QUERIES)) {
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const results = await Promise.all(
        PEOPLE.map((who) =>
          load({
            url: `${s.server.base}/graphql`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(who)}` },
            body: JSON.stringify({ query }),
            connections: 2,
            durationMs: LOAD_MS,
            check: (buf) => !buf.includes('"errors"'),
          }),
        ),
      );
      const errors = results.reduce((a, r) => a + r.errors, 0);
      if (errors)
        throw new Error(`${name}: ${errors} failed requests: ${results.find((r) => r.firstError)?.firstError}`);
      const key = `${name}\t${s.bundle}`;
      const list = loads.get(key) ?? [];
      list.push(results.reduce((a, r) => a + r.rps, 0));
      loads.set(key, list);
    }
  }
}
for (const s of servers) await s.server.stop();
const m = machine();
console.log(
  `${m.date} · nproc ${m.nproc} · Node ${m.node} · ${m.pinned} · ${RUNS * ROUNDS} runs each, ${ROUNDS} alternating rounds`,
);
console.log('| list | server | min ms | median ms | p90 ms | max ms |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [key, list] of times) {
  const [name, bundle] = key.split('\t');
  const s = summarize(list);
  console.log(
    `| ${name} | ${path.relative(process.cwd(), bundle)} | ${fmt(Math.min(...list), 2)} | ${fmt(s.p50, 2)} | ${fmt(s.p90, 2)} | ${fmt(s.max, 2)} |`,
  );
}
console.log(
  `\nUnder load: 8 connections (2 for each of 4 people), ${LOAD_MS / 1000} s a round, ${ROUNDS} alternating rounds`,
);
console.log('| list | server | req/s per round | median req/s |');
console.log('| --- | --- | --- | --- |');
for (const [key, list] of loads) {
  const [name, bundle] = key.split('\t');
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `| ${name} | ${path.relative(process.cwd(), bundle)} | ${list.map((r) => fmt(r, 0)).join(' / ')} | ${fmt(sorted[Math.floor(sorted.length / 2)], 0)} |`,
  );
}
