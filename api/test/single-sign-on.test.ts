/**
 * Single sign-on against a real OpenID provider on 127.0.0.1 (support/openid-provider.ts): a new
 * person gets an account, a verified e-mail links the account that has it, an unverified one is
 * refused; a wrong state, an expired or reused code and a cancelled login land on the sign-in
 * page with a code it explains; the page to return to stays on this site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderBrowser, startOpenIdProvider, type OpenIdProvider } from './support/openid-provider.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

const PUBLIC_URL = 'http://localhost:3000';
let provider: OpenIdProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOpenIdProvider({
    redirectUris: [`${PUBLIC_URL}/api/v1/auth/oidc/callback`],
    people: {
      grace: { email: 'Grace@Example.com', email_verified: true, name: 'Grace Hopper', preferred_username: 'grace' },
      'ada-at-work': { email: USER.email, email_verified: true, name: 'Ada at work' },
      mallory: { email: USER.email, email_verified: false, name: 'Not Ada' },
      unverified: { email: 'new@example.com', email_verified: false },
      linus: { email: 'linus@example.com', email_verified: true },
      yuki: { email: 'yuki@example.com', email_verified: true, name: 'Yuki' },
      'grace-again': { email: 'grace.h@example.com', email_verified: true, preferred_username: 'Grace' },
      stranger: { email: 'stranger@example.com', email_verified: true },
      waiting: { email: 'waiting@example.com', email_verified: true },
      odd: { email: 'o.d+x@example.com', email_verified: true, preferred_username: '-Ünï.Cödé_Name-That-Is-Long' },
    },
  });
  t = await startTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Test ID',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Starts at Duet, signs in at the provider as `account`; the callback address the provider sends back. */
async function atProvider(client: TestClient, account: string, next = '/chat'): Promise<string> {
  const start = await client.raw('GET', `/api/v1/auth/oidc/start?next=${encodeURIComponent(next)}`);
  expect(start.status).toBe(302);
  const browser = new ProviderBrowser();
  const login = await browser.open(start.headers.get('location')!);
  expect(login.page).toContain('Test provider');
  const back = await browser.submit(login.url!, { login: account });
  expect(back.leftTo).toMatch(`${PUBLIC_URL}/api/v1/auth/oidc/callback?`);
  return back.leftTo!;
}

/** The browser arrives back at Duet's callback; where Duet sends it next. */
async function callback(client: TestClient, leftTo: string): Promise<string> {
  const url = new URL(leftTo);
  const res = await client.raw('GET', `${url.pathname}${url.search}`, { headers: { 'sec-fetch-site': 'cross-site' } });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

const signInThrough = async (client: TestClient, account: string, next?: string) =>
  callback(client, await atProvider(client, account, next));

describe('single sign-on', () => {
  it('says which ways in exist, in both APIs', async () => {
    const rest = await t.client().get('/api/v1/auth/options');
    expect(rest.body).toEqual({
      password_sign_in: true,
      registration: true,
      single_sign_on: { name: 'Test ID', start_url: '/api/v1/auth/oidc/start' },
    });
    const gql = await t
      .client()
      .gql(
        '{ signInOptions { passwordSignIn registration singleSignOn { name startUrl } failureMessage(code: "state") } }',
      );
    expect(gql.data.signInOptions).toEqual({
      passwordSignIn: true,
      registration: true,
      singleSignOn: { name: 'Test ID', startUrl: '/api/v1/auth/oidc/start' },
      failureMessage: 'That sign-in could not be checked, so it was stopped. Please try again.',
    });
  });

  it('gives a new person a new account, and the same account the next time', async () => {
    const client = t.client();
    expect(await signInThrough(client, 'grace', '/knowledge?tab=facts')).toBe('/knowledge?tab=facts');
    const me = (await client.get('/api/v1/auth/me')).body;
    expect(me).toMatchObject({ email: 'grace@example.com', username: 'grace', display_name: 'Grace Hopper' });
    const again = t.client();
    expect(await signInThrough(again, 'grace')).toBe('/chat');
    expect((await again.get('/api/v1/auth/me')).body.id).toBe(me.id);
    expect(await t.db.user.count({ where: { email: 'grace@example.com' } })).toBe(1);
  });

  it('keeps the language chosen on the device before signing up with the new account', async () => {
    const client = t.client();
    client.cookies.set('duet_locale', 'ja');
    await signInThrough(client, 'yuki');
    expect((await client.gql('{ viewer { locale } }')).data.viewer.locale).toBe('ja');
  });

  it('makes a free username that follows the rules from what the provider gives', async () => {
    await signInThrough(t.client(), 'grace');
    const again = t.client();
    await signInThrough(again, 'grace-again');
    expect((await again.get('/api/v1/auth/me')).body.username).toMatch(/^grace-\d{4}$/);
    const odd = t.client();
    await signInThrough(odd, 'odd');
    const { username } = (await odd.get('/api/v1/auth/me')).body;
    expect(username).toMatch(/^[a-z0-9][a-z0-9-]{1,18}[a-z0-9]$/);
    expect((await t.client().post('/api/v1/auth/check-username', { username })).body.available).toBe(false);
  });

  it('links an existing password account by its verified e-mail; the password still works', async () => {
    const ada = await signedUp(t);
    const adaId = (await ada.get('/api/v1/auth/me')).body.id;
    const sso = t.client();
    await signInThrough(sso, 'ada-at-work');
    expect((await sso.get('/api/v1/auth/me')).body.id).toBe(adaId);
    expect(await t.db.identity.count({ where: { userId: adaId } })).toBe(1);
    const password = await t.client().post('/api/v1/auth/login', { email: USER.email, password: USER.password });
    expect(password.status).toBe(200);
  });

  it('refuses an unverified e-mail with a plain message and links nothing', async () => {
    const before = await t.db.identity.count();
    for (const account of ['mallory', 'unverified']) {
      const client = t.client();
      expect(await signInThrough(client, account)).toBe('/accounts/login?sso_error=unverified-email');
      expect((await client.get('/api/v1/auth/me')).status).toBe(401);
    }
    expect(await t.db.identity.count()).toBe(before);
    expect(await t.db.user.count({ where: { email: 'new@example.com' } })).toBe(0);
    const message = await t.client().gql('{ signInOptions { failureMessage(code: "unverified-email") } }');
    expect(message.data.signInOptions.failureMessage).toBe(
      'Your e-mail address at Test ID is not verified, so Duet cannot use it. Verify it at Test ID, then try again.',
    );
  });

  it('refuses a wrong state, and a callback without the flow this browser started', async () => {
    const client = t.client();
    const leftTo = new URL(await atProvider(client, 'linus'));
    leftTo.searchParams.set('state', 'forged');
    expect(await callback(client, leftTo.href)).toBe('/accounts/login?sso_error=state');
    const stranger = t.client();
    expect(await callback(stranger, await atProvider(t.client(), 'linus'))).toBe('/accounts/login?sso_error=expired');
    expect((await stranger.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('refuses a code used twice, even with the flow cookie copied', async () => {
    const client = t.client();
    const leftTo = await atProvider(client, 'linus');
    const flow = client.cookies.get('duet_sso')!;
    expect(await callback(client, leftTo)).toBe('/chat');
    const replay = t.client();
    replay.cookies.set('duet_sso', flow);
    expect(await callback(replay, leftTo)).toBe('/accounts/login?sso_error=rejected');
    expect((await replay.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const client = t.client();
    const leftTo = await atProvider(client, 'linus');
    // The provider's own store: the code's expiry is moved into the past.
    for (const code of provider.store.get('AuthorizationCode')!.values()) code.exp = Math.floor(Date.now() / 1000) - 1;
    expect(await callback(client, leftTo)).toBe('/accounts/login?sso_error=rejected');
    expect((await client.get('/api/v1/auth/me')).status).toBe(401);
  });

  it('tells a cancelled login apart', async () => {
    const client = t.client();
    const start = await client.raw('GET', '/api/v1/auth/oidc/start');
    const browser = new ProviderBrowser();
    const login = await browser.open(start.headers.get('location')!);
    const back = await browser.submit(login.url!, { cancel: '1' });
    expect(await callback(client, back.leftTo!)).toBe('/accounts/login?sso_error=denied');
  });

  it('returns only to a path on this site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      expect(await signInThrough(t.client(), 'linus', next)).toBe('/');
    }
  });

  it('sends the provider PKCE, a state and a nonce, back to PUBLIC_URL', async () => {
    const start = await t.client().raw('GET', '/api/v1/auth/oidc/start');
    const url = new URL(start.headers.get('location')!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/auth/oidc/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('duet_sso='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/oidc/);
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });
});

describe('who may sign up applies to single sign-on too', () => {
  const sso = () => ({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Test ID',
  });

  it('closed: a new person is refused with the policy’s sentence; an existing account still links', async () => {
    const closed = await startTestApp({ ...sso(), SIGNUP_POLICY: 'closed' });
    try {
      await signedUp(closed); // the first account, the admin, may always sign up
      const stranger = closed.client();
      const left = await atProvider(stranger, 'stranger');
      const url = new URL(left);
      const res = await stranger.raw('GET', `${url.pathname}${url.search}`, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.headers.get('location')).toBe('/accounts/login?sso_error=signup-closed');
      expect(await closed.db.user.count({ where: { email: 'stranger@example.com' } })).toBe(0);
      const message = await closed.client().gql('{ signInOptions { failureMessage(code: "signup-closed") } }');
      expect(message.data.signInOptions.failureMessage).toBe('Sign-up on this Duet is closed.');
      const ada = closed.client();
      const back = new URL(await atProvider(ada, 'ada-at-work'));
      const linked = await ada.raw('GET', `${back.pathname}${back.search}`, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(linked.headers.get('location')).toBe('/chat');
    } finally {
      await closed.close();
    }
  });

  it('approval: a new person’s account waits, without a session, until the admin approves', async () => {
    const approval = await startTestApp({ ...sso(), SIGNUP_POLICY: 'approval' });
    try {
      await signedUp(approval);
      const waiting = approval.client();
      const left = new URL(await atProvider(waiting, 'waiting'));
      const res = await waiting.raw('GET', `${left.pathname}${left.search}`, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.headers.get('location')).toBe('/accounts/login?sso_error=pending');
      expect((await waiting.get('/api/v1/auth/me')).status).toBe(401);
      expect(await approval.db.user.findUnique({ where: { email: 'waiting@example.com' } })).toMatchObject({
        status: 'pending',
      });
    } finally {
      await approval.close();
    }
  });
});

describe('single sign-on only', () => {
  let only: TestApp;
  beforeAll(async () => {
    only = await startTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Test ID',
      OIDC_ONLY: 'true',
    });
  });
  afterAll(() => only?.close());
  const refusal = 'This server signs people in with Test ID only. Use "Continue with Test ID".';

  it('refuses password sign-in and sign-up with a message, in both APIs, and signs in through the provider', async () => {
    const register = await only.client().post('/api/v1/auth/register', USER);
    expect(register.status).toBe(403);
    expect(register.body.error.message).toBe(refusal);
    expect(await only.db.user.count()).toBe(0);
    const login = await only.client().post('/api/v1/auth/login', { email: USER.email, password: USER.password });
    expect(login.status).toBe(403);
    expect(login.body.error.message).toBe(refusal);
    const gql = await only
      .client()
      .gql(
        `mutation { login(input: { email: "${USER.email}", password: "${USER.password}" }) { ... on Error { message } } }`,
      );
    expect(gql.data.login.message).toBe(refusal);
    expect((await only.client().get('/api/v1/auth/options')).body).toMatchObject({
      password_sign_in: false,
      registration: false,
    });
    const client = only.client();
    expect(await signInThrough(client, 'linus')).toBe('/chat');
    expect((await client.get('/api/v1/auth/me')).body.email).toBe('linus@example.com');
  });
});

describe('without single sign-on', () => {
  it('offers passwords only, and the start route says so on the sign-in page', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.client().get('/api/v1/auth/options')).body.single_sign_on).toBeNull();
      const start = await plain.client().raw('GET', '/api/v1/auth/oidc/start');
      expect(start.headers.get('location')).toBe('/accounts/login?sso_error=disabled');
    } finally {
      await plain.close();
    }
  });

  it('says so plainly when the provider cannot be reached', async () => {
    const gone = await startOpenIdProvider({ people: {}, redirectUris: [] });
    await gone.close();
    const app = await startTestApp({ OIDC_ISSUER: gone.issuer, OIDC_CLIENT_ID: 'duet', OIDC_NAME: 'Gone ID' });
    try {
      const start = await app.client().raw('GET', '/api/v1/auth/oidc/start');
      expect(start.headers.get('location')).toBe('/accounts/login?sso_error=unavailable');
    } finally {
      await app.close();
    }
  });
});
