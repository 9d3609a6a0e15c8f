/** Every docs/product.md §5 rule returns its exact message, on REST and on GraphQL, and stores nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES } from '../src/auth/reserved-usernames.js';
import { startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const cases: Array<[string, Record<string, unknown>, string, string]> = [
  ['invalid e-mail', { email: 'not-an-email' }, 'email', 'Invalid email format'],
  ['missing e-mail', { email: undefined }, 'email', 'Invalid email format'],
  ['short password', { password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ['short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
  ['long username', { username: 'a'.repeat(21) }, 'username', 'Username cannot be more than 20 characters'],
  [
    'uppercase username',
    { username: 'Ada-L' },
    'username',
    'Username can only contain lowercase letters, numbers, and hyphens',
  ],
  [
    'underscore username',
    { username: 'ada_l' },
    'username',
    'Username can only contain lowercase letters, numbers, and hyphens',
  ],
  [
    'emoji username',
    { username: 'ada😀x' },
    'username',
    'Username can only contain lowercase letters, numbers, and hyphens',
  ],
  [
    'unicode username',
    { username: 'adà-lé' },
    'username',
    'Username can only contain lowercase letters, numbers, and hyphens',
  ],
  ['leading hyphen', { username: '-ada' }, 'username', 'Username cannot start or end with a hyphen'],
  ['trailing hyphen', { username: 'ada-' }, 'username', 'Username cannot start or end with a hyphen'],
  ['reserved username', { username: 'settings' }, 'username', 'This username is not available'],
  ['reserved, other case', { username: 'ADMIN' }, 'username', 'This username is not available'],
];

const REGISTER = `mutation ($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on ValidationError { field message fieldErrors { field message } }
    ... on AuthPayload { user { username } }
  }
}`;

describe('registration rules (docs/product.md §5)', () => {
  it.each(cases)('REST: %s', async (_name, patch, field, message) => {
    const before = await t.db.user.count();
    const res = await t.client().post('/api/v1/auth/register', { ...USER, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field, message });
    expect(res.body.detail).toBe(message);
    expect(await t.db.user.count()).toBe(before);
  });

  it.each(cases)('GraphQL: %s', async (_name, patch, field, message) => {
    const before = await t.db.user.count();
    const input = { ...USER, display_name: undefined, displayName: USER.display_name, ...patch };
    // GraphQL requires the field to be present: a missing e-mail is sent as an empty string.
    if (input.email === undefined) input.email = '';
    const res = await t.client().gql(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data.register).toMatchObject({ __typename: 'ValidationError', field, message });
    expect(await t.db.user.count()).toBe(before);
  });

  it('refuses every reserved username with "This username is not available"', async () => {
    const client = t.client();
    const valid = RESERVED_USERNAMES.filter((name) => name.length >= 3 && name.length <= 20);
    expect(valid).toEqual(
      expect.arrayContaining([
        'accounts',
        'chat',
        'twin',
        'story',
        'discover',
        'knowledge',
        'pricing',
        'roadmap',
        'monitoring',
        'onboarding',
        'dashboard',
        'history',
        'settings',
        'terms',
        'privacy',
        'login',
        'signup',
        'register',
        'profile',
        'forgot-password',
        'reset-password',
        'admin',
        'api',
        'www',
        'mail',
        'ftp',
        'cdn',
        'static',
        'blog',
        'about',
        'contact',
        'features',
        'security',
        'status',
        'legal',
        'careers',
        'company',
        'profile-pal',
        'testing',
        'root',
        'support',
        'help',
      ]),
    );
    for (const name of valid) {
      for (const variant of [name, name.toUpperCase()]) {
        const res = await client.post('/api/v1/auth/register', { ...USER, username: variant });
        expect(res.body.error?.message, variant).toBe('This username is not available');
      }
    }
    expect(await t.db.user.count()).toBe(0);
  });

  it('login needs a valid e-mail and a password', async () => {
    const noEmail = await t.client().post('/api/v1/auth/login', { email: 'x', password: 'y' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.message).toBe('Invalid email format');
    const noPassword = await t.client().post('/api/v1/auth/login', { email: 'a@b.co', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error).toMatchObject({ field: 'password', message: 'Password is required' });
  });

  it('display_name, timezone and about are optional; empty ones are stored as null', async () => {
    const res = await t.client().post('/api/v1/auth/register', {
      email: 'min@example.com',
      password: USER.password,
      username: 'minimal',
      display_name: '  ',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.display_name).toBeNull();
  });
});
