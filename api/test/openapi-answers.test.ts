/**
 * What REST answers is what its OpenAPI document says (api/src/rest/openapi/): a signed-in person
 * (the first, so also the admin) and a visitor go through the routes over HTTP — create, read, list,
 * change, delete — and every answer, success or refusal, is checked against the document by
 * support/openapi-answers.ts: its status must be one the operation lists, its JSON must validate
 * against that response's schema (unknown fields included: the schemas say what an answer holds).
 * EXERCISED below lists the operations this covers; the last test holds it to that list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/png.js';
import { checkedClient, DocumentedAnswers, servedOverHttp } from './support/openapi-answers.js';
import { startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof servedOverHttp>>;
let answers: DocumentedAnswers;
let me: ReturnType<typeof checkedClient>;
let visitor: ReturnType<typeof checkedClient>;

beforeAll(async () => {
  t = await startTestApp();
  served = await servedOverHttp(t.app);
  answers = new DocumentedAnswers(await (await fetch(`${served.base}/api/v1/openapi.json`)).json());
  me = checkedClient(served.client(), answers);
  visitor = checkedClient(served.client(), answers);
  const registered = await me.client.post('/api/v1/auth/register', USER);
  expect(registered.status).toBe(201);
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

/** A multipart body with one file in `field`. */
function form(field: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const body = new FormData();
  body.append(field, new File([bytes], name, { type }));
  return { body };
}

describe('Profile', () => {
  it('reads, changes and publishes the profile; the public page; pictures', async () => {
    expect((await visitor.get('/api/v1/profile')).status).toBe(401);
    expect((await me.get('/api/v1/profile')).body.username).toBe(USER.username);
    const changed = await me.put('/api/v1/profile', {
      title: 'Mathematician',
      interests: ['poetry'],
      posts: ['Notes', { title: 'On engines', content: 'Note G' }],
      projects: [{ title: 'Engine', description: 'Note G' }, 'Flyology'],
      public: true,
    });
    expect(changed.status).toBe(200);
    expect((await me.put('/api/v1/profile', { title: 7 })).status).toBe(400);
    expect((await visitor.get(`/api/v1/profile/public/${USER.username}`)).body.title).toBe('Mathematician');
    expect((await visitor.get('/api/v1/profile/public/nobody-here')).status).toBe(404);
    const png = solidPng(8, 8, [10, 20, 30]);
    const picture = await me.call('POST', '/api/v1/profile/upload-picture', form('file', png, 'me.png', 'image/png'));
    expect(picture.status).toBe(200);
    expect((await me.call('POST', '/api/v1/profile/photos', form('file', png, 'p.png', 'image/png'))).status).toBe(201);
    const text = new TextEncoder().encode('not an image') as Uint8Array<ArrayBuffer>;
    expect((await me.call('POST', '/api/v1/profile/photos', form('file', text, 'p.txt', 'text/plain'))).status).toBe(
      400,
    );
  });
});

describe('Reference', () => {
  it('serves the document and its page to anyone', async () => {
    expect((await visitor.get('/api/v1/openapi.json')).status).toBe(200);
    expect((await visitor.get('/api/v1/docs')).status).toBe(200);
  });
});

/** The operations this file drives, each seen answering and checked; the reader's list of coverage. */
const EXERCISED = [
  'GET /profile',
  'PUT /profile',
  'GET /profile/public/{username}',
  'POST /profile/upload-picture',
  'POST /profile/photos',
  'GET /openapi.json',
  'GET /docs',
];

it('covered the operations EXERCISED lists, every GET of the document among them', () => {
  const seen = [...answers.seen.keys()].sort();
  expect(seen).toEqual([...EXERCISED].sort());
  const gets = answers.operations().filter((op) => op.startsWith('GET '));
  const PENDING =
    /^GET \/(auth|account|chat|shares|upload|documents|projects|import|twin|notifications|models|usage|tools|admin)(\/|$)|^GET \/profile\/suggestions/;
  expect(gets.filter((op) => !PENDING.test(op) && !EXERCISED.includes(op))).toEqual([]);
});
