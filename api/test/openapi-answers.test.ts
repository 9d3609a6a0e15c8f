/**
 * What REST answers is what its OpenAPI document says (api/src/rest/openapi/), for a person's own
 * side: signing up and in, the account, conversations and their answers, shares, uploads, import,
 * the profile. A signed-in person and a visitor go through the routes over HTTP — create, read,
 * list, change, delete, and refusals — and every answer is checked against the document by
 * support/openapi-answers.ts: its status must be one the operation lists, and its JSON must validate
 * against that response's schema, unknown fields included. The operations driven here are
 * DRIVEN_PERSONAL (support/openapi-coverage.ts); the last test checks that each was driven.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from './support/document-files.js';
import { checkedClient, DocumentedAnswers, servedOverHttp } from './support/openapi-answers.js';
import { DRIVEN_PERSONAL } from './support/openapi-coverage.js';
import { solidPng } from './support/png.js';
import { startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof servedOverHttp>>;
let answers: DocumentedAnswers;
let me: ReturnType<typeof checkedClient>;
let visitor: ReturnType<typeof checkedClient>;
const person = () => checkedClient(served.client(), answers);

beforeAll(async () => {
  t = await startTestApp();
  served = await servedOverHttp(t.app);
  answers = new DocumentedAnswers(await (await fetch(`${served.base}/api/v1/openapi.json`)).json());
  me = person();
  visitor = person();
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

/** A multipart body with one file in `field`. */
function form(field: string, bytes: Uint8Array, name: string, type: string) {
  const body = new FormData();
  body.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return { body };
}
const text = (s: string) => new TextEncoder().encode(s);

describe('Auth', () => {
  it('signs up, in and out; checks names; refuses what it should', async () => {
    expect((await visitor.get('/api/v1/auth/options')).body.password_sign_in).toBe(true);
    expect((await visitor.get('/api/v1/auth/sign-up-options')).status).toBe(200);
    expect((await me.post('/api/v1/auth/register', USER)).status).toBe(201);
    expect((await visitor.post('/api/v1/auth/register', USER)).status).toBe(409);
    expect((await visitor.post('/api/v1/auth/register', { ...USER, email: 'not an address' })).status).toBe(400);
    expect((await visitor.post('/api/v1/auth/check-username', { username: USER.username })).body.available).toBe(false);
    expect((await visitor.post('/api/v1/auth/check-email', { email: 'free@example.com' })).body.available).toBe(true);
    expect((await visitor.post('/api/v1/auth/forgot-password', { email: USER.email })).status).toBe(200);
    const reset = await visitor.post('/api/v1/auth/reset-password', { token: 'not-a-token', password: 'a new one!!' });
    expect(reset.status).toBe(400);
    expect((await visitor.post('/api/v1/auth/sign-in-link', { token: 'not-a-token' })).status).toBe(400);
    expect((await visitor.post('/api/v1/auth/login', { email: USER.email, password: 'wrong password' })).status).toBe(
      401,
    );
    const again = person();
    expect((await again.post('/api/v1/auth/login', { email: USER.email, password: USER.password })).status).toBe(200);
    expect((await again.post('/api/v1/auth/logout')).status).toBe(200);
    expect((await again.get('/api/v1/auth/me')).status).toBe(401);
    expect((await me.get('/api/v1/auth/me')).body.username).toBe(USER.username);
    expect((await me.post('/api/v1/auth/refresh')).status).toBe(200);
    expect(
      (await me.call('POST', '/api/v1/auth/login', { body: 'x', headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
  });

  it('sends a browser to single sign-on and back (here it is off: back to the sign-in page)', async () => {
    for (const path of ['/api/v1/auth/oidc/start?next=/chat', '/api/v1/auth/oidc/callback?code=x&state=y']) {
      const res = await visitor.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/accounts/login?sso_error=disabled');
    }
  });
});

describe('Account', () => {
  it('theme, language, instructions, onboarding, e-mail change and export', async () => {
    expect((await me.put('/api/v1/account/theme', { theme: 'dark' })).body).toEqual({ theme: 'dark' });
    expect((await me.put('/api/v1/account/theme', { theme: 'purple' })).status).toBe(400);
    expect((await me.put('/api/v1/account/locale', { locale: 'pt-BR' })).body).toEqual({ locale: 'pt-BR' });
    expect((await me.put('/api/v1/account/locale', { locale: null })).body).toEqual({ locale: null });
    expect((await me.put('/api/v1/account/locale', { locale: 'klingon' })).status).toBe(400);
    expect((await me.get('/api/v1/account/instructions')).status).toBe(200);
    expect((await me.put('/api/v1/account/instructions', { about: 'I keep bees' })).body.about).toBe('I keep bees');
    expect((await me.post('/api/v1/account/onboarding/finish')).body.is_onboarded).toBe(true);
    expect((await me.get('/api/v1/account/email')).body).toEqual({ email: USER.email, pending: null });
    const change = await me.post('/api/v1/account/email', { email: 'ada@new.example', password: USER.password });
    expect(change.status).toBe(202);
    expect((await me.post('/api/v1/account/email/resend')).status).toBe(202);
    expect((await me.delete('/api/v1/account/email')).body.pending).toBeNull();
    expect((await me.post('/api/v1/account/email/resend')).status).toBe(404);
    expect((await visitor.post('/api/v1/account/email/confirm', { token: 'not-a-link' })).status).toBe(400);
    const zip = await me.get('/api/v1/account/export');
    expect(zip.headers.get('content-type')).toBe('application/zip');
  });

  it('deletes an account', async () => {
    const leaving = person();
    const who = { email: 'leaving@example.com', username: 'leaving', password: USER.password };
    expect((await leaving.post('/api/v1/auth/register', who)).status).toBe(201);
    expect((await leaving.delete('/api/v1/account', { password: 'not the password' })).status).toBe(400);
    expect((await leaving.delete('/api/v1/account', { password: USER.password })).body.deleted).toBe(true);
  });
});

describe('Chat', () => {
  it('starts, answers, lists, searches, reads, organises, exports, shares and deletes a conversation', async () => {
    const thread = (await me.post('/api/v1/chat/threads', {})).body;
    expect((await me.post('/api/v1/chat/threads', { agent_type: 'nobody' })).status).toBe(400);
    const { thread_id: id } = (await me.post('/api/v1/chat/private-brain/start')).body;
    const stream = await me.get(`/api/v1/chat/stream?thread_id=${id}&input=${encodeURIComponent('I keep bees')}`);
    expect(stream.body).toContain('event: done');
    expect((await me.get('/api/v1/chat/stream')).status).toBe(400);
    expect((await me.get('/api/v1/chat/threads')).body.threads.map((x: { id: string }) => x.id)).toContain(id);
    expect((await me.get('/api/v1/chat/threads?limit=0')).status).toBe(400);
    expect((await me.get('/api/v1/chat/threads/search?q=bees')).status).toBe(200);
    expect((await me.get(`/api/v1/chat/threads/${thread.id}`)).body.id).toBe(thread.id);
    expect((await visitor.get(`/api/v1/chat/threads/${id}`)).status).toBe(404);
    expect((await visitor.get('/api/v1/chat/threads')).status).toBe(401);
    expect((await me.get('/api/v1/chat/threads/no-such-thread')).status).toBe(404);
    expect((await me.get(`/api/v1/chat/threads/${id}/count`)).body.count).toBe(2);
    const history = (await me.get(`/api/v1/chat/threads/${id}/history`)).body;
    const answer = history.steps.find((s: { output: string | null }) => s.output);
    expect((await me.post(`/api/v1/chat/threads/${id}/viewed`)).status).toBe(200);
    expect((await me.put(`/api/v1/chat/steps/${answer.id}/feedback`, { rating: 'up' })).body.feedback.rating).toBe(
      'up',
    );
    expect((await me.post(`/api/v1/chat/steps/${answer.id}/select`)).status).toBe(200);
    expect((await me.post(`/api/v1/chat/threads/${id}/stop`)).body).toEqual({ stopped: false });
    expect((await me.patch(`/api/v1/chat/threads/${id}`, { name: 'Bees', pinned: true })).body.pinned).toBe(true);
    expect((await me.patch(`/api/v1/chat/threads/${id}`, {})).status).toBe(400);
    expect((await me.get(`/api/v1/chat/threads/${id}/export`)).headers.get('content-type')).toMatch(/markdown/);
    const duet = await me.get(`/api/v1/chat/threads/${id}/export?format=json`);
    expect(duet.body.format).toBe('duet.conversation');
    const share = (await me.post(`/api/v1/chat/threads/${id}/share`)).body;
    expect((await me.get('/api/v1/shares')).body.shares).toHaveLength(1);
    expect((await me.delete(`/api/v1/chat/shares/${share.token}`)).body.success).toBe(true);
    expect((await me.delete(`/api/v1/chat/shares/${share.token}`)).status).toBe(404);
    expect((await me.delete(`/api/v1/chat/threads/${thread.id}?delete_memories=true`)).body.success).toBe(true);

    // The Duet export imports back (skipped: it is here already).
    const imported = await me.call(
      'POST',
      '/api/v1/import',
      form('file', text(JSON.stringify(duet.body)), 'bees.json', 'application/json'),
    );
    expect(imported.status).toBe(201);
    expect(
      (await me.call('POST', '/api/v1/import', form('file', text('{}'), 'x.json', 'application/json'))).status,
    ).toBe(400);
  });

  it('Profile Pal: its conversation and how far it is', async () => {
    expect((await me.post('/api/v1/chat/profile-pal/start')).status).toBe(200);
    expect((await me.get('/api/v1/chat/profile-pal/progress')).body.total).toBeGreaterThan(0);
  });
});

describe('Uploads', () => {
  it('uploads a file, reads it back, and follows a PDF being read', async () => {
    const uploaded = await me.call(
      'POST',
      '/api/v1/upload/files',
      form('files', textPdf([['Minutes.']]), 'm.pdf', 'application/pdf'),
    );
    expect(uploaded.status).toBe(201);
    const [file] = uploaded.body.files;
    expect((await me.get(`/api/v1/upload/files/${file.id}`)).headers.get('content-type')).toBe('application/pdf');
    expect((await me.get(`/api/v1/upload/files/${file.id}/document`)).status).toBe(200);
    expect((await visitor.get(`/api/v1/upload/files/${file.id}`)).status).toBe(404);
    expect(
      (await visitor.call('POST', '/api/v1/upload/files', form('files', text('hi'), 'a.txt', 'text/plain'))).status,
    ).toBe(401);
  });
});

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
    const notImage = form('file', text('not an image'), 'p.txt', 'text/plain');
    expect((await me.call('POST', '/api/v1/profile/photos', notImage)).status).toBe(400);
  });
});

describe('Reference', () => {
  it('serves the document and its page to anyone', async () => {
    expect((await visitor.get('/api/v1/openapi.json')).status).toBe(200);
    expect((await visitor.get('/api/v1/docs')).status).toBe(200);
  });
});

it('drove every operation DRIVEN_PERSONAL lists, each answer checked', () => {
  expect(DRIVEN_PERSONAL.filter((op) => !answers.seen.has(op))).toEqual([]);
});
