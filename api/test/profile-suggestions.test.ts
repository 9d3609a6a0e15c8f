/**
 * What the agents infer for the profile arrives item by item (docs/product.md §3, "Profile
 * suggestions"): the owner accepts, edits or dismisses each; nothing is suggested twice (against
 * the profile, within a run, across runs, whatever the case or spaces); two identical story runs
 * give one set of suggestions and one notification; with suggestions switched off, stories and
 * imports suggest nothing. Over REST and GraphQL; only the owner sees or decides them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const person = () => {
  n += 1;
  return signedUp(t, { email: `p${n}@example.com`, username: `pal${n}` });
};

interface Suggestion {
  id: string;
  field: string;
  value: string;
  story_id: string | null;
  story_title: string | null;
}

const story = async (client: TestClient, content: string, title = 'My week') =>
  (
    await client.gql(
      'mutation ($c: String!, $t: String) { createStory(content: $c, title: $t) { ... on Story { id } } }',
      { c: content, t: title },
    )
  ).data.createStory.id as string;
const run = async (client: TestClient) => {
  const res = await client.post('/api/v1/profile/update-from-stories');
  expect(res.status).toBe(200);
  return res.body as { added: Suggestion[]; auto_curation: boolean };
};
const waiting = async (client: TestClient) =>
  (await client.get('/api/v1/profile/suggestions')).body.suggestions as Suggestion[];
const values = (list: Suggestion[]) => list.map((s) => `${s.field}: ${s.value}`);
const notifications = async (client: TestClient) =>
  (
    (await client.get('/api/v1/notifications?limit=50&include_read=true')).body.notifications as Array<{
      title: string;
    }>
  ).filter((x) => x.title === 'Your stories suggest profile updates').length;

const MAYA = "I love typography. I'm good at React Native. I built an app used by 200k climbers. I love Typography.";

describe('suggestions from stories', () => {
  it('two identical runs suggest once and notify once; within a run a value is said once', async () => {
    const maya = await person();
    const storyId = await story(maya, MAYA);
    const first = await run(maya);
    expect(values(first.added)).toEqual([
      'interests: typography',
      'skills: React Native',
      'achievements: Built an app used by 200k climbers',
      'bio: I love typography.',
    ]);
    expect(first.added.every((s) => s.story_id === storyId && s.story_title === 'My week')).toBe(true);
    const second = await run(maya);
    expect(second.added).toEqual([]);
    expect(values(await waiting(maya))).toEqual(values(first.added));
    expect(await notifications(maya)).toBe(1);

    const gql = await maya.gql(
      `{ viewer { profileSuggestionsConnection(first: 10) { edges { node { field value source storyTitle } } } } }`,
    );
    expect(gql.data.viewer.profileSuggestionsConnection.edges[0].node).toEqual({
      field: 'interests',
      value: 'typography',
      source: 'stories',
      storyTitle: 'My week',
    });
  });

  it('never suggests what the profile has, whatever its case or spaces', async () => {
    const maya = await person();
    await maya.request('PUT', '/api/v1/profile', {
      json: { interests: ['  TYPOGRAPHY '], skills: ['React   native'], bio: 'Climber.' },
    });
    await story(maya, MAYA);
    expect(values((await run(maya)).added)).toEqual(['achievements: Built an app used by 200k climbers']);
  });

  it('accepts, edits or dismisses each one; decided ones leave the list and are not suggested again', async () => {
    const maya = await person();
    await story(maya, MAYA);
    const [interest, skill, achievement, bio] = (await run(maya)).added as [
      Suggestion,
      Suggestion,
      Suggestion,
      Suggestion,
    ];
    const accepted = await maya.post(`/api/v1/profile/suggestions/${interest.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.profile.interests).toEqual(['typography']);
    const edited = await maya.gql(
      `mutation ($id: ID!, $v: String) { acceptProfileSuggestion(id: $id, value: $v) {
        ... on ProfileSuggestionDecided { suggestionId profile { skills } } } }`,
      { id: skill.id, v: '  React Native ' },
    );
    expect(edited.data.acceptProfileSuggestion).toEqual({
      suggestionId: skill.id,
      profile: { skills: ['React Native'] },
    });
    const dismissed = await maya.gql(
      `mutation ($id: ID!) { dismissProfileSuggestion(id: $id) { ... on ProfileSuggestionDecided { suggestionId profile { achievements } } } }`,
      { id: achievement.id },
    );
    expect(dismissed.data.dismissProfileSuggestion).toEqual({
      suggestionId: achievement.id,
      profile: { achievements: [] },
    });
    expect((await waiting(maya)).map((s) => s.id)).toEqual([bio.id]);

    // The owner removes the accepted interest: a new run does not bring back anything decided.
    await maya.request('PUT', '/api/v1/profile', { json: { interests: [] } });
    expect((await run(maya)).added).toEqual([]);
    expect((await maya.post(`/api/v1/profile/suggestions/${achievement.id}/accept`)).body.error.message).toBe(
      'This suggestion was already accepted or dismissed',
    );
    const bioAccepted = await maya.post(`/api/v1/profile/suggestions/${bio.id}/accept`, {
      value: 'I make climbing apps.',
    });
    expect(bioAccepted.body.profile.bio).toBe('I make climbing apps.');
    expect(await waiting(maya)).toEqual([]);
  });

  it('a value already in the list is not added twice; bad edits and full lists are refused and leave it waiting', async () => {
    const maya = await person();
    await maya.request('PUT', '/api/v1/profile', { json: { bio: 'Sailor.' } });
    await story(maya, 'I love sailing. I love knots.');
    const [sailing, knots] = (await run(maya)).added as [Suggestion, Suggestion];
    await maya.request('PUT', '/api/v1/profile', { json: { interests: ['Sailing'] } });
    const same = await maya.post(`/api/v1/profile/suggestions/${sailing.id}/accept`);
    expect(same.body.profile.interests).toEqual(['Sailing']);

    for (const [value, message] of [
      ['x'.repeat(201), 'interests can be at most 200 characters'],
      [42, 'value must be text'],
      ['   ', 'Write the item, or dismiss the suggestion'],
    ] as const) {
      const res = await maya.post(`/api/v1/profile/suggestions/${knots.id}/accept`, { value });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message, fields: [{ field: 'value', message }] });
    }
    await maya.request('PUT', '/api/v1/profile', {
      json: { interests: Array.from({ length: 50 }, (_, i) => `i${i}`) },
    });
    const full = await maya.post(`/api/v1/profile/suggestions/${knots.id}/accept`);
    expect(full.status).toBe(400);
    expect(full.body.error.message).toBe('interests can have at most 50 items');
    expect((await waiting(maya)).map((s) => s.id)).toEqual([knots.id]);
  });

  it('keeps a suggestion when its story is deleted, without the story', async () => {
    const maya = await person();
    await maya.request('PUT', '/api/v1/profile', { json: { bio: 'Sailor.' } });
    const storyId = await story(maya, 'I love maps.');
    await run(maya);
    await maya.gql('mutation ($id: ID!) { deleteStory(id: $id) { __typename } }', { id: storyId });
    expect(await waiting(maya)).toMatchObject([{ value: 'maps', story_id: null, story_title: null }]);
  });
});

describe('switched off', () => {
  it('stories and imports suggest nothing, and no notification comes', async () => {
    const maya = await person();
    await maya.request('PUT', '/api/v1/profile', { json: { auto_curation: false } });
    await story(maya, MAYA);
    expect(await run(maya)).toEqual({ added: [], auto_curation: false });
    const gql = await maya.gql(
      'mutation { updateProfileFromStories { ... on ProfileSuggestionsFound { added { id } autoCuration } } }',
    );
    expect(gql.data.updateProfileFromStories).toEqual({ added: [], autoCuration: false });
    expect(await waiting(maya)).toEqual([]);
    expect(await notifications(maya)).toBe(0);

    const form = new FormData();
    const chat = {
      uuid: '6f1c2a4e-0000-4000-8000-000000000001',
      name: 'Moving',
      created_at: '2024-05-01T08:00:00Z',
      updated_at: '2024-05-01T09:00:00Z',
      chat_messages: [
        { uuid: 'u0', text: 'I live in Lisbon.', sender: 'human', created_at: '2024-05-01T08:00:00Z' },
        { uuid: 'a0', text: 'Noted.', sender: 'assistant', created_at: '2024-05-01T08:00:30Z' },
      ],
    };
    form.append('file', new Blob([JSON.stringify([chat])]), 'conversations.json');
    const imported = await maya.request('POST', '/api/v1/import', { body: form });
    expect(imported.body).toMatchObject({ imported: 1, suggested_memories: 0 });

    await maya.request('PUT', '/api/v1/profile', { json: { auto_curation: true } });
    expect((await run(maya)).added.length).toBeGreaterThan(0);
  });
});

describe('only the owner', () => {
  it('lists and decides them: another person gets Not found, a stranger 401', async () => {
    const maya = await person();
    const bob = await person();
    await maya.request('PUT', '/api/v1/profile', { json: { bio: 'Sailor.' } });
    await story(maya, 'I love maps.');
    const [maps] = (await run(maya)).added as [Suggestion];
    expect(await waiting(bob)).toEqual([]);
    for (const path of [
      `/api/v1/profile/suggestions/${maps.id}/accept`,
      `/api/v1/profile/suggestions/${maps.id}/dismiss`,
    ]) {
      expect((await bob.post(path)).status).toBe(404);
      expect((await t.client().post(path)).status).toBe(401);
    }
    const gql = await bob.gql('mutation ($id: ID!) { acceptProfileSuggestion(id: $id) { __typename } }', {
      id: maps.id,
    });
    expect(gql.data.acceptProfileSuggestion.__typename).toBe('NotFoundError');
    expect((await t.client().get('/api/v1/profile/suggestions')).status).toBe(401);
    expect((await waiting(maya)).map((s) => s.id)).toEqual([maps.id]);
  });
});
