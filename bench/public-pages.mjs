// Public pages (issue 15): Lighthouse 13 (mobile defaults: simulated slow 4G and 4× CPU slowdown)
// in Debian's Chromium on / and /{username}, the JS and fonts each page loads, and the social card's
// render time, first for a profile version (cold) and from the cache. BENCH_BASELINE=<checkout>
// runs Lighthouse on that checkout's `npm start` too, side by side (e.g. a worktree of an older
// commit with its node_modules and web build).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_DIR, freePort, median, ROOT, startApi, startChild } from './lib.mjs';

const DB = path.join(BENCH_DIR, 'public.db');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PROFILE = {
  public: true,
  // Listed by search engines (off until the owner turns it on), as the SEO figure assumes.
  hide_from_search: false,
  bio: 'Mathematician and writer. I wrote the first algorithm meant for a machine, and I think poetry and science are one kind of imagination.',
  location: 'London',
  interests: ['engines', 'poetry', 'music'],
  skills: ['Mathematics', 'Analysis'],
  achievements: ['Notes on the Analytical Engine'],
};

async function signUpPublic(base, username) {
  const headers = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' };
  const reg = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `${username}@example.com`,
      password: 'correct horse battery',
      username,
      display_name: 'Ada Lovelace',
    }),
  });
  if (reg.status !== 201) throw new Error(`register ${username}: ${reg.status} ${await reg.text()}`);
  const cookie = reg.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const put = await fetch(`${base}/api/v1/profile`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify(PROFILE),
  });
  if (put.status !== 200) throw new Error(`profile ${username}: ${put.status} ${await put.text()}`);
}

function lighthouse(url) {
  const out = path.join(BENCH_DIR, 'lighthouse.json');
  const r = spawnSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 180_000 },
  );
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed:\n${r.stderr}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const transferKb = (type) =>
    requests.filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024;
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    seo: report.categories.seo.score,
    fcpMs: report.audits['first-contentful-paint'].numericValue,
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    totalKb: report.audits['total-byte-weight'].numericValue / 1024,
    scriptTransferKb: transferKb('Script'),
    fontTransferKb: transferKb('Font'),
  };
}

/**
 * The median of each figure over RUNS Lighthouse runs of each page, the pages taken in turn in each
 * round (this build's and the baseline's side by side, so a busier minute falls on both).
 */
function lighthouseMedians(urls) {
  const runs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let i = 0; i < RUNS; i++) for (const [name, url] of Object.entries(urls)) runs[name].push(lighthouse(url));
  const medianOf = (list) => Object.fromEntries(Object.keys(list[0]).map((k) => [k, median(list.map((r) => r[k]))]));
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, medianOf(list)]));
}

/** JS a public page loads: its entry and imports, gzip, from the build's manifest. */
function publicJsKb() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'web/dist/.vite/public-pages.json'), 'utf8'));
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  return (
    [...seen].reduce(
      (n, key) => n + gzipSync(fs.readFileSync(path.join(ROOT, 'web/dist', manifest[key].file))).length,
      0,
    ) / 1024
  );
}

async function timed(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

export async function publicPagesBench() {
  if (!fs.existsSync(path.join(ROOT, 'web/dist/.server/public-pages.mjs'))) {
    execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
  fs.rmSync(DB, { force: true });
  const url = `file:${path.relative(ROOT, DB)}`;
  execFileSync(process.execPath, ['scripts/prisma.mjs', 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'ignore',
  });
  const api = await startApi({ DATABASE_URL: url });
  try {
    const names = ['ada', 'ada-two', 'ada-three', 'ada-four', 'ada-five', 'ada-six'];
    for (const n of names) await signUpPublic(api.base, n);
    // Cards: the first after start (fonts and layout engine load), then one new profile version
    // each (cold), then the same card again (cached).
    const firstMs = await timed(`${api.base}/og/${names[0]}.png`);
    const cold = [];
    for (const n of names.slice(1)) cold.push(await timed(`${api.base}/og/${n}.png`));
    const cached = [];
    for (let i = 0; i < 50; i++) cached.push(await timed(`${api.base}/og/${names[i % names.length]}.png`));
    const urls = { landing: `${api.base}/`, profile: `${api.base}/${names[0]}` };

    const baselineDir = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
    let before = null;
    if (baselineDir) {
      const port = await freePort();
      before = await startChild('baseline', [path.join(baselineDir, 'scripts/start.mjs')], {
        cwd: baselineDir,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: 'file:var/bench/public-baseline.db',
          LOG_LEVEL: 'warn',
          REDIS_URL: '',
        },
        readyUrl: `http://127.0.0.1:${port}/healthz`,
        timeoutMs: 240_000,
      });
      const base = `http://127.0.0.1:${port}`;
      await signUpPublic(base, `ada${Date.now().toString(36)}`).catch(() => undefined);
      const user = `base${Date.now().toString(36)}`;
      await signUpPublic(base, user);
      Object.assign(urls, { baselineLanding: `${base}/`, baselineProfile: `${base}/${user}` });
    }
    let medians;
    try {
      medians = lighthouseMedians(urls);
    } finally {
      await before?.stop();
    }
    const pages = { landing: medians.landing, profile: medians.profile };
    const baseline = baselineDir
      ? { landing: medians.baselineLanding, profile: medians.baselineProfile, dir: baselineDir }
      : null;
    const card = { firstMs, coldMs: median(cold), cachedMs: median(cached) };
    const jsKb = publicJsKb();
    const targets = (p) => p.performance >= 0.95 && p.accessibility === 1 && p.bestPractices === 1 && p.seo >= 0.95;
    return {
      pages,
      baseline,
      jsKb,
      card,
      runs: RUNS,
      pass: targets(pages.landing) && targets(pages.profile) && jsKb <= 60 && card.coldMs <= 150 && card.cachedMs <= 5,
    };
  } finally {
    await api.stop();
  }
}
