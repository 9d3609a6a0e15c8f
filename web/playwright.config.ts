/**
 * Browser journeys against the real server: built from the repo, on a free port, with a fresh
 * SQLite database under var/e2e/. The browser is the system's Chromium (CHROMIUM_PATH to override).
 *
 * A second server (E2E_QUOTA_PORT, its own database) has a low anonymous twin quota, for the specs
 * that use the quota up (twin-quota.spec.ts): the anonymous quota is per visitor and per IP, and
 * every spec's visitor is 127.0.0.1, so using it up on the main server would refuse other specs'
 * visitors. Those specs point at it with `test.use({ baseURL: quotaBaseURL })` (e2e/quota-server.ts).
 *
 * A third (E2E_ADMIN_PORT, its own database, no ADMIN_EMAILS) is a fresh instance for the admin
 * area's journey (e2e/admin.spec.ts): its first account is the admin, and changing who may sign up
 * there leaves the other journeys' sign-ups alone.
 * It also signs people in through a real OpenID provider on E2E_OIDC_PORT (oidc-provider, started
 * here too: api/test/support/openid-provider-server.ts), for e2e/single-sign-on.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium-launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_ADMIN_EMAIL = 'admin@e2e.example.com';

// Chosen once by the runner (five different free ports, held together while chosen); workers
// inherit them through the environment. The fifth serves web pages the knowledge library fetches
// (e2e/knowledge-library.spec.ts), the one host the main server's fetcher is allowed.
if (
  !process.env.E2E_PORT ||
  !process.env.E2E_QUOTA_PORT ||
  !process.env.E2E_ADMIN_PORT ||
  !process.env.E2E_OIDC_PORT ||
  !process.env.E2E_PAGES_PORT
) {
  const [main, quota, admin, oidc, pages] = execFileSync(process.execPath, [
    '-e',
    "const net=require('net');const s=[0,1,2,3,4].map(()=>net.createServer());const go=(i)=>i===s.length?(process.stdout.write(s.map((x)=>x.address().port).join(' ')),s.forEach((x)=>x.close())):s[i].listen(0,'127.0.0.1',()=>go(i+1));go(0)",
  ])
    .toString()
    .split(' ');
  process.env.E2E_PORT ??= main;
  process.env.E2E_QUOTA_PORT ??= quota;
  process.env.E2E_ADMIN_PORT ??= admin;
  process.env.E2E_OIDC_PORT ??= oidc;
  process.env.E2E_PAGES_PORT ??= pages;
}
const run = (process.env.E2E_RUN ??= `run-${Date.now()}`);
const port = Number(process.env.E2E_PORT);
const quotaPort = Number(process.env.E2E_QUOTA_PORT);
const adminPort = Number(process.env.E2E_ADMIN_PORT);
const oidcPort = Number(process.env.E2E_OIDC_PORT);
/** The quota server signs people in through a local OpenID provider too (e2e/single-sign-on.spec.ts). */
const OIDC_CLIENT = { id: 'duet-e2e', secret: 'duet-e2e-client-secret-0123456789' };
const quotaCallback = `http://127.0.0.1:${quotaPort}/api/v1/auth/oidc/callback`;

/** The servers' environment: each its own port and database, mail and upload folders. */
const serverEnv = (serverPort: number, name: string) => ({
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  DATABASE_URL: `file:var/e2e/${name}.db`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_REGISTER_IP: '1000',
  RATE_LIMIT_LOGIN_IP: '1000',
  RATE_LIMIT_LOGIN_EMAIL: '1000',
  RATE_LIMIT_FORGOT_IP: '1000',
  // Every journey's visitors come from 127.0.0.1: new twin conversations are not what is tested,
  // nor the allowance of an address (each journey's person keeps the default, and never meets it).
  TWIN_STARTS_PER_VISITOR: '1000',
  TWIN_STARTS_PER_IP: '1000',
  RATE_LIMIT_API_POINTS_ANON: '100000',
  MAIL_DIR: `var/e2e/${name}-mail`,
  UPLOAD_DIR: `var/e2e/${name}-uploads`,
  // Journeys hold answers mid-stream through the answer gate (e2e/helpers.ts answerGate).
  TEST_ANSWER_GATE: 'on',
  // Only this account is an admin (e2e/ai-models.spec.ts), not whichever journey signs up first.
  ADMIN_EMAILS: E2E_ADMIN_EMAIL,
});

export default defineConfig({
  testDir: './e2e',
  outputDir: '../var/e2e/test-results',
  // Bounds on a failure, never on the outcome (docs/decisions/tests-without-clock-races.md): a
  // journey still running after 10 minutes hangs, and an awaited event (an element, an answer
  // written) that has not come in 30 s will not come. No journey sets its own.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Two workers in CI too: on two cores the journeys took 712 s on one worker and CI as a whole
  // ran past its 30 minutes; each journey has its own user.
  workers: 2,
  // No retries, in CI either: a journey that fails once has a race to remove (docs/decisions/test-runner.md).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace unless asked for (`npx playwright test --trace retain-on-failure`): recording one for
    // every journey, to keep the few that fail, nearly doubled the journeys' time (211 s and 223 s
    // against 115 s and 121 s for the same 11 journeys; 149 s without its screenshots). A failure
    // still leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
    // The app registers a service worker (web/src/pwa/register.ts): every journey but the one about
    // it (e2e/installable-app.spec.ts) runs without, so that each page load, route and request
    // it watches is the network's, as before.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // Always serve a fresh build of the web app, within its routes' JavaScript budgets (the
      // figures go to stderr, which the run shows; a route over budget stops the run here);
      // start.mjs migrates the new database and serves.
      command: 'npm run build -w web --silent && node web/scripts/bundle-budget.mjs 1>&2 && node scripts/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(port, run), FETCH_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_PAGES_PORT}` },
    },
    {
      // Started after the first (Playwright starts them in order): the same build and API bundle,
      // its own database, 2 anonymous and 2 signed-in twin messages a day.
      command: 'node scripts/prisma.mjs migrate deploy && node api/dist/main.mjs',
      cwd: root,
      url: `http://127.0.0.1:${quotaPort}/readyz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The address's own limit stays out of the way: every journey's visitor comes from 127.0.0.1,
      // so each would otherwise meet the limit the journeys before it used up (api/test covers it).
      env: {
        ...serverEnv(quotaPort, `${run}-quota`),
        TWIN_QUOTA_ANON: '2',
        TWIN_QUOTA_USER: '2',
        TWIN_QUOTA_ANON_IP: '1000',
        PUBLIC_URL: `http://127.0.0.1:${quotaPort}`,
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_NAME: 'Test ID',
      },
    },
    {
      // A real OpenID provider (oidc-provider) for the single sign-on journey.
      command: 'npx tsx api/test/support/openid-provider-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_TEST_PORT: String(oidcPort),
        OIDC_TEST_REDIRECT_URI: quotaCallback,
        OIDC_TEST_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_TEST_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
    {
      // A fresh instance for e2e/admin.spec.ts: the first account is its admin (no ADMIN_EMAILS).
      command: 'node scripts/prisma.mjs migrate deploy && node api/dist/main.mjs',
      cwd: root,
      url: `http://127.0.0.1:${adminPort}/readyz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(adminPort, `${run}-admin`), ADMIN_EMAILS: '', MAIL_DIR: `var/e2e/${run}-admin-mail` },
    },
  ],
});
