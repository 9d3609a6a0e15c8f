/**
 * Nobody can fill the disk or read a picture they should not: storage quotas per account and per
 * anonymous visitor, a rate limit, a free-space floor, files streamed to disk and removed when
 * refused; profile pictures readable by others only while a public profile shows them.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);

function files(...entries: Array<[string, number]>): FormData {
  const body = new FormData();
  for (const [name, size] of entries)
    body.append('files', new Blob([new Uint8Array(size).fill(97)], { type: 'text/plain' }), name);
  return body;
}
const upload = (client: TestClient, body: FormData) => client.request('POST', '/api/v1/upload/files', { body });
const leftovers = (t: TestApp) =>
  fs.existsSync(t.config.uploads.dir)
    ? fs.readdirSync(t.config.uploads.dir).filter((f) => f.startsWith('.incoming'))
    : [];

describe('storage quotas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      UPLOAD_QUOTA_USER_BYTES: '10000',
      UPLOAD_MAX_BYTES: '8000',
      UPLOAD_QUOTA_ANON_BYTES: '3000',
    });
  });
  afterAll(() => t.close());

  it('an account stores up to its quota, then gets 507 with a message and nothing stored', async () => {
    const ada = await signedUp(t);
    expect((await upload(ada, files(['a.txt', 6000]))).status).toBe(201);
    const before = await t.db.upload.count();
    const over = await upload(ada, files(['b.txt', 3000], ['c.txt', 3000]));
    expect(over.status).toBe(507);
    expect(over.body.error.message).toBe('These files do not fit in the storage you have left. Nothing was uploaded.');
    expect(await t.db.upload.count()).toBe(before);
    expect(leftovers(t)).toEqual([]);
    expect((await upload(ada, files(['d.txt', 4000]))).status).toBe(201);
    const full = await upload(ada, files(['e.txt', 10]));
    expect(full.status).toBe(507);
    expect(full.body.error.message).toMatch(/^Your file storage is full/);
  });

  it('a file over the size limit is a 413 and leaves nothing behind', async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const res = await upload(bob, files(['big.bin', 9000]));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('"big.bin" is larger than the 8,000 bytes limit');
    expect(leftovers(t)).toEqual([]);
  });

  it('a file of exactly UPLOAD_MAX_BYTES is accepted, one byte more is a 413', async () => {
    const cy = await signedUp(t, { email: 'cyril@example.com', username: 'cyril' });
    const over = await upload(cy, files(['over.bin', 8001]));
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe('"over.bin" is larger than the 8,000 bytes limit');
    const exact = await upload(cy, files(['exact.bin', 8000]));
    expect(exact.status).toBe(201);
    expect(exact.body.files[0].file_size).toBe(8000);
    expect(leftovers(t)).toEqual([]);
  });

  it('an anonymous visitor has a small allowance per visitor and per address', async () => {
    const visitor = t.client();
    visitor.cookies.set('duet_anon', 'visitor-aaaaaaaaaaaaaaaa');
    expect((await visitor.gql('{ uploadsAllowed }')).data).toEqual({ uploadsAllowed: true });
    expect((await upload(visitor, files(['a.txt', 2500]))).status).toBe(201);
    expect((await upload(visitor, files(['b.txt', 1000]))).status).toBe(507);
    // A new anonymous id from the same address does not get a new allowance.
    const again = t.client();
    again.cookies.set('duet_anon', 'visitor-bbbbbbbbbbbbbbbb');
    expect((await upload(again, files(['c.txt', 1000]))).status).toBe(507);
  });
});

describe('defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('anonymous visitors cannot upload unless the operator allows it', async () => {
    const visitor = t.client();
    visitor.cookies.set('duet_anon', 'visitor-cccccccccccccccc');
    const res = await upload(visitor, files(['a.txt', 10]));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Sign in to attach files');
    expect(await t.db.upload.count()).toBe(0);
    expect((await visitor.gql('{ uploadsAllowed }')).data).toEqual({ uploadsAllowed: false });
    expect(
      (await (await signedUp(t, { email: 'zed@example.com', username: 'zed' })).gql('{ uploadsAllowed }')).data,
    ).toEqual({
      uploadsAllowed: true,
    });
  });

  it('uploads are rate limited per address, with Retry-After', async () => {
    const ada = await signedUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await upload(ada, files([`f${i}.txt`, 10]));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('free-space floor', () => {
  it('refuses uploads with 507 while the disk is below the floor', async () => {
    const t = await startTestApp({ UPLOAD_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });
    try {
      const ada = await signedUp(t);
      const res = await upload(ada, files(['a.txt', 10]));
      expect(res.status).toBe(507);
      expect(res.body.error.message).toBe('Duet is low on storage space, so uploads are paused. Try again later.');
      expect(await t.db.upload.count()).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('profile pictures', () => {
  let t: TestApp;
  let ada: TestClient;
  beforeAll(async () => {
    t = await startTestApp();
    ada = await signedUp(t);
  });
  afterAll(() => t.close());

  const setPicture = async () => {
    const body = new FormData();
    body.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const res = await ada.request('POST', '/api/v1/profile/upload-picture', { body });
    expect(res.status).toBe(200);
    return res.body.profile_picture_url as string;
  };
  const anonymousStatus = async (url: string) => (await t.client().request('GET', url)).status;

  it('of a private profile: the owner only', async () => {
    const url = await setPicture();
    expect(await anonymousStatus(url)).toBe(404);
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    expect((await bob.request('GET', url)).status).toBe(404);
    expect((await ada.request('GET', url)).status).toBe(200);
  });

  it('of a public profile: the current picture for anyone, a replaced one for nobody (it is deleted)', async () => {
    expect((await ada.request('PUT', '/api/v1/profile', { json: { public: true } })).status).toBe(200);
    const old = await setPicture();
    expect(await anonymousStatus(old)).toBe(200);
    const current = await setPicture();
    expect(await anonymousStatus(current)).toBe(200);
    expect(await anonymousStatus(old)).toBe(404);
    expect((await ada.request('GET', old)).status).toBe(404);
    // Hidden from the public fields: no longer public.
    await ada.request('PUT', '/api/v1/profile', { json: { public_fields: ['bio'] } });
    expect(await anonymousStatus(current)).toBe(404);
  });

  it('a picture that is not an image is refused and nothing is kept', async () => {
    const before = await t.db.upload.count();
    const body = new FormData();
    body.append('file', new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
    const res = await ada.request('POST', '/api/v1/profile/upload-picture', { body });
    expect(res.status).toBe(400);
    expect(await t.db.upload.count()).toBe(before);
    expect(leftovers(t)).toEqual([]);
  });
});
