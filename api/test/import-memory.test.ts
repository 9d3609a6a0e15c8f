/**
 * Imports read as streams, in bounded memory: a 500 MB conversations.json, generated on the fly
 * into a temporary folder, imports into the built server (api/dist/main.mjs, as `npm start` runs
 * it) while the server's peak resident memory (the kernel's VmHWM, so no sampling can miss a peak)
 * grows by at most 300 MB.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServers, type ServerProcess } from './support/server-process.js';
import { freshDatabase, USER } from './support/test-app.js';

const MB = 1000 * 1000;
let dir: string;
let server: ServerProcess;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-import-memory-'));
  server = await startServer({ DATABASE_URL: await freshDatabase() });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await stopServers([server]);
});

/** The process's peak resident memory so far, in bytes (/proc/<pid>/status VmHWM). */
function peakMemory(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))!;
  return Number(/(\d+)/.exec(line)![1]) * 1024;
}

/** A Claude export of about `bytes`, written a conversation at a time (never held in memory). */
async function writeClaudeExport(file: string, bytes: number) {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const paragraph = 'I keep bees on the roof and write about what they do all year round. '.repeat(70);
  let conversations = 0;
  let messages = 0;
  await write('[');
  do {
    const chat = Array.from({ length: 50 }, (_, m) => ({
      uuid: `m-${conversations}-${m}`,
      sender: m % 2 === 0 ? 'human' : 'assistant',
      text: `${conversations}.${m} ${paragraph}`,
      created_at: new Date(Date.UTC(2024, 4, 1, 10, 0, m)).toISOString(),
    }));
    const conversation = {
      uuid: `conv-${conversations}`,
      name: `Bees ${conversations}`,
      created_at: '2024-05-01T10:00:00Z',
      chat_messages: chat,
    };
    await write(`${conversations > 0 ? ',' : ''}${JSON.stringify(conversation)}`);
    conversations++;
    messages += chat.length;
  } while (out.bytesWritten + out.writableLength < bytes);
  await write(']');
  out.end();
  await once(out, 'finish');
  return { conversations, messages, size: fs.statSync(file).size };
}

/** Posts the file as multipart, streamed from disk, with the session cookie given. */
function importFile(base: string, cookie: string, file: string): Promise<{ status: number; body: any }> {
  const boundary = 'duet-import-memory';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="conversations.json"\r\nContent-Type: application/json\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/v1/import`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
        'sec-fetch-site': 'same-origin',
        cookie,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d: Buffer) => (text += d.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : null }));
    });
    request.write(head);
    const source = fs.createReadStream(file);
    source.pipe(request, { end: false });
    source.on('end', () => request.end(tail));
  });
}

describe('importing a 500 MB conversations.json', () => {
  it('imports every conversation while the server grows by at most 300 MB', { timeout: 300_000 }, async () => {
    const file = path.join(dir, 'conversations.json');
    const made = await writeClaudeExport(file, 500 * MB);
    expect(made.size).toBeGreaterThanOrEqual(500 * MB);

    const registered = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(USER),
    });
    expect(registered.status).toBe(201);
    const sessionCookie = registered.headers
      .getSetCookie()
      .find((c) => c.startsWith('duet_session='))!
      .split(';')[0]!;

    // Warm: the import path once, on a small file, before the peak is read.
    const small = path.join(dir, 'small.json');
    await writeClaudeExport(small, 1);
    const warm = await importFile(server.url, sessionCookie, small);
    expect(warm.body).toMatchObject({ imported: 1 });
    expect(warm.status).toBe(201);

    const before = peakMemory(server.child.pid!);
    const started = Date.now();
    const answer = await importFile(server.url, sessionCookie, file);
    const seconds = (Date.now() - started) / 1000;
    const grew = peakMemory(server.child.pid!) - before;
    console.log(
      `import of ${(made.size / MB).toFixed(0)} MB (${made.conversations} conversations, ${made.messages} messages): ${seconds.toFixed(1)} s, peak memory +${(grew / MB).toFixed(0)} MB`,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      source: 'claude',
      imported: made.conversations - 1,
      skipped: 1,
      messages: (made.conversations - 1) * 50,
    });
    expect(grew).toBeLessThanOrEqual(300 * MB);
  });
});
