/**
 * One import at a time per person holds across processes: two built servers (api/dist/main.mjs)
 * on one database sharing Redis, as two API processes behind a load balancer, refuse a second
 * import while the first uploads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { chatGptLinear } from './support/import-fixtures.js';
import { startRedis } from './support/redis-server.js';
import { startServer, stopServers, type ServerProcess } from './support/server-process.js';
import { freshDatabase, USER } from './support/test-app.js';

let redis: Awaited<ReturnType<typeof startRedis>>;
const servers: ServerProcess[] = [];
const uploads = `var/test/files/uploads-lock-${randomUUID()}`;

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, DATABASE_URL: await freshDatabase(), UPLOAD_DIR: uploads };
  servers.push(await startServer(env), await startServer(env));
});
afterAll(async () => {
  await stopServers(servers);
  await redis.stop();
  fs.rmSync(path.join(ROOT_DIR, uploads), { recursive: true, force: true });
});

const headers = (cookie: string, extra: Record<string, string> = {}) => ({
  'sec-fetch-site': 'same-origin',
  cookie,
  ...extra,
});

function upload(base: string, cookie: string, value: unknown) {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(value)]), 'conversations.json');
  return fetch(`${base}/api/v1/import`, { method: 'POST', body: form, headers: headers(cookie) });
}

describe('one import at a time, across processes', () => {
  it(
    'a second import on another process while the first uploads is a 429; after it, imports work',
    { timeout: 60_000 },
    async () => {
      const [one, two] = servers as [ServerProcess, ServerProcess];
      const registered = await fetch(`${one.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: headers('', { 'content-type': 'application/json' }),
        body: JSON.stringify(USER),
      });
      expect(registered.status).toBe(201);
      const cookie = registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('duet_session='))!
        .split(';')[0]!;

      const boundary = 'duet-import-lock';
      const encoder = new TextEncoder();
      let push!: (chunk: string | null) => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => (chunk === null ? controller.close() : controller.enqueue(encoder.encode(chunk)));
        },
      });
      push(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="conversations.json"\r\nContent-Type: application/json\r\n\r\n[`,
      );
      const first = fetch(`${one.url}/api/v1/import`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: headers(cookie, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      } as RequestInit);
      // The first import holds its lock once its file is being received.
      const dir = path.join(ROOT_DIR, uploads);
      for (let i = 0; !(fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f.startsWith('.incoming'))); i++) {
        if (i > 2000) throw new Error('the first import never started receiving');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      const second = await upload(two.url, cookie, [chatGptLinear('conv-second')]);
      expect(second.status).toBe(429);
      expect((await second.json()).detail).toBe(
        'An import is already running for your account. Wait for it to finish, then try again.',
      );

      push(`${JSON.stringify(chatGptLinear('conv-first'))}]\r\n--${boundary}--\r\n`);
      push(null);
      expect((await first).status).toBe(201);
      // As a client does with a 503 ("try again"): under load the first process may still be
      // writing what its import started when the second asks, and SQLite tells the second to wait.
      let again = await upload(two.url, cookie, [chatGptLinear('conv-second')]);
      for (let tries = 1; again.status === 503 && tries < 5; tries++) {
        again = await upload(two.url, cookie, [chatGptLinear('conv-second')]);
      }
      expect(again.status).toBe(201);
      expect((await again.json()).imported).toBe(1);
    },
  );
});
