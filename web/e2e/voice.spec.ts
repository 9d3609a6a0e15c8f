/**
 * Speaking to Duet through the server's speech model: the admin adds a speech server on the AI
 * models page and chooses its Whisper model as "Speech to text"; a person presses the microphone,
 * speaks (Chromium's microphone plays a sentence espeak-ng said into a WAV file), presses again, and
 * what the server wrote down is in the composer, ready to send. The server got the browser's own
 * recording.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/chromium-launch.mjs';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server';
import { expect, test } from './fixtures';
import { onboardedOwner, updateProfile } from './twin-helpers';
import { composer, idle, newAccount, onboard, setUpAccount, shot, signUp, startChatting } from './helpers';
import { brainSays, fitsTheScreen, tr } from './languages';
import { chooseSpeechModel, signInAsAdmin, spokenWithPause } from './voice-helpers';

// The sentence, then a pause (the microphone plays it over and over).
const SAID = spokenWithPause('voice-said-pause', 'Plan my weekend in Lisbon');
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

/** Phones set to other languages, each with a microphone that says a sentence in its language. */
const SPEAKERS = [
  { locale: 'de', browser: 'de-DE', said: 'Plane mein Wochenende in Lissabon.' },
  { locale: 'es', browser: 'es-ES', said: 'Planea mi fin de semana en Lisboa.' },
  { locale: 'ja', browser: 'ja-JP', said: 'リスボンでの週末を計画して。' },
] as const;

for (const speaker of SPEAKERS) {
  test(`a phone in ${speaker.browser} dictates, hears answers read aloud and talks hands-free in its language`, async ({
    browser,
    baseURL,
  }) => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await setUpSpeech(admin);
    await chooseSpeechModel(admin, 'tts-1', 'Read aloud');
    // A browser of its own, whose microphone says the sentence in the phone's language.
    const said = spokenWithPause(`voice-${speaker.locale}`, speaker.said, speaker.locale);
    const phone = await chromium.launch({
      ...chromiumLaunch,
      args: [...chromiumLaunch.args, `--use-file-for-fake-audio-capture=${said}`],
    });
    try {
      const context = await phone.newContext({
        baseURL,
        locale: speaker.browser,
        viewport: { width: 375, height: 740 },
        hasTouch: true,
      });
      const page = await context.newPage();
      const say = (english: string) => tr(speaker.locale, english);
      await setUpAccount(page, `speaker${speaker.locale}`);
      await page.goto('/chat');
      const box = page.getByRole('textbox', { name: say('Message') });
      await expect(box).toHaveAttribute('placeholder', say('Message your private brain...'));

      // Dictation: the browser's recording goes to the server's model, told the phone's language.
      server.transcript = speaker.said;
      const heard = server.received.length;
      await page.getByRole('button', { name: say('Dictate') }).click();
      await expect(page.getByText(say('Listening…'))).toBeVisible();
      await page.getByRole('button', { name: say('Stop dictation') }).click();
      await expect(box).toHaveValue(speaker.said);
      expect(server.received[heard]).toMatchObject({ mediaType: 'audio/webm', fields: { language: speaker.locale } });
      await fitsTheScreen(page);
      await shot(page, `voice-${speaker.locale}-1-dictated`);

      // Sent and answered in the phone's language (the offline brain reads English only, and says
      // so), then read aloud by the server's voice.
      await box.press('Enter');
      await expect(page.locator('[data-author="user"]').last()).toContainText(speaker.said);
      const answer = page.locator('[data-author="assistant"]').last();
      await expect(answer).toBeVisible();
      await expect(answer).not.toHaveAttribute('data-streaming', 'true');
      const written = await answer.innerText();
      expect(
        brainSays(speaker.locale).some((opening) => written.startsWith(opening)),
        written,
      ).toBe(true);
      const asked = server.spoken.length;
      await answer.getByRole('button', { name: say('Read aloud') }).click();
      await expect.poll(() => server.spoken.length).toBeGreaterThan(asked);
      expect(written).toContain(server.spoken[asked]!.input.slice(0, 12));
      await expect(answer.getByRole('button', { name: say('Read aloud') })).toBeVisible();

      // Hands-free: Duet hears the sentence, sends it, reads its answer and listens again.
      const spokenBefore = server.spoken.length;
      await page.getByRole('button', { name: say('Talk by voice') }).click();
      const talk = page.getByRole('region', { name: say('Voice conversation') });
      await expect(talk).toContainText(say('Listening…'));
      await expect(page.locator('[data-author="user"]').filter({ hasText: speaker.said })).toHaveCount(2);
      await expect.poll(() => server.spoken.length).toBeGreaterThan(spokenBefore);
      await expect(talk).toContainText(say('Listening…'));
      expect(server.received.at(-1)!.fields.language).toBe(speaker.locale);
      await fitsTheScreen(page);
      await shot(page, `voice-${speaker.locale}-2-talking`);
      await page.keyboard.press('Escape');
      await expect(talk).toBeHidden();
    } finally {
      await phone.close();
      await chooseSpeechModel(admin, "None: the browser's own", 'Read aloud');
      await chooseSpeechModel(admin, "None: the browser's own");
      await adminContext.close();
    }
  });
}
