// How the browser tests and benches start Chromium (.storybook/chromium.ts, web/playwright.config.ts,
// bench/web.mjs): Debian's, or the one CHROMIUM_PATH names, headless. Nothing is downloaded, and the
// page reaches no host but 127.0.0.1 (a closed network refuses Chromium's own connections otherwise).
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // A microphone that needs no person to allow it: a tone, or the WAV a test names with
    // --use-file-for-fake-audio-capture (web/e2e/voice.spec.ts).
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
};
