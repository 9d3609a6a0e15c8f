/**
 * Storage quotas that hold under concurrency: an upload reserves its bytes as they arrive (one
 * conditional statement on the owner's usage row), so parallel uploads never store more than the
 * quota; a refused or failed upload gives its reservation back, and one whose process died
 * (kill -9) leaves nothing behind once the server starts again, or once its lease runs out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { openReservation } from '../src/uploads/reservations.js';
import { HttpClient, startServer, stopServers, type ServerProcess } from './support/server-process.js';
import { freshDatabase, signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

const KB = 1000;
const STORAGE_FULL = [
  'These files do not fit in the storage you have left. Nothing was uploaded.',
  'Your file storage is full (3 MB). Nothing was uploaded.',
];

function files(...entries: Array<[string, number]>): FormData {
  const body = new FormData();
  for (const [name, size] of entries)
    body.append('files', new Blob([new Uint8Array(size).fill(97)], { type: 'text/plain' }), name);
  return body;
}
const upload = (client: TestClient, body: FormData) => client.request('POST', '/api/v1/upload/files', { body });
const stored = async (t: TestApp) => (await t.db.upload.aggregate({ _sum: { size: true } }))._sum.size ?? 0;
const onDisk = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

let clock = Date.now();

describe('parallel uploads against a small quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { UPLOAD_QUOTA_USER_BYTES: String(3000 * KB), UPLOAD_MAX_BYTES: String(3000 * KB) },
      { now: () => clock },
    );
  });
  afterAll(() => t.close());

  it('store at most the quota; the rest get the storage-full refusal and leave nothing', async () => {
    const ada = await signedUp(t);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(ada, files([`f${i}.txt`, 900 * KB]))));
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    // Three fit; which ones, and whether an upload refused while the others were still arriving
    // leaves room a fourth no longer takes, depends on how the six interleave.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(3);
    for (const r of refused) {
      expect(r.status).toBe(507);
      expect(STORAGE_FULL).toContain(r.body.error.message);
    }
    expect(await stored(t)).toBe(ok.length * 900 * KB);
    // Exactly the stored files are on disk: no temporary file, no orphan.
    expect(onDisk(t.config.uploads.dir).sort()).toEqual(
      (await t.db.upload.findMany()).map((u) => u.storageName).sort(),
    );
    // Nothing is still reserved: what is left of the quota can be used, and no byte more.
    const room = 3000 * KB - ok.length * 900 * KB;
    expect((await upload(ada, files(['over.txt', room + 1]))).status).toBe(507);
    expect((await upload(ada, files(['rest.txt', room]))).status).toBe(201);
    expect(await stored(t)).toBe(3000 * KB);
  });

  it('a reservation whose process is gone is released when its lease runs out, and counts until then', async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const bobId = (await t.db.user.findUniqueOrThrow({ where: { username: 'bob' } })).id;
    // What a process killed mid-upload leaves: a reservation nobody will release.
    const orphan = await openReservation(t.app.services.uploads, { userId: bobId, anonId: null }, 'unknown');
    await orphan.cover(2500 * KB);
    expect((await upload(bob, files(['a.txt', 600 * KB]))).status).toBe(507);
    clock += 10 * 60 * 1000;
    expect((await upload(bob, files(['a.txt', 2000 * KB]))).status).toBe(201);
    expect((await upload(bob, files(['b.txt', 1000 * KB]))).status).toBe(201);
    expect((await upload(bob, files(['c.txt', 1]))).status).toBe(507);
  });
});

describe('a process killed mid-upload (kill -9), then started again', () => {
  const servers: ServerProcess[] = [];
  afterEach(() => stopServers(servers.splice(0)));

  it('leaves no reservation and no temporary file behind', { timeout: 60_000 }, async () => {
    const uploadDir = `var/test/files/uploads-killed-${Date.now()}`;
    const env = {
      DATABASE_URL: await freshDatabase(),
      UPLOAD_DIR: uploadDir,
      UPLOAD_QUOTA_USER_BYTES: String(2000 * KB),
    };
    const first = await startServer(env);
    servers.push(first);
    const client = new HttpClient(first.url);
    expect((await client.json('/api/v1/auth/register', { method: 'POST', json: USER })).status).toBe(201);

    // A multipart body that sends 1.5 MB of a file and then waits forever.
    const boundary = 'killed-mid-upload';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        for (let i = 0; i < 15; i++) controller.enqueue(new Uint8Array(100 * KB).fill(98));
      },
    });
    const pending = client
      .fetch('/api/v1/upload/files', {
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        duplex: 'half',
      } as RequestInit)
      .catch(() => null);
    // The server has the bytes once its temporary file holds them.
    const dir = path.join(ROOT_DIR, uploadDir);
    const incoming = () => onDisk(dir).filter((f) => f.startsWith('.incoming'));
    for (let i = 0; ; i++) {
      const [file] = incoming();
      if (file && fs.statSync(path.join(dir, file)).size >= 1500 * KB) break;
      if (i > 1500) throw new Error('the server never wrote the upload');
      await new Promise((r) => setTimeout(r, 20));
    }
    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await pending;

    const second = await startServer(env, Number(new URL(first.url).port));
    servers.push(second);
    expect(incoming()).toEqual([]);
    const whole = new FormData();
    whole.append('files', new Blob([new Uint8Array(2000 * KB).fill(97)]), 'whole.bin');
    const res = await client.json('/api/v1/upload/files', { method: 'POST', body: whole });
    expect(res.status).toBe(201);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
