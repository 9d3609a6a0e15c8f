/**
 * An S3-compatible object store on a loopback port for the storage tests: s3rver (from npm) in this
 * process, keeping its objects in a throwaway folder, with one bucket and s3rver's fixed keys.
 * `stop` and `start` take it away and bring it back on the same port with the same objects.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { ROOT_DIR } from '../../src/config.js';
import { freePort } from './server-process.js';

export interface S3Server {
  /** The S3_* variables that point Duet at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const S3_BUCKET = 'duet-test';

export async function startS3(): Promise<S3Server> {
  const directory = path.join(ROOT_DIR, 'var/test/files', `s3-${randomUUID()}`);
  fs.mkdirSync(directory, { recursive: true });
  const port = await freePort();
  let server: S3rver | null = null;
  const start = async () => {
    if (server) return;
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    await server.run();
  };
  const stop = async () => {
    const running = server;
    server = null;
    await running?.close();
  };
  await start();
  return {
    env: {
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    start,
    stop,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
