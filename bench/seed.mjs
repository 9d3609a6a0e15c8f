// Seeds a fresh bench database: migrations applied by the Prisma CLI as in
// production, then 10,000 threads and 100,000 steps (one thread with 1,000)
// inserted raw with better-sqlite3 in one transaction, through the normal
// tables so the FTS triggers fire. Deterministic (seeded PRNG).
// Usage: node bench/seed.mjs   (or node bench/run.mjs seed)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BENCH_DIR, DB_FILE, DB_URL, mulberry32, ROOT, SEED_INFO } from './lib.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

export const THREADS = 10_000;
export const STEPS = 100_000;
export const BIG_THREAD_STEPS = 1_000;
export const TOKEN = 'bench-token-0123456789abcdefghijklmnopqrstuvwxyz';

// ------------------------------------------------------------------ vocabulary
// Frequent words (rank order) followed by generated rare words: a Zipf law
// over 20,000 words gives common terms matching most documents and rare ones
// matching a handful.
const COMMON = `the and to of a i in you is that it for my with on me this be are can have what
not your about do but so was at just like how if we or from an as all would want know think
time get make one will more some they out up need there people when could work help day new
good see go really also way because which now then day week today life feel better plan back
family friend project idea book learn home year first write find keep going thing things start
remember love trip music running climbing garden coffee dinner morning evening weekend travel
health sleep exercise meeting team manager job career money budget savings house apartment
kitchen recipe bread cooking reading writing notes journal goal goals habit habits routine
walk hike mountain river lake ocean beach city train flight hotel summer winter spring autumn
birthday party gift sister brother mother father daughter son partner wife husband kids school
class course exam study research paper article podcast movie film show series song album
concert guitar piano painting photo photos camera phone laptop computer code software bug
design website app email message call doctor dentist appointment medicine yoga swim bike
marathon race training coach diet food lunch breakfast tea wine beer restaurant market
shopping clothes shoes dog cat pet vet plants flowers tomatoes weather rain snow sun storm
holiday vacation visa passport language spanish french german italian japanese chinese
history science math physics chemistry biology art museum gallery theater dance poetry novel
story chapter draft edit publish blog newsletter startup company client customer product
launch release feature roadmap deadline review feedback interview salary promotion
conference talk slides presentation workshop volunteer community neighbor neighbors`
  .split(/\s+/)
  .filter(Boolean);
const VOCAB_SIZE = 20_000;

const rand = mulberry32(20261122);
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const SYLLABLES =
  'ka lo mi ren tas vor quin bel dra fen gor hul ix jas kel lum mar nox opa pry ras sel tor umb vex wal xen yor zed ath bri cor dun ep fal gri'.split(
    ' ',
  );
function buildVocab() {
  const words = [...new Set(COMMON)];
  const seen = new Set(words);
  const r = mulberry32(7);
  while (words.length < VOCAB_SIZE) {
    const n = 2 + Math.floor(r() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(r() * SYLLABLES.length)];
    if (!seen.has(w)) {
      seen.add(w);
      words.push(w);
    }
  }
  return words;
}
export const VOCAB = buildVocab();
const CDF = (() => {
  const c = new Float64Array(VOCAB_SIZE);
  let sum = 0;
  for (let i = 0; i < VOCAB_SIZE; i++) c[i] = sum += 1 / Math.pow(i + 1, 1.05);
  for (let i = 0; i < VOCAB_SIZE; i++) c[i] /= sum;
  return c;
})();
function word() {
  const x = rand();
  let lo = 0;
  let hi = VOCAB_SIZE - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CDF[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return VOCAB[lo];
}
function sentence(minWords, maxWords) {
  const n = randInt(minWords, maxWords);
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = word();
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return `${out.join(' ')}.`;
}
function text(minWords, maxWords) {
  const target = randInt(minWords, maxWords);
  const parts = [];
  let count = 0;
  while (count < target) {
    const s = sentence(4, Math.min(18, Math.max(4, target - count)));
    parts.push(s);
    count += s.split(' ').length;
  }
  return parts.join(' ');
}

let idCounter = 0;
const cuid = () =>
  `c${(++idCounter).toString(36).padStart(8, '0')}${Math.floor(rand() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}bench`;
const iso = (ms) => new Date(ms).toISOString().replace('Z', '+00:00');
const preview = (s) => (s.length > 100 ? `${s.slice(0, 97)}...` : s);
const TOOLS = ['search_memories', 'remember', 'search_threads', 'get_profile'];

export function seed({ quiet = false } = {}) {
  const log = quiet ? () => undefined : (...a) => console.log(...a);
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(DB_FILE + suffix, { force: true });

  let t = performance.now();
  const migrate = spawnSync(process.execPath, [path.join(ROOT, 'scripts/prisma.mjs'), 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: DB_URL },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrate deploy failed:\n${migrate.stdout}\n${migrate.stderr}`);
  log(`  migrations applied in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  const db = new Database(DB_FILE);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const nowMs = Date.now();
  const userId = cuid();
  const ins = {
    user: db.prepare(`INSERT INTO "User" ("id","email","username","displayName","passwordHash","isOnboarded","createdAt","updatedAt")
      VALUES (?,?,?,?,?,1,?,?)`),
    session:
      db.prepare(`INSERT INTO "Session" ("id","userId","tokenHash","kind","name","createdAt","lastUsedAt","expiresAt")
      VALUES (?,?,?,'session','bench',?,?,?)`),
    thread:
      db.prepare(`INSERT INTO "Thread" ("id","userId","name","agentType","threadType","metadata","stepCount","lastSeq",
      "firstMessagePreview","lastMessagePreview","createdAt","updatedAt")
      VALUES (?,?,?,'private_brain','private_chat','{}',?,?,?,?,?,?)`),
    step: db.prepare(`INSERT INTO "Step" ("id","threadId","userId","seq","stepType","input","output","status","metadata",
      "agentProcessingTimeMs","stepCreationTimeMs","totalTimeMs","runId","lastEventSeq","startTime","endTime","createdAt")
      VALUES (?,?,?,?,?,?,?,'completed',?,?,?,?,?,?,?,?,?)`),
    element:
      db.prepare(`INSERT INTO "Element" ("id","stepId","position","elementType","name","content","filePath","url","fileSize","mimeType","properties","createdAt")
      VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`),
    session2:
      db.prepare(`INSERT INTO "ToolCallSession" ("id","stepId","totalToolsCalled","completedCalls","completionStatus","sessionStart","createdAt")
      VALUES (?,?,?,?,'completed',?,?)`),
    toolCall:
      db.prepare(`INSERT INTO "ToolCall" ("id","sessionId","position","name","displayName","status","inputParams","outputResult","startTime","endTime","durationMs")
      VALUES (?,?,?,?,?,'completed',?,?,?,?,?)`),
  };

  // Steps per thread: the big thread gets 1,000; the rest share 99,000 (2–18 each, even counts).
  const counts = new Array(THREADS).fill(0);
  counts[0] = BIG_THREAD_STEPS;
  let left = STEPS - BIG_THREAD_STEPS;
  for (let i = 1; i < THREADS; i++) counts[i] = 2;
  left -= 2 * (THREADS - 1);
  while (left > 0) {
    const i = randInt(1, THREADS - 1);
    if (counts[i] >= 18) continue;
    counts[i] += 2;
    left -= 2;
  }

  const stats = { threads: 0, steps: 0, elements: 0, toolCalls: 0 };
  const threadIds = [];
  const yearMs = 365 * 24 * 3600 * 1000;
  db.transaction(() => {
    ins.user.run(
      userId,
      'bench@duet.local',
      'bench',
      'Bench User',
      'not-a-password-hash',
      iso(nowMs - yearMs),
      iso(nowMs - yearMs),
    );
    ins.session.run(
      cuid(),
      userId,
      createHash('sha256').update(TOKEN).digest('hex'),
      iso(nowMs),
      iso(nowMs),
      iso(nowMs + 30 * 24 * 3600 * 1000),
    );
    for (let ti = 0; ti < THREADS; ti++) {
      const threadId = cuid();
      threadIds.push(threadId);
      const n = counts[ti];
      // Thread 0 (the long one) is the most recent; the others spread over a year.
      const start =
        ti === 0 ? nowMs - 2 * 24 * 3600 * 1000 : nowMs - yearMs + Math.floor(rand() * (yearMs - 3 * 24 * 3600 * 1000));
      const gap = ti === 0 ? 150_000 : 40_000;
      const steps = [];
      for (let s = 1; s <= n; s++) {
        const user = s % 2 === 1;
        steps.push({ seq: s, user, body: user ? text(6, 30) : text(20, 110), at: start + s * gap });
      }
      const first = steps[0].body;
      const last = steps[n - 1].body;
      const name = first.split(' ').slice(0, 6).join(' ').replace(/[.,]$/, '');
      ins.thread.run(threadId, userId, name, n, n, preview(first), preview(last), iso(start), iso(start + n * gap));
      stats.threads += 1;
      for (const s of steps) {
        const stepId = cuid();
        const at = iso(s.at);
        if (s.user) {
          ins.step.run(
            stepId,
            threadId,
            userId,
            s.seq,
            'USER_MESSAGE',
            s.body,
            null,
            '{}',
            null,
            null,
            null,
            null,
            0,
            at,
            at,
            at,
          );
          if (rand() < 0.05) {
            ins.element.run(
              cuid(),
              stepId,
              0,
              'file',
              `notes-${s.seq}.pdf`,
              null,
              `var/uploads/${cuid()}`,
              `/uploads/${cuid()}`,
              randInt(2_000, 2_000_000),
              'application/pdf',
              '{}',
              at,
            );
            stats.elements += 1;
          }
        } else {
          const runId = `run-${stepId}`;
          const took = randInt(400, 9000);
          ins.step.run(
            stepId,
            threadId,
            null,
            s.seq,
            'ASSISTANT_MESSAGE',
            null,
            s.body,
            JSON.stringify({ agent_model: 'duet-local' }),
            took,
            randInt(2, 40),
            took + 50,
            runId,
            randInt(5, 200),
            iso(s.at - took),
            at,
            at,
          );
          if (rand() < 0.2) {
            const sessionId = cuid();
            const calls = randInt(1, 2);
            ins.session2.run(sessionId, stepId, calls, calls, iso(s.at - took), iso(s.at - took));
            for (let c = 0; c < calls; c++) {
              const callId = cuid();
              const tool = TOOLS[randInt(0, TOOLS.length - 1)];
              const args = JSON.stringify({ query: `${word()} ${word()}` });
              ins.toolCall.run(
                callId,
                sessionId,
                c,
                tool,
                tool.replace('_', ' '),
                args,
                JSON.stringify({ results: [word(), word()] }),
                iso(s.at - took),
                iso(s.at - took + 30),
                30,
              );
              ins.element.run(
                cuid(),
                stepId,
                c,
                'tool_call',
                tool,
                null,
                null,
                null,
                null,
                null,
                JSON.stringify({ tool_call_id: callId, display_name: tool, input_params: JSON.parse(args) }),
                at,
              );
              stats.toolCalls += 1;
              stats.elements += 1;
            }
          }
        }
        stats.steps += 1;
      }
    }
  })();
  const insertMs = performance.now() - t;
  t = performance.now();
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  const fts = db
    .prepare(`SELECT (SELECT count(*) FROM "StepSearch") AS steps, (SELECT count(*) FROM "ThreadNameSearch") AS names`)
    .get();
  db.close();
  const sizeMb = fs.statSync(DB_FILE).size / 1024 / 1024;
  const info = {
    userId,
    token: TOKEN,
    bigThreadId: threadIds[0],
    /** Threads 1..N (small ones), for streaming runs: the first 2,000 for the streaming bench, the rest for more rounds of it. */
    threadIds: threadIds.slice(1, 8001),
    stats,
    fts,
    sizeMb: Number(sizeMb.toFixed(1)),
    insertSeconds: Number((insertMs / 1000).toFixed(1)),
  };
  fs.writeFileSync(SEED_INFO, JSON.stringify(info, null, 1));
  log(
    `  seeded ${stats.threads} threads, ${stats.steps} steps, ${stats.elements} elements, ${stats.toolCalls} tool calls ` +
      `(FTS rows: ${fts.steps} steps, ${fts.names} names) in ${(insertMs / 1000).toFixed(1)} s (+ANALYZE ${((performance.now() - t) / 1000).toFixed(1)} s); ${sizeMb.toFixed(0)} MB`,
  );
  return info;
}

if (import.meta.url === `file://${process.argv[1]}`) seed();
