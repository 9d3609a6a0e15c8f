/**
 * Onboarding lets a person through (docs/decisions/onboarding-lets-through.md): "Skip for now" on
 * /onboarding (GraphQL finishOnboarding, REST POST account/onboarding/finish) onboards a new
 * account with an empty profile, and its first answer to Profile Pal does too. Only for oneself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
});
afterAll(() => t.close());

const FINISH = 'mutation { finishOnboarding { isOnboarded displayName } }';

describe('going on to the private chat', () => {
  it('GraphQL: an account with nothing in its profile is let through, and asking again changes nothing', async () => {
    const noah = await signedUp(t, { email: 'noah@example.com', username: 'noah', display_name: '' });
    expect((await noah.gql('{ viewer { isOnboarded } }')).data.viewer.isOnboarded).toBe(false);
    expect((await noah.gql(FINISH)).data.finishOnboarding).toEqual({ isOnboarded: true, displayName: null });
    expect((await noah.gql(FINISH)).data.finishOnboarding.isOnboarded).toBe(true);
    expect((await noah.get('/api/v1/auth/me')).body.is_onboarded).toBe(true);
    // The private chat opens: a message is answered.
    const thread = (await noah.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const steps = await answered(noah, thread, 'What is 2 + 3?');
    expect(steps.at(-1).output).toContain('5');
  });

  it('REST: the same, answering with the user', async () => {
    const lea = await signedUp(t, { email: 'lea@example.com', username: 'lea', display_name: '' });
    const res = await lea.post('/api/v1/account/onboarding/finish');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'lea', is_onboarded: true, display_name: null });
  });

  it("Profile Pal's first answer lets the person through, and says the public page can wait", async () => {
    const ines = await signedUp(t, { email: 'ines@example.com', username: 'ines', display_name: '' });
    const thread = (await ines.post('/api/v1/chat/profile-pal/start')).body.thread_id;
    const steps = await answered(ines, thread, 'Ines');
    expect((await ines.get('/api/v1/auth/me')).body).toMatchObject({ display_name: 'Ines', is_onboarded: true });
    expect(steps.at(-1).output).toMatch(
      /You can start chatting with your private brain now\. Your public page and twin can wait/,
    );
  });

  it('skipping the name lets the person through as well', async () => {
    const kai = await signedUp(t, { email: 'kai@example.com', username: 'kai', display_name: '' });
    const thread = (await kai.post('/api/v1/chat/profile-pal/start')).body.thread_id;
    await answered(kai, thread, 'Skip');
    expect((await kai.get('/api/v1/auth/me')).body).toMatchObject({ display_name: null, is_onboarded: true });
  });

  it('needs a session: signed out is refused on both APIs', async () => {
    const stranger = t.client();
    expect((await stranger.post('/api/v1/account/onboarding/finish')).status).toBe(401);
    const gql = await stranger.gql(FINISH);
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
