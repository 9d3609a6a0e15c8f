/**
 * "Take it with you": a person chats once, then downloads all their data from Settings; the
 * browser saves a ZIP under the server's file name, and it holds the conversation in the Duet
 * format, the profile and the README.
 */
import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { idle, send, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

/** The entries of a ZIP by name (its central directory; stored or deflated entries). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return entries;
}

test('download all your data from Settings: the ZIP holds the conversation', async ({ page }) => {
  const account = await onboardedOwner(page, 'export');
  await send(page, 'Which tea goes well with rainy afternoons?');
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  await idle(page);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download all your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^duet-export-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  await expect(section.getByRole('status')).toHaveText('Your data is downloaded');
  await expect(section.getByText(download.suggestedFilename(), { exact: false })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'settings-your-data');

  const entries = unzip(fs.readFileSync(await download.path()));
  expect([...entries.keys()]).toEqual(
    expect.arrayContaining(['README.txt', 'profile.json', 'memories.json', 'stories.json', 'files.json']),
  );
  expect(JSON.parse(entries.get('profile.json')!.toString()).account.email).toBe(account.email);
  const conversations = [...entries]
    .filter(([name]) => name.startsWith('conversations/'))
    .map(([, data]) => JSON.parse(data.toString()));
  const chat = conversations.find((c) =>
    c.messages.some((m: { text: string }) => m.text === 'Which tea goes well with rainy afternoons?'),
  );
  expect(chat).toMatchObject({ format: 'duet.conversation', version: 1, thread: { agent_type: 'private_brain' } });
  expect(chat.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  expect(chat.messages[1].text.length).toBeGreaterThan(0);
});
