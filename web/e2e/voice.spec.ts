/**
 * Speaking to Duet through the server's speech model: the admin adds a speech server on the AI
 * models page and chooses its Whisper model as "Speech to text"; a person presses the microphone,
 * speaks (Chromium's microphone plays a sentence espeak-ng said into a WAV file), presses again, and
 * what the server wrote down is in the composer, ready to send. The server got the browser's own
 * recording.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/chromium-launch.mjs';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server';
import { expect, test } from './fixtures';
import { composer, newAccount, onboard, shot, signUp, startChatting } from './helpers';

// The same file in the runner and in the worker that launches the browser with it.
const SAID = path.join(os.tmpdir(), 'duet-e2e-voice-said.wav');
if (!fs.existsSync(SAID)) execFileSync('espeak-ng', ['-w', SAID, 'Plan my weekend in Lisbon']);
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, `--use-file-for-fake-audio-capture=${SAID}`] },
});

const TRANSCRIPT = 'Plan my weekend in Lisbon.';
let server: ScriptedAudioServer;
test.beforeAll(async () => {
  server = await startScriptedAudioServer({ models: ['whisper-1'] });
  server.transcript = TRANSCRIPT;
});
test.afterAll(async () => {
  await server.close();
});

/**
 * The e2e server's admin (ADMIN_EMAILS in playwright.config.ts), made by whichever journey comes
 * first; made here, it sets up its profile first, as anyone does.
 */
async function signInAsAdmin(page: Page) {
  const { username, password } = newAccount('admin');
  const admin = { username, password, email: 'admin@e2e.example.com' };
  const made = await page.request.post('/api/v1/auth/register', { data: admin });
  if (made.status() === 201) {
    await page.goto('/onboarding');
    await onboard(page);
    return;
  }
  const login = await page.request.post('/api/v1/auth/login', { data: { email: admin.email, password } });
  expect(login.status()).toBe(200);
}

/** The admin's "Speech to text" choice on the AI models page. */
async function chooseSpeechModel(page: Page, label: string) {
  await page.goto('/admin/ai');
  const speech = page.getByTestId('ai-defaults').getByRole('combobox', { name: 'Speech to text' });
  await speech.selectOption({ label });
  await expect(speech).toHaveValue(label === "None: the browser's own" ? '' : /./);
}

test('a person speaks into the composer and the speech model the admin chose writes it down', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/ai');
  await admin.getByRole('button', { name: 'Add a connection' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a connection' });
  const name = `Speech ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Address' }).fill(server.baseUrl);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = admin.getByTestId('ai-connection').filter({ hasText: name });
  await expect(card).toContainText('whisper-1');
  // The test that runs on saving had the server write down a short recording.
  await expect(card.getByRole('listitem').filter({ hasText: 'Speech to text' })).toContainText('Passed');
  await chooseSpeechModel(admin, 'whisper-1');
  await shot(admin, 'voice-speech-model');

  const person = newAccount('speaker');
  await signUp(page, person);
  await onboard(page);
  await startChatting(page);
  const box = composer(page);
  await box.fill('Hi!');
  await page.getByRole('button', { name: 'Dictate' }).click();
  const stop = page.getByRole('button', { name: 'Stop dictation' });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Listening…')).toBeVisible();
  await stop.click();
  await expect(box).toHaveValue(`Hi! ${TRANSCRIPT}`);
  await expect(page.getByRole('button', { name: 'Dictate' })).toBeEnabled();
  await shot(page, 'voice-written-down');

  // The connection's test on saving sent a short WAV; then came the browser's recording of the
  // microphone: WebM audio, not empty.
  expect(server.received.map((u) => u.mediaType)).toEqual(['audio/wav', 'audio/webm']);
  const upload = server.received[1]!;
  expect(upload.model).toBe('whisper-1');
  expect(Buffer.from(upload.bytes.subarray(0, 4)).toString('hex')).toBe('1a45dfa3');
  expect(upload.bytes.length).toBeGreaterThan(100);

  // Usage counts the seconds spoken (at least one for any recording).
  const usage = await (await page.request.get('/api/v1/usage')).json();
  expect(usage.today.audio_seconds).toBeGreaterThanOrEqual(1);

  // Back to none, as the other journeys on this server expect: dictation is the browser's own.
  await chooseSpeechModel(admin, "None: the browser's own");
  await adminContext.close();
});
