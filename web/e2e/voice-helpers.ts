/**
 * What the voice journeys share: a spoken sentence with a pause after it, made by espeak-ng for
 * Chromium's fake microphone, and the admin who chooses the server's speech models.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { newAccount, onboard } from './helpers';

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

/**
 * A WAV file of `sentence` spoken by espeak-ng in `voice`, then a pause, made once per machine under
 * `name` (the runner and the worker that launches the browser with it share the file).
 */
export function spokenWithPause(name: string, sentence: string, voice = 'en'): string {
  const file = path.join(os.tmpdir(), `duet-e2e-${name}.wav`);
  if (!fs.existsSync(file)) {
    const spoken = path.join(os.tmpdir(), `duet-e2e-${name}-${process.pid}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-w', spoken, sentence]);
    fs.writeFileSync(`${spoken}.part`, withPause(fs.readFileSync(spoken), 2.5));
    fs.renameSync(`${spoken}.part`, file);
    fs.rmSync(spoken);
  }
  return file;
}

/**
 * The e2e server's admin (ADMIN_EMAILS in playwright.config.ts), made by whichever journey comes
 * first; made here, it sets up its profile first, as anyone does.
 */
export async function signInAsAdmin(page: Page) {
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
export async function chooseSpeechModel(page: Page, label: string, role = 'Speech to text') {
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
