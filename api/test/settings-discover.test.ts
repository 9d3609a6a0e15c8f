/** Settings (password, devices, tokens), Discover and Monitoring. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

describe('settings', () => {
  it('changes the password and signs out the other devices, not this one', async () => {
    const laptop = t.client();
    await laptop.post('/api/v1/auth/login', { email: USER.email, password: USER.password });
    const wrong = await ada.gql(
      `mutation { changePassword(currentPassword: "nope", newPassword: "a new password") { __typename ... on ValidationError { field message } } }`,
    );
    expect(wrong.data.changePassword).toEqual({
      __typename: 'ValidationError',
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
    const short = await ada.gql(
      `mutation ($p: String!) { changePassword(currentPassword: $p, newPassword: "short") { __typename ... on ValidationError { message } } }`,
      { p: USER.password },
    );
    expect(short.data.changePassword.message).toBe('Password must be at least 8 characters');
    const ok = await ada.gql(
      `mutation ($p: String!) { changePassword(currentPassword: $p, newPassword: "a new password") { ... on PasswordChanged { message endedSessions } } }`,
      { p: USER.password },
    );
    expect(ok.data.changePassword).toEqual({ message: 'Password changed', endedSessions: 1 });
    expect((await laptop.get('/api/v1/auth/me')).status).toBe(401);
    expect((await ada.get('/api/v1/auth/me')).status).toBe(200);
    expect(
      (await t.client().post('/api/v1/auth/login', { email: USER.email, password: 'a new password' })).status,
    ).toBe(200);
  });

  it('lists devices, signs out the others, and issues personal access tokens', async () => {
    const sessions = await ada.gql('{ viewer { sessions { id kind current } } }');
    expect(sessions.data.viewer.sessions.filter((s: any) => s.current)).toHaveLength(1);
    const out = await ada.gql('mutation { signOutOtherSessions { endedSessions } }');
    expect(out.data.signOutOtherSessions.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await ada.gql('{ viewer { sessions { id } } }')).data.viewer.sessions).toHaveLength(1);

    const token = await ada.gql(
      'mutation { createAccessToken(name: "backup script") { ... on AccessToken { token session { kind name } } } }',
    );
    expect(token.data.createAccessToken.session).toEqual({ kind: 'token', name: 'backup script' });
    const me = await t
      .client()
      .get('/api/v1/auth/me', { authorization: `Bearer ${token.data.createAccessToken.token}` });
    expect(me.body.username).toBe('ada');
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const adaSession = (await ada.gql('{ viewer { sessions { id current } } }')).data.viewer.sessions.find(
      (s: any) => s.current,
    ).id;
    const steal = await bob.gql(`mutation ($id: ID!) { revokeSession(id: $id) { __typename } }`, { id: adaSession });
    expect(steal.data.revokeSession.__typename).toBe('NotFoundError');
    expect((await ada.get('/api/v1/auth/me')).status).toBe(200);
  });
});

describe('discover and monitoring', () => {
  it('lists only public profiles and searches them', async () => {
    await ada.request('PUT', '/api/v1/profile', {
      json: { public: true, bio: 'Poetical scientist', interests: ['looms'] },
    });
    const all = await t.client().gql('{ discoverProfiles { username bio } }');
    expect(all.data.discoverProfiles).toEqual([{ username: 'ada', bio: 'Poetical scientist' }]);
    expect((await t.client().gql('{ discoverProfiles(query: "LOOM") { username } }')).data.discoverProfiles).toEqual([
      { username: 'ada' },
    ]);
    expect((await t.client().gql('{ discoverProfiles(query: "bob") { username } }')).data.discoverProfiles).toEqual([]);
  });

  it('reports the health of server, database, provider, realtime and file storage to signed-in users', async () => {
    const res = await ada.gql('{ systemStatus { uptimeSeconds components { name ok detail } } }');
    expect(res.data.systemStatus.components.map((c: any) => [c.name, c.ok])).toEqual([
      ['server', true],
      ['database', true],
      ['ai_provider', true],
      ['realtime', true],
      ['file_storage', true],
    ]);
    expect((await t.client().gql('{ systemStatus { uptimeSeconds } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
