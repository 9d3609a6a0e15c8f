import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER, signedUp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('REST /api/v1/auth', () => {
  it('registers, sets an HttpOnly session cookie and returns the docs/product.md §3 user shape', async () => {
    const client = t.client();
    const res = await client.post('/api/v1/auth/register', {
      ...USER,
      email: 'Grace@Example.COM',
      username: 'grace',
      display_name: 'Grace Hopper',
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^duet_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email: 'grace@example.com',
      username: 'grace',
      display_name: 'Grace Hopper',
      profile_picture_url: null,
      is_onboarded: false,
      theme: 'system',
      locale: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body.token).toEqual(expect.any(String));

    const me = await client.get('/api/v1/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'grace', is_onboarded: false });
    // Only the hash of the token is stored.
    const stored = await t.db.session.findMany({ where: { userId: me.body.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(res.body.token);
    // The profile exists with the five sections visible by default.
    const profile = await t.db.profile.findUnique({ where: { userId: me.body.id } });
    expect(profile?.twinMetadata).toEqual({
      section_visibility: { achievements: true, posts: true, photos: true, skills: true, projects: true },
    });
  });

  it('logout ends the session: /me answers 401 with a spec auth message', async () => {
    const client = await signedUp(t, { email: 'l@example.com', username: 'logout-user' });
    expect((await client.get('/api/v1/auth/me')).status).toBe(200);
    const cookieBefore = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const out = await client.post('/api/v1/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    const me = await client.get('/api/v1/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.error.message).toBe('Not authenticated');
    // The old cookie, replayed, no longer works.
    const replay = await t.client().get('/api/v1/auth/me', { cookie: cookieBefore });
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toBe('Invalid token');
  });

  it('logs in with the e-mail in any case, refuses a wrong password with 401', async () => {
    await signedUp(t, { email: 'login@example.com', username: 'login-user' });
    const wrong = await t.client().post('/api/v1/auth/login', { email: 'login@example.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');
    expect(wrong.body.detail).toBe('Invalid email or password');
    const unknown = await t.client().post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('Invalid email or password');

    const client = t.client();
    const ok = await client.post('/api/v1/auth/login', { email: 'LOGIN@example.com', password: USER.password });
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe('login-user');
    expect((await client.get('/api/v1/auth/me')).body.username).toBe('login-user');
  });

  it('accepts the session as a bearer token', async () => {
    const res = await t.client().post('/api/v1/auth/register', { ...USER, email: 'b@example.com', username: 'bearer' });
    const me = await t.client().get('/api/v1/auth/me', { authorization: `Bearer ${res.body.token}` });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('bearer');
    const bad = await t.client().get('/api/v1/auth/me', { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.message).toBe('Invalid token');
  });

  it('refresh rotates the token: the old one stops working', async () => {
    const client = await signedUp(t, { email: 'r@example.com', username: 'refresher' });
    const old = client.cookies.get('duet_session')!;
    const res = await client.post('/api/v1/auth/refresh');
    expect(res.status).toBe(200);
    expect(client.cookies.get('duet_session')).not.toBe(old);
    expect((await client.get('/api/v1/auth/me')).status).toBe(200);
    const stale = await t.client().get('/api/v1/auth/me', { cookie: `duet_session=${old}` });
    expect(stale.status).toBe(401);
    expect((await t.client().post('/api/v1/auth/refresh')).status).toBe(401);
  });

  it('an expired session answers 401 Token has expired', async () => {
    const client = await signedUp(t, { email: 'e@example.com', username: 'expired' });
    const me = await client.get('/api/v1/auth/me');
    await t.db.session.updateMany({ where: { userId: me.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const after = await client.get('/api/v1/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Token has expired');
  });

  it('refuses a duplicate e-mail and a duplicate username, saying which', async () => {
    await signedUp(t, { email: 'dup@example.com', username: 'dup-user' });
    const sameEmail = await t
      .client()
      .post('/api/v1/auth/register', { ...USER, email: 'DUP@example.com', username: 'other-name' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toMatchObject({
      field: 'email',
      message: 'An account with this email already exists',
    });
    const sameName = await t
      .client()
      .post('/api/v1/auth/register', { ...USER, email: 'new@example.com', username: 'dup-user' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toMatchObject({ field: 'username', message: 'This username is not available' });
  });

  it('check-username and check-email tell availability with the docs/product.md §5 message', async () => {
    await signedUp(t, { email: 'taken@example.com', username: 'taken' });
    const c = t.client();
    expect((await c.post('/api/v1/auth/check-username', { username: 'taken' })).body).toEqual({
      username: 'taken',
      available: false,
      message: 'This username is not available',
    });
    expect((await c.post('/api/v1/auth/check-username', { username: 'free-name' })).body).toEqual({
      username: 'free-name',
      available: true,
      message: null,
    });
    expect((await c.post('/api/v1/auth/check-username', { username: 'ab' })).body.message).toBe(
      'Username must be at least 3 characters',
    );
    expect((await c.post('/api/v1/auth/check-username', { username: 'Pricing' })).body.message).toBe(
      'This username is not available',
    );
    expect((await c.post('/api/v1/auth/check-email', { email: 'TAKEN@example.com' })).body).toMatchObject({
      available: false,
    });
    expect((await c.post('/api/v1/auth/check-email', { email: 'fresh@example.com' })).body).toMatchObject({
      available: true,
    });
    const bad = await c.post('/api/v1/auth/check-email', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid email format');
  });

  it('answers 404 JSON for unknown API routes', async () => {
    const res = await t.client().get('/api/v1/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/No such API route/);
  });
});
