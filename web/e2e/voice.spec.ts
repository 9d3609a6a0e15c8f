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
import { onboardedOwner, updateProfile } from './twin-helpers';
import { composer, idle, newAccount, onboard, shot, signUp, startChatting } from './helpers';

/**
 * A WAV file with `seconds` of silence after its sound: a pause a voice conversation hears as the
 * end of what was said. espeak-ng writes one `data` chunk of 16-bit samples after its header.
 */
function withPause(wav: Buffer, seconds: number): Buffer {
  const data = wav.indexOf('data');
  const byteRate = wav.readUInt32LE(28);
  const silence = Buffer.alloc(Math.round(byteRate * seconds) & ~1);
  const out = Buffer.concat([wav, silence]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - data - 8, data + 4);
  return out;
}

// The same file in the runner and in the worker that launches the browser with it: the sentence,
// then a pause (the microphone plays it over and over).
const SAID = path.join(os.tmpdir(), 'duet-e2e-voice-said-pause.wav');
if (!fs.existsSync(SAID)) {
  const spoken = path.join(os.tmpdir(), `duet-e2e-voice-${process.pid}.wav`);
  execFileSync('espeak-ng', ['-w', spoken, 'Plan my weekend in Lisbon']);
  fs.writeFileSync(`${spoken}.part`, withPause(fs.readFileSync(spoken), 2.5));
  fs.renameSync(`${spoken}.part`, SAID);
  fs.rmSync(spoken);
}
test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, `--use-file-for-fake-audio-capture=${SAID}`] },
});

const TRANSCRIPT = 'Plan my weekend in Lisbon.';
let server: ScriptedAudioServer;
test.beforeAll(async () => {
  server = await startScriptedAudioServer({ models: ['whisper-1', 'tts-1'] });
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

/** The admin's "Speech to text" (or "Read aloud") choice on the AI models page. */
async function chooseSpeechModel(page: Page, label: string, role = 'Speech to text') {
  await page.goto('/admin/ai');
  const speech = page.getByTestId('ai-defaults').getByRole('combobox', { name: role });
  // Saved once the server answered (the select shows the choice before that).
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('useUpdateAiDefaultsMutation'),
  );
  await speech.selectOption({ label });
  expect((await saved).ok()).toBe(true);
  await expect(speech).toHaveValue(label === "None: the browser's own" ? '' : /./);
}

/** The connection to the speech server, added once for the file's journeys: its name. */
let connection: string | null = null;

/** The admin adds the speech server as a connection (once) and chooses its Whisper model. */
async function setUpSpeech(admin: Page) {
  await signInAsAdmin(admin);
  if (!connection) {
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
    // And to read a short sentence aloud with its voice model.
    await expect(card.getByRole('listitem').filter({ hasText: 'Text to speech' })).toContainText('Passed');
    connection = name;
  }
  await chooseSpeechModel(admin, 'whisper-1');
}

/** A new person, signed up and set up, in a conversation with one message answered. */
async function inAConversation(page: Page, prefix: string) {
  await signUp(page, newAccount(prefix));
  await onboard(page);
  await startChatting(page);
  await composer(page).fill('Hello!');
  await composer(page).press('Enter');
  await idle(page);
}

test('a person speaks into the composer and the speech model the admin chose writes it down', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await setUpSpeech(admin);
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

test('a person talks with Duet hands-free: it hears, sends, answers and listens again until Escape', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await setUpSpeech(admin);
  const heardBefore = server.received.length;

  await inAConversation(page, 'talker');

  await page.getByRole('button', { name: 'Talk by voice' }).click();
  const talk = page.getByRole('region', { name: 'Voice conversation' });
  await expect(talk).toBeVisible();
  await expect(talk.getByRole('button', { name: 'End' })).toBeFocused();
  await expect(talk).toContainText('Listening…');
  // The pause after the sentence sends it: it is the person's message, and Duet answers it.
  await expect(page.locator('[data-author="user"]').filter({ hasText: TRANSCRIPT }).first()).toBeVisible();
  // Its answer (the second, after the one to Hello!) is on the page.
  await expect(page.locator('[data-author="assistant"]').nth(1)).not.toBeEmpty();
  // This browser has no voice (Debian's headless Chromium): the answer is shown, it says so once,
  // and Duet listens again.
  await expect(talk).toContainText('can’t read aloud');
  await expect(talk).toContainText('Listening…');
  await shot(page, 'voice-conversation');
  expect(server.received.length).toBeGreaterThan(heardBefore);
  expect(server.received.at(-1)!.mediaType).toBe('audio/webm');

  // Escape, from anywhere on the page, ends it: the composer is back with the keyboard in it.
  await page.keyboard.press('Escape');
  await expect(talk).toBeHidden();
  await expect(composer(page)).toBeFocused();

  await chooseSpeechModel(admin, "None: the browser's own");
  await adminContext.close();
});

test("a twin's visitors talk to it by voice once its owner allows it, and the owner pays for their minutes", async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await setUpSpeech(admin);
  const owner = await onboardedOwner(page, 'voiceowner');
  await updateProfile(page.request, { public: true });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/twin/${owner.username}/chat`);
  await expect(composer(visitor)).toBeVisible();
  // Off until the owner turns it on: the visitor's speech would be written down at the owner's cost.
  await expect(visitor.getByRole('button', { name: 'Talk by voice' })).toHaveCount(0);

  await page.goto('/twin');
  const voiceChat = page.getByRole('switch', { name: 'Visitors can talk by voice' });
  await expect(voiceChat).toHaveAttribute('aria-checked', 'false');
  await voiceChat.click();
  const form = page.locator('form').filter({ has: voiceChat });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Saved');
  await shot(page, 'voice-twin-owner-switch');

  // The visitor's microphone now goes through the twin's own route, and Talk is offered.
  await visitor.reload();
  const heardBefore = server.received.length;
  await visitor.getByRole('button', { name: 'Dictate' }).click();
  await expect(visitor.getByText('Listening…')).toBeVisible();
  await visitor.getByRole('button', { name: 'Stop dictation' }).click();
  await expect(composer(visitor)).toHaveValue(TRANSCRIPT);
  expect(server.received.length).toBe(heardBefore + 1);
  await expect(visitor.getByRole('button', { name: 'Talk by voice' })).toBeVisible();
  await shot(visitor, 'voice-twin-visitor');

  // The owner's usage shows the visitor's seconds apart from their own.
  const usage = await (await page.request.get('/api/v1/usage')).json();
  expect(usage.today.twin_audio_seconds).toBeGreaterThanOrEqual(1);
  expect(usage.today.audio_seconds).toBe(0);

  await chooseSpeechModel(admin, "None: the browser's own");
  await visitorContext.close();
  await adminContext.close();
});

test('with a voice model chosen, the server reads answers aloud: on Read aloud and in a voice conversation', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await setUpSpeech(admin);
  await chooseSpeechModel(admin, 'tts-1', 'Read aloud');
  await expect(admin.getByRole('textbox', { name: 'Voice' })).toHaveValue('alloy');
  // Each default is saved alone: choosing the voice left the speech-to-text model as it was.
  await admin.reload();
  const defaults = admin.getByTestId('ai-defaults');
  await expect(defaults.getByRole('combobox', { name: 'Speech to text' })).toHaveValue(/./);
  await expect(defaults.getByRole('combobox', { name: 'Read aloud' })).toHaveValue(/./);
  await shot(admin, 'voice-read-aloud-model');

  await inAConversation(page, 'listener');

  // Read aloud asks the server for the answer's first part, in the admin's voice, without Markdown.
  const answer = page.locator('[data-author="assistant"]').last();
  const asked = server.spoken.length;
  await answer.getByRole('button', { name: 'Read aloud' }).click();
  await expect.poll(() => server.spoken.length).toBeGreaterThan(asked);
  const first = server.spoken[asked]!;
  expect(first).toMatchObject({ model: 'tts-1', voice: 'alloy' });
  expect(first.input.length).toBeGreaterThan(0);
  await expect(answer).toContainText(first.input.slice(0, 24));
  // When the audio has played, the button is back.
  await expect(answer.getByRole('button', { name: 'Read aloud' })).toBeVisible();

  // In a voice conversation the answer is read by the server too, and Duet listens again.
  const spokenBefore = server.spoken.length;
  await page.getByRole('button', { name: 'Talk by voice' }).click();
  const talk = page.getByRole('region', { name: 'Voice conversation' });
  await expect(page.locator('[data-author="user"]').filter({ hasText: TRANSCRIPT }).first()).toBeVisible();
  await expect.poll(() => server.spoken.length).toBeGreaterThan(spokenBefore);
  await expect(talk).toContainText('Listening…');
  await expect(talk).not.toContainText('can’t read aloud');
  await page.keyboard.press('Escape');
  await expect(talk).toBeHidden();

  // Usage counts the seconds read aloud, and Settings shows the day's minutes of voice against the limit.
  const usage = await (await page.request.get('/api/v1/usage')).json();
  expect(usage.today.speech_seconds).toBeGreaterThanOrEqual(1);
  await page.goto('/settings');
  await expect(
    page.getByTestId('usage').getByRole('meter', { name: /^Voice today: [1-9]\d* of 60 minutes$/ }),
  ).toBeVisible();
  await page.getByTestId('usage').scrollIntoViewIfNeeded();
  await shot(page, 'voice-usage');

  await chooseSpeechModel(admin, "None: the browser's own", 'Read aloud');
  await chooseSpeechModel(admin, "None: the browser's own");
  await adminContext.close();
});
