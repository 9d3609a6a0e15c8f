/**
 * Browser journeys against the real server: built from the repo, on a free port, with a fresh
 * SQLite database under var/e2e/. The browser is the system's Chromium (CHROMIUM_PATH to override).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Chosen once by the runner; workers inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_RUN ??= `run-${Date.now()}`;
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  outputDir: '../var/e2e/test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // Always serve a fresh build of the web app; start.mjs migrates the new database and serves.
    command: 'npm run build -w web --silent && node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: `file:var/e2e/${process.env.E2E_RUN}.db`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_IP: '1000',
      RATE_LIMIT_LOGIN_IP: '1000',
      RATE_LIMIT_LOGIN_EMAIL: '1000',
      RATE_LIMIT_FORGOT_IP: '1000',
      MAIL_DIR: `var/e2e/${process.env.E2E_RUN}-mail`,
      UPLOAD_DIR: `var/e2e/${process.env.E2E_RUN}-uploads`,
    },
  },
});
