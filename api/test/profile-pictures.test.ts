/**
 * A picture the owner takes off their profile is deleted, not kept: removing a photo, replacing
 * the avatar or removing it deletes the upload (its row and its file in UPLOAD_DIR) and gives its
 * bytes back to the storage quota (GET /api/v1/documents/quota). The same over GraphQL. A picture
 * still shown, and a file the owner uploaded for something else, stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/png.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let maya: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya' });
  await maya.request('PUT', '/api/v1/profile', { json: { public: true } });
});
afterAll(() => t?.close());

const put = (json: unknown) => maya.request('PUT', '/api/v1/profile', { json });
const picture = (url: string, bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('file', new File([bytes], 'picture.png', { type: 'image/png' }));
  return maya.request('POST', url, { body: form, headers: { 'x-duet-csrf': '1' } });
};
const usedBytes = async () => (await maya.get('/api/v1/documents/quota')).body.bytes as number;
const idOf = (url: string) => url.split('/').at(-1)!;
/** Whether the upload behind `url` still has its row and its file. */
async function stored(url: string) {
  const row = await t.db.upload.findUnique({ where: { id: idOf(url) } });
  return { row: row !== null, file: row ? fs.existsSync(path.join(t.config.uploads.dir, row.storageName)) : false };
}

describe('a picture taken off the profile', () => {
  it('a removed photo is deleted with its file, and its bytes are back in the quota', async () => {
    const empty = await usedBytes();
    let photos: string[] = [];
    for (const colour of [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ] as const) {
      const res = await picture('/api/v1/profile/photos', solidPng(40, 30, [...colour]));
      expect(res.status).toBe(201);
      photos = res.body.photos;
    }
    const [red, green, blue] = photos as [string, string, string];
    const files = await Promise.all(photos.map(stored));
    expect(files).toEqual(photos.map(() => ({ row: true, file: true })));
    const full = await usedBytes();
    expect(full).toBeGreaterThan(empty);
    const greenRow = await t.db.upload.findUniqueOrThrow({ where: { id: idOf(green) } });

    const res = await put({ photos: [blue, red] });
    expect(res.status).toBe(200);
    expect(res.body.photos).toEqual([blue, red]);
    expect(await stored(green)).toEqual({ row: false, file: false });
    expect(fs.existsSync(path.join(t.config.uploads.dir, greenRow.storageName))).toBe(false);
    expect(await usedBytes()).toBe(full - greenRow.size);
    expect((await maya.raw('GET', green)).status).toBe(404);
    // The photos still shown stay, for the owner and for visitors.
    expect(await stored(red)).toEqual({ row: true, file: true });
    expect((await t.client().raw('GET', blue)).status).toBe(200);

    // Over GraphQL too; with no photos left, the quota is where it started.
    const cleared = await maya.gql(
      'mutation { updateProfile(input: { photos: [] }) { __typename ... on Profile { photos } } }',
    );
    expect(cleared.data.updateProfile).toEqual({ __typename: 'Profile', photos: [] });
    expect(await stored(red)).toEqual({ row: false, file: false });
    expect(await stored(blue)).toEqual({ row: false, file: false });
    expect(await usedBytes()).toBe(empty);
  });

  it('a replaced avatar is deleted, and a removed one too', async () => {
    const empty = await usedBytes();
    const first = (await picture('/api/v1/profile/upload-picture', solidPng(64, 64, [10, 20, 30]))).body
      .avatar_url as string;
    const second = await picture('/api/v1/profile/upload-picture', solidPng(64, 64, [30, 20, 10]));
    expect(second.status).toBe(200);
    const avatar = second.body.avatar_url as string;
    expect(avatar).not.toBe(first);
    expect(await stored(first)).toEqual({ row: false, file: false });
    expect(await stored(avatar)).toEqual({ row: true, file: true });

    expect((await put({ avatar_url: null })).body.avatar_url).toBeNull();
    expect(await stored(avatar)).toEqual({ row: false, file: false });
    expect(await usedBytes()).toBe(empty);
  });

  it('a file uploaded for something else stays when it stops being the avatar', async () => {
    const form = new FormData();
    form.append('files', new File([solidPng(8, 8, [1, 2, 3])], 'note.png', { type: 'image/png' }));
    const sent = await maya.request('POST', '/api/v1/upload/files', { body: form, headers: { 'x-duet-csrf': '1' } });
    expect(sent.status).toBe(201);
    const url = sent.body.files[0].url as string;
    expect((await put({ avatar_url: url })).status).toBe(200);
    expect((await put({ avatar_url: null })).status).toBe(200);
    expect(await stored(url)).toEqual({ row: true, file: true });
  });
});
