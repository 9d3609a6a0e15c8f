/**
 * The owner's title ("Product designer") as visitors see it: the public profile over REST and
 * GraphQL, the twin's card, Discover and the twin's answers, each only while the owner shows it
 * (public_fields) and only while the profile is public. The page and its social card:
 * public-pages.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let maya: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  const saved = await maya.request('PUT', '/api/v1/profile', {
    json: { public: true, title: 'Product designer', location: 'Leeds', bio: 'I draw interfaces.' },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t?.close());

const visitor = () => t.client();
const PUBLIC = '{ publicProfile(username: "maya") { title location } }';

describe("the owner's title", () => {
  it('is part of the public profile over REST and GraphQL, and of the twin card', async () => {
    const rest = await visitor().request('GET', '/api/v1/profile/public/maya');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ title: 'Product designer', location: 'Leeds' });

    const twin = await visitor().request('GET', '/api/v1/twin/maya');
    expect(twin.body.title).toBe('Product designer');

    const gql = await visitor().gql(PUBLIC);
    expect(gql.data.publicProfile).toEqual({ title: 'Product designer', location: 'Leeds' });
    const card = await visitor().gql(`{ twin(username: "maya") { title } }`);
    expect(card.data.twin.title).toBe('Product designer');
  });

  it('shows on the Discover card and is found by search', async () => {
    const res = await maya.gql('{ discoverProfiles(query: "designer", first: 10) { username title } }');
    expect(res.data.discoverProfiles).toEqual([{ username: 'maya', title: 'Product designer' }]);
  });

  it('the twin answers with it when asked what the owner does', async () => {
    const guest = visitor();
    const thread = (await guest.post('/api/v1/twin/maya/threads', { new: true })).body.thread_id as string;
    const steps = await answered(guest, thread, "What is Maya's job?");
    expect(steps.at(-1).output).toContain('Product designer');
  });

  it('is hidden when the owner leaves it out of the public fields, and with the profile private', async () => {
    await maya.request('PUT', '/api/v1/profile', { json: { public_fields: ['bio', 'location'] } });
    expect((await visitor().request('GET', '/api/v1/profile/public/maya')).body).toMatchObject({
      title: null,
      location: 'Leeds',
    });
    expect((await visitor().gql(PUBLIC)).data.publicProfile).toEqual({ title: null, location: 'Leeds' });
    expect((await visitor().request('GET', '/api/v1/twin/maya')).body.title).toBeNull();

    await maya.request('PUT', '/api/v1/profile', { json: { public: false, public_fields: ['title', 'bio'] } });
    const stranger = await signedUp(t, { email: 'sam@example.com', username: 'sam' });
    const rest = await stranger.request('GET', '/api/v1/profile/public/maya');
    expect(rest.status).toBe(404);
    expect(JSON.stringify(rest.body)).not.toContain('Product designer');
    expect((await stranger.gql(PUBLIC)).data.publicProfile).toBeNull();
    const found = await stranger.gql('{ discoverProfiles(query: "designer", first: 10) { username } }');
    expect(found.data.discoverProfiles).toEqual([]);
  });
});
