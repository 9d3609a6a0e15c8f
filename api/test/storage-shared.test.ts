/**
 * Two Duet processes behind one address share uploads through an S3-compatible store: the built
 * server twice, on one PostgreSQL, one Redis and one s3rver (all the test's own). A file uploaded
 * through one process is served by the other; deleting the account removes its objects from the
 * bucket; while the store is away an upload is refused with 503 and a message and leaves nothing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDeploy } from '../src/db/migrate.js';
import { loadConfig } from '../src/config.js';
import { STORAGE_AWAY } from '../src/storage/object-store.js';
import { objectStoreFor } from '../src/storage/store-for.js';
import { signIn, signUp } from './support/fault-client.js';
import { startPostgres, type PostgresServer } from './support/postgres-server.js';
import { startRedis, type RedisServer } from './support/redis-server.js';
import { startS3, type S3Server } from './support/s3-server.js';
import { startServer, stopServers, type HttpClient, type ServerProcess } from './support/server-process.js';
import { USER } from './support/test-app.js';

let postgres: PostgresServer;
let redis: RedisServer;
let s3: S3Server;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  [postgres, redis, s3] = await Promise.all([startPostgres(), startRedis({ own: true }), startS3()]);
  migrateDeploy(postgres.url);
}, 120_000);
afterAll(async () => {
  await stopServers(servers.splice(0));
  await postgres?.close();
  await redis?.stop();
  await s3?.close();
});

async function uploadedRows(): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM "Upload"');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function objectsInBucket(): Promise<string[]> {
  const store = objectStoreFor(loadConfig({ ...s3.env }));
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

function upload(client: HttpClient, name: string, content: string) {
  const form = new FormData();
  form.append('files', new Blob([content], { type: 'text/plain' }), name);
  return client.json('/api/v1/upload/files', { method: 'POST', body: form });
}

describe('uploads shared by two processes through an S3-compatible store', () => {
  it(
    'one process serves what the other stored; a deleted account takes its objects; a store that is away refuses with 503 and keeps nothing',
    { timeout: 120_000 },
    async () => {
      // Each process has its own upload folder (startServer): only the bucket is shared.
      const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, ...s3.env };
      const [a, b] = [await startServer(env), await startServer(env)];
      servers.push(a, b);
      const { client: onA } = await signUp(a.url);
      const { client: onB, res } = await signIn(b.url);
      expect(res.status).toBe(200);

      const stored = await upload(onA, 'notes.txt', 'Shared across the fleet.');
      expect(stored.status, JSON.stringify(stored.body)).toBe(201);
      const url = stored.body.files[0].url as string;
      const served = await onB.fetch(url);
      expect(served.status).toBe(200);
      expect(await served.text()).toBe('Shared across the fleet.');
      expect(served.headers.get('content-type')).toBe('text/plain');
      expect(await objectsInBucket()).toHaveLength(1);

      // The store goes away: the upload is refused with a message, and no row or object is left.
      await s3.stop();
      try {
        const refused = await upload(onB, 'later.txt', 'Not now.');
        expect(refused.status, JSON.stringify(refused.body)).toBe(503);
        expect(refused.body.error.message).toBe(STORAGE_AWAY);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await s3.start();
      }
      expect(await uploadedRows()).toBe(1);
      expect(await objectsInBucket()).toHaveLength(1);
      expect((await upload(onB, 'again.txt', 'Back again.')).status).toBe(201);
      expect(await objectsInBucket()).toHaveLength(2);

      const deleted = await onB.json('/api/v1/account', { method: 'DELETE', json: { password: USER.password } });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(await objectsInBucket()).toEqual([]);
      expect((await onA.fetch(url)).status).toBe(404);
    },
  );
});
