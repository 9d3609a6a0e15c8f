/** The same account flows through GraphQL: typed results, cookie sessions, viewer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_EMAIL: '3' });
});
afterAll(() => t.close());

const VIEWER = '{ viewer { id databaseId email username displayName isOnboarded profilePictureUrl createdAt } }';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) {
  __typename
  ... on AuthPayload { token expiresAt user { username email isOnboarded } }
  ... on ValidationError { field message }
} }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
  __typename
  ... on AuthPayload { user { username } }
  ... on ValidationError { field message }
  ... on RateLimitedError { message retryAfterSeconds }
} }`;
const input = { email: USER.email, password: USER.password, username: USER.username, displayName: USER.display_name };

describe('GraphQL accounts', () => {
  it('viewer is null when signed out', async () => {
    const res = await t.client().gql(VIEWER);
    expect(res).toMatchObject({ data: { viewer: null } });
  });

  it('register signs in: viewer is the new user, not onboarded', async () => {
    const client = t.client();
    const res = await client.gql(REGISTER, { input });
    expect(res.data.register).toMatchObject({
      __typename: 'AuthPayload',
      user: { username: 'ada', email: 'ada@example.com', isOnboarded: false },
    });
    const viewer = await client.gql(VIEWER);
    expect(viewer.data.viewer).toMatchObject({ username: 'ada', displayName: 'Ada Lovelace', isOnboarded: false });
    expect(viewer.data.viewer.id).not.toBe(viewer.data.viewer.databaseId);

    const dup = await t.client().gql(REGISTER, { input: { ...input, username: 'other' } });
    expect(dup.data.register).toEqual({
      __typename: 'ValidationError',
      field: 'email',
      message: 'An account with this email already exists',
    });
  });

  it('login, refreshSession and logout', async () => {
    const client = t.client();
    const wrong = await client.gql(LOGIN, { input: { email: USER.email, password: 'wrong-password' } });
    expect(wrong.data.login).toEqual({
      __typename: 'ValidationError',
      field: 'password',
      message: 'Invalid email or password',
    });
    const ok = await client.gql(LOGIN, { input: { email: USER.email, password: USER.password } });
    expect(ok.data.login).toEqual({ __typename: 'AuthPayload', user: { username: 'ada' } });

    const before = client.cookies.get('duet_session');
    const refreshed = await client.gql(
      'mutation { refreshSession { __typename ... on AuthPayload { user { username } } } }',
    );
    expect(refreshed.data.refreshSession).toEqual({ __typename: 'AuthPayload', user: { username: 'ada' } });
    expect(client.cookies.get('duet_session')).not.toBe(before);

    const out = await client.gql('mutation { logout { message } }');
    expect(out.data.logout.message).toBe('Logged out');
    expect((await client.gql(VIEWER)).data.viewer).toBeNull();
    const signedOut = await client.gql('mutation { refreshSession { __typename ... on AuthError { message } } }');
    expect(signedOut.data.refreshSession).toEqual({ __typename: 'AuthError', message: 'Not authenticated' });
  });

  it('checkUsername and checkEmail', async () => {
    const q = `mutation ($u: String!, $e: String!) {
      u: checkUsername(username: $u) { ... on Availability { value available message } }
      e: checkEmail(email: $e) { ... on Availability { value available } ... on ValidationError { message } }
    }`;
    const taken = await t.client().gql(q, { u: 'ada', e: 'ada@example.com' });
    expect(taken.data).toEqual({
      u: { value: 'ada', available: false, message: 'This username is not available' },
      e: { value: 'ada@example.com', available: false },
    });
    const free = await t.client().gql(q, { u: 'lovelace', e: 'nope' });
    expect(free.data).toEqual({
      u: { value: 'lovelace', available: true, message: null },
      e: { message: 'Invalid email format' },
    });
  });

  it('rate-limits login per e-mail with a typed refusal and Retry-After on REST', async () => {
    const client = t.client();
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(await client.gql(LOGIN, { input: { email: 'victim@example.com', password: 'guess-guess' } }));
    }
    expect(attempts[3]!.data.login).toMatchObject({
      __typename: 'RateLimitedError',
      retryAfterSeconds: expect.any(Number),
    });
    expect(attempts[3]!.data.login.message).toMatch(/Too many attempts/);
    const rest = await t.client().post('/api/v1/auth/login', { email: 'victim@example.com', password: 'guess-guess' });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.body.error.message).toMatch(/Too many attempts/);
  });
});
