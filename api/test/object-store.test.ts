/**
 * The two object stores keep the same promises (api/src/storage/object-store.ts): the upload
 * folder, and an S3-compatible bucket (s3rver on a loopback port). What goes in comes back whole
 * or as its first bytes, a missing object reads as null, removed objects are gone, every key is
 * listed, and a store that is away says so with a 503-kind error instead of hanging or crashing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ROOT_DIR } from '../src/config.js';
import { STORAGE_AWAY, StorageUnavailableError, type ObjectStore } from '../src/storage/object-store.js';
import { objectStoreFor } from '../src/storage/store-for.js';
import { startS3, type S3Server } from './support/s3-server.js';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
});

const scratch = () => path.join(ROOT_DIR, 'var/test/files', `store-${randomUUID()}`);
const key = () => randomBytes(18).toString('base64url');

function localFile(content: string | Buffer): string {
  const dir = scratch();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.incoming-file');
  fs.writeFileSync(file, content);
  return file;
}

const stores: Record<string, () => ObjectStore> = {
  'the upload folder': () => objectStoreFor(loadConfig({ UPLOAD_DIR: scratch() })),
  'an S3 bucket': () => objectStoreFor(loadConfig({ UPLOAD_DIR: scratch(), ...s3.env, S3_PREFIX: `${randomUUID()}/` })),
};

describe.each(Object.entries(stores))('%s', (_name, make) => {
  it('gives back what was put, whole or its first bytes, and null for what is not there', async () => {
    const store = make();
    const k = key();
    const source = localFile('héllo, object store');
    await store.putFile(k, source, 'text/plain');
    expect(fs.existsSync(source)).toBe(false);
    expect((await store.read(k))?.toString()).toBe('héllo, object store');
    expect((await store.read(k, 5))?.toString()).toBe('héllo'.slice(0, 4));
    expect(await text((await store.open(k))!)).toBe('héllo, object store');
    expect(await store.read(key())).toBeNull();
    expect(await store.open(key())).toBeNull();
  });

  it('keeps the source when asked, lists every key, and removes what it is told to', async () => {
    const store = make();
    const [a, b] = [key(), key()];
    const source = localFile(randomBytes(300_000));
    await store.putFile(a, source, 'application/octet-stream', { keep: true });
    await store.putFile(b, source, 'application/octet-stream');
    const listed: string[] = [];
    for await (const k of store.keys()) listed.push(k);
    expect(listed.sort()).toEqual([a, b].sort());
    expect((await store.read(a))?.length).toBe(300_000);
    await store.remove([a, key()]);
    expect(await store.read(a)).toBeNull();
    expect(await store.read(b)).not.toBeNull();
    await store.check();
  });
});

describe('an S3 bucket that is away', () => {
  it('says so with a storage error (503), and works again when it is back', async () => {
    const store = objectStoreFor(loadConfig({ UPLOAD_DIR: scratch(), ...s3.env, S3_PREFIX: `${randomUUID()}/` }));
    const k = key();
    await store.putFile(k, localFile('kept'), 'text/plain');
    await s3.stop();
    try {
      for (const attempt of [
        () => store.read(k),
        () => store.putFile(key(), localFile('x'), 'text/plain'),
        () => store.check(),
      ]) {
        const error = await attempt().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(StorageUnavailableError);
        expect(error).toMatchObject({ status: 503, message: STORAGE_AWAY });
      }
    } finally {
      await s3.start();
    }
    expect((await store.read(k))?.toString()).toBe('kept');
  });
});
