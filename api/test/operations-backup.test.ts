/**
 * An operator's backup and restore, as docs/deployment.md tells them: `npm run backup` while Duet
 * runs, `npm run restore` into a new instance, and the person finds everything there — their
 * conversation, what the brain remembered, their file, byte for byte, and the server secret.
 * On SQLite and, in CI, on PostgreSQL (pg_dump and pg_restore).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { signIn, signUp, streamUntil, send } from './support/fault-client.js';
import { startServer, stopServers, type HttpClient, type ServerProcess } from './support/server-process.js';
import { startS3, type S3Server } from './support/s3-server.js';
import { freshDatabase } from './support/test-app.js';

const run = promisify(execFile);
const servers: ServerProcess[] = [];
afterEach(() => stopServers(servers.splice(0)));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

type Storage = 'the upload folder' | 'an S3 bucket';

/** An instance's own places: a database, its files (a folder, or a bucket's prefix) and a secret key file. */
async function instance(databaseUrl: string, storage: Storage = 'the upload folder') {
  const id = randomUUID();
  return {
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: `var/test/files/uploads-${id}`,
    SECRET_KEY_FILE: `var/test/files/secret-${id}.key`,
    ...(storage === 'an S3 bucket' ? { ...s3.env, S3_PREFIX: `${id}/` } : {}),
  };
}

/** A database nothing has touched: a new machine's. */
async function emptyDatabase(like: string): Promise<string> {
  if (like.startsWith('file:')) return `file:${path.join(ROOT_DIR, 'var/test/files', `restored-${randomUUID()}.db`)}`;
  const url = new URL(like);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_restored`;
  const admin = new pg.Client({ connectionString: like.replace(url.pathname, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

const cli = (command: 'backup' | 'restore', dir: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'api/src/operations/backup-cli.ts', command, dir], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH, ...env },
  });

async function memories(client: HttpClient): Promise<string[]> {
  const res = await client.json('/graphql', {
    method: 'POST',
    json: { query: '{ viewer { memoriesConnection(first: 50) { edges { node { content } } } } }' },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.viewer.memoriesConnection.edges.map((e: { node: { content: string } }) => e.node.content);
}

describe('backing up a running instance and restoring it on a new one', () => {
  it.each<Storage>(['the upload folder', 'an S3 bucket'])(
    'brings back the conversation, the memories, the files (in %s) and the secret',
    { timeout: 120_000 },
    async (storage) => {
      const before = await instance(await freshDatabase(), storage);
      const a = await startServer(before);
      servers.push(a);
      const { client, threadId } = await signUp(a.url);
      const { stopped } = await streamUntil(
        client,
        send(threadId, 'Remember that my favourite film is Paris, Texas'),
        () => false,
      );
      expect(await stopped).toBe('ended');
      const remembered = await memories(client);
      expect(remembered.join(' ')).toMatch(/Paris, Texas/);

      const bytes = new Uint8Array(4096).map((_, i) => i % 251);
      const form = new FormData();
      form.append('files', new Blob([bytes], { type: 'application/octet-stream' }), 'notes.bin');
      const uploaded = await client.json('/api/v1/upload/files', { method: 'POST', body: form });
      expect(uploaded.status).toBe(201);
      const fileId = uploaded.body.files[0].id as string;

      // While the server runs: the backup is a consistent copy, not a stop of the service.
      const dir = path.join(ROOT_DIR, 'var/test/files', `backup-${randomUUID()}`);
      const made = await cli('backup', dir, before);
      expect(made.stdout).toMatch(/Backed up/);
      expect((await fetch(`${a.url}/readyz`)).status).toBe(200);

      // A backup refuses to land on an instance that already has data, and on its database even
      // with new, empty file storage: nothing is written anywhere.
      await expect(cli('restore', dir, before)).rejects.toMatchObject({
        stderr: expect.stringMatching(/not empty|exists|already has tables/),
      });
      const sameDatabase = { ...(await instance(before.DATABASE_URL)), DATABASE_URL: before.DATABASE_URL };
      await expect(cli('restore', dir, sameDatabase)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /already exists: restore into a new instance|already has tables: restore into a new, empty database/,
        ),
      });
      expect(fs.existsSync(path.join(ROOT_DIR, sameDatabase.UPLOAD_DIR))).toBe(false);

      const after = await instance(await emptyDatabase(before.DATABASE_URL), storage);
      await cli('restore', dir, after);
      a.kill('SIGKILL');
      await a.exited;

      const b = await startServer(after);
      servers.push(b);
      const { client: again, res } = await signIn(b.url);
      expect(res.status).toBe(200);
      const history = await again.json(`/api/v1/chat/threads/${threadId}/history`);
      expect(history.status).toBe(200);
      expect(JSON.stringify(history.body)).toContain('Paris, Texas');
      expect(await memories(again)).toEqual(remembered);
      const file = await again.fetch(`/api/v1/upload/files/${fileId}`);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      expect(fs.readFileSync(path.join(ROOT_DIR, after.SECRET_KEY_FILE), 'utf8')).toBe(
        fs.readFileSync(path.join(ROOT_DIR, before.SECRET_KEY_FILE), 'utf8'),
      );
    },
  );

  it('says what is wrong with a folder that holds no finished backup, and changes nothing', async () => {
    const target = await instance(await emptyDatabase(await freshDatabase()));
    const dir = path.join(ROOT_DIR, 'var/test/files', `not-a-backup-${randomUUID()}`);
    fs.mkdirSync(dir, { recursive: true });
    await expect(cli('restore', dir, target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/no finished backup/),
    });
    expect(fs.existsSync(path.join(ROOT_DIR, target.UPLOAD_DIR))).toBe(false);
  });
});
