/**
 * Too large is a 413 with a message that says the limit, wherever a body or a file comes in:
 * uploads, the knowledge library, profile pictures, imports (the file, a ZIP's unpacked
 * conversations, one conversation, one message) and GraphQL. A body that says it is too large is
 * refused before a byte of it is read (the tests send one that never ends), one that does not say
 * is refused once it has sent too much; nothing of a refused upload is kept. The imports use small
 * limits (IMPORT_MAX_*_BYTES), so a zip bomb here unpacks to 3 MB, not 400.
 */
import fs from 'node:fs';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatGptLinear, deflatedSpaces, zipOfDeflated } from './support/import-fixtures.js';
import { rowCounts } from './support/row-counts.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const MB = 1024 * 1024;
let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp({
    UPLOAD_MAX_BYTES: String(64 * 1024),
    IMPORT_MAX_FILE_BYTES: String(4 * MB),
    IMPORT_MAX_UNPACKED_BYTES: String(2 * MB),
    IMPORT_MAX_CONVERSATION_BYTES: String(1.5 * MB),
  });
  ada = await signedUp(t);
});
afterAll(() => t.close());

/** A body that starts and never ends: a server that reads it would wait forever. */
const endless = () => new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(strToU8('--x\r\n')) });

const form = (field: string, name: string, bytes: Uint8Array | string) => {
  const body = new FormData();
  body.append(field, new Blob([typeof bytes === 'string' ? strToU8(bytes) : (bytes as Uint8Array<ArrayBuffer>)]), name);
  return body;
};

const leftovers = () =>
  fs.existsSync(t.config.uploads.dir)
    ? fs.readdirSync(t.config.uploads.dir).filter((f) => f.startsWith('.incoming') || f.startsWith('.import'))
    : [];

async function declaredTooLarge(path: string, length: number) {
  const res = await ada.raw('POST', path, {
    body: endless(),
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(length) },
  });
  return { status: res.status, body: await res.json() };
}

describe('files', () => {
  it('an upload that says it is larger than its files may be is a 413 before it is read', async () => {
    const res = await declaredTooLarge('/api/v1/upload/files', 201 * MB);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This upload is larger than it may be: at most 10 files of 64 KB.',
    });
  });

  it('one that does not say is a 413 once it has sent too much, whatever field carries it', async () => {
    const before = await rowCounts(t.db);
    const res = await ada.request('POST', '/api/v1/upload/files', {
      body: form('not-files', 'junk.bin', new Uint8Array(2 * MB)),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowCounts(t.db)).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('a library document over the file limit is a 413 naming it, and nothing is added', async () => {
    const res = await ada.request('POST', '/api/v1/documents', {
      body: form('files', 'notes.txt', 'n'.repeat(64 * 1024 + 1)),
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('"notes.txt" is larger than the 64 KB limit');
    expect(await t.db.document.count()).toBe(0);
  });

  it('a profile picture that says it is larger than 5 MB is a 413 before it is read', async () => {
    const res = await declaredTooLarge('/api/v1/profile/upload-picture', 201 * MB);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The picture is larger than the 5 MB limit');
  });

  it('a JSON route refuses a multipart body (415) without reading it', async () => {
    const res = await declaredTooLarge('/api/v1/auth/check-username', 201 * MB);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Content-Type must be application/json');
  });
});

describe('imports', () => {
  const json = (value: unknown) => strToU8(JSON.stringify(value));
  const importing = (bytes: Uint8Array | string, name = 'conversations.json') =>
    ada.request('POST', '/api/v1/import', { body: form('file', name, bytes) });

  async function refusedWith413(answer: Promise<{ status: number; body: any }>, message: string) {
    const before = await rowCounts(t.db);
    const res = await answer;
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(leftovers()).toEqual([]);
  }

  it('a file over the import limit, said or sent', async () => {
    const message = 'This file is larger than the 4 MB an import takes.';
    await refusedWith413(declaredTooLarge('/api/v1/import', 201 * MB), message);
    await refusedWith413(importing(new Uint8Array(4 * MB + 1).fill(0x20)), message);
  });

  it('one conversation larger than an import takes (the 201 MB file of one conversation, in small)', async () => {
    const large = { ...chatGptLinear('conv-large'), padding: 'p'.repeat(1.6 * MB) };
    await refusedWith413(
      importing(json([chatGptLinear('conv-small'), large])),
      'A conversation in this file is larger than 1.5 MB, more than one import takes.',
    );
  });

  it('one message longer than an import takes', async () => {
    const conversation = chatGptLinear('conv-long-message');
    const text = 'w'.repeat(1_000_001);
    (conversation.mapping as any).b1.message.content.parts = [text];
    await refusedWith413(
      importing(json([conversation])),
      'A message in "Trip to Lisbon" is longer than 1,000,000 characters, more than one import takes.',
    );
  });

  it('a ZIP whose conversations unpack past the limit (a zip bomb)', async () => {
    const bomb = zipOfDeflated('conversations.json', await deflatedSpaces(3), 3 * MB);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await refusedWith413(
      importing(bomb, 'bomb.zip'),
      'The conversations in this ZIP unpack to more than the 2 MB an import takes.',
    );
  });

  it('under the limits the same file imports', async () => {
    const res = await importing(json([chatGptLinear('conv-fits')]));
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(1);
  });
});

describe('GraphQL', () => {
  it('a request body over 1 MB is HTTP 413 with PAYLOAD_TOO_LARGE, said or sent', async () => {
    const big = JSON.stringify({ query: '{ __typename }', padding: 'a'.repeat(MB) });
    const said = await ada.raw('POST', '/graphql', {
      body: endless(),
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(said.status).toBe(413);
    const sent = await ada.request('POST', '/graphql', { body: big, headers: { 'content-type': 'application/json' } });
    expect(sent.status).toBe(413);
    for (const body of [await said.json(), sent.body])
      expect(body).toEqual({
        errors: [{ message: 'Request body is too large (limit 1 MB)', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
  });
});
