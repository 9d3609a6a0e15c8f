/** Profile (owner), public profile (anyone), picture upload, stories → suggestions, memories. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(() => t.close());

const FULL = {
  display_name: 'Ada Lovelace',
  title: 'Mathematician',
  bio: 'I write programs for engines that do not exist yet.',
  interests: ['mathematics', 'poetry'],
  achievements: ['First published algorithm'],
  posts: ['Notes on the engine', { title: 'On poetry', content: 'Poetical science.' }],
  photos: [
    'https://example.com/1.jpg',
    'https://example.com/2.jpg',
    'https://example.com/3.jpg',
    'https://example.com/4.jpg',
  ],
  skills: ['analysis', 'writing'],
  projects: [{ title: 'Analytical Engine notes', description: 'Note G' }, 'Flyology'],
  location: 'London',
  public: true,
  metadata: { theme: 'dark' },
};

describe('the owner’s profile', () => {
  it('has every docs/product.md §3 field (and the public page settings) with section visibility defaulting to true', async () => {
    const res = await ada.get('/api/v1/profile');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'email',
        'username',
        'display_name',
        'title',
        'bio',
        'interests',
        'achievements',
        'avatar_url',
        'profile_picture_url',
        'public',
        'created_at',
        'updated_at',
        'public_profile_url',
        'public_fields',
        'metadata',
        'posts',
        'photos',
        'skills',
        'projects',
        'location',
        'twin_metadata',
        'hide_from_search',
        'embed_origins',
        'auto_curation',
      ].sort(),
    );
    expect(res.body.twin_metadata.section_visibility).toEqual({
      achievements: true,
      posts: true,
      photos: true,
      skills: true,
      projects: true,
    });
    expect(res.body.public).toBe(false);
  });

  it('updates over REST and GraphQL; empty display_name is null; username follows the registration rules', async () => {
    const put = await ada.request('PUT', '/api/v1/profile', { json: FULL });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ...FULL, public_profile_url: 'http://localhost:3000/ada' });
    const cleared = await ada.request('PUT', '/api/v1/profile', { json: { display_name: '' } });
    expect(cleared.body.display_name).toBeNull();
    const gql =
      await ada.gql(`mutation { updateProfile(input: { displayName: "Ada", sectionVisibility: { photos: false } }) {
      __typename ... on Profile { displayName sectionVisibility { photos posts } } } }`);
    expect(gql.data.updateProfile).toEqual({
      __typename: 'Profile',
      displayName: 'Ada',
      sectionVisibility: { photos: false, posts: true },
    });
    for (const [username, message] of [
      ['settings', 'This username is not available'],
      ['Bad_Name', 'Username can only contain lowercase letters, numbers, and hyphens'],
      ['bob', 'This username is not available'],
      ['x', 'Username must be at least 3 characters'],
    ]) {
      const res = await ada.request('PUT', '/api/v1/profile', { json: { username } });
      expect(res.status, username).toBeGreaterThanOrEqual(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await ada.get('/api/v1/auth/me')).body.username).toBe('ada');
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = (await ada.get('/api/v1/profile')).body;
    for (const body of [
      { avatar_url: 'javascript:alert(1)' },
      { interests: 'not a list' },
      { photos: ['not a url'] },
      { public: 'yes' },
      { twin_metadata: { section_visibility: { photos: 'no' } } },
      { bio: 'x'.repeat(2001) },
      { posts: [{ nope: 1 }] },
      { email: 'new@example.com' },
    ]) {
      const res = await ada.request('PUT', '/api/v1/profile', { json: body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const after = (await ada.get('/api/v1/profile')).body;
    expect({ ...after, updated_at: 0 }).toEqual({ ...before, updated_at: 0 });
  });
});

describe('the public profile', () => {
  it('shows only visible, non-empty sections, 3 photos, never the e-mail; no session needed', async () => {
    await ada.request('PUT', '/api/v1/profile', {
      json: { ...FULL, twin_metadata: { section_visibility: { posts: false, photos: true } } },
    });
    const res = await t.client().get('/api/v1/profile/public/ada');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'ada',
      display_name: 'Ada Lovelace',
      title: FULL.title,
      avatar_url: null,
      bio: FULL.bio,
      interests: FULL.interests,
      location: 'London',
      achievements: FULL.achievements,
      posts: [],
      photos: FULL.photos.slice(0, 3),
      skills: FULL.skills,
      // Who may talk to the twin, so the page offers a chat only when someone may (never the limits).
      twin_access: 'everyone',
      projects: [{ title: 'Analytical Engine notes', description: 'Note G' }, 'Flyology'],
      twin_metadata: {
        section_visibility: { achievements: true, posts: false, photos: true, skills: true, projects: true },
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('ada@example.com');
    const gql = await t.client().gql('{ publicProfile(username: "ADA") { username photos } }');
    expect(gql.data.publicProfile).toEqual({ username: 'ada', photos: FULL.photos.slice(0, 3) });
  });

  it('is a 404 when the profile is not public or does not exist', async () => {
    expect((await t.client().get('/api/v1/profile/public/bob')).status).toBe(404);
    expect((await t.client().get('/api/v1/profile/public/nobody-here')).status).toBe(404);
    expect((await t.client().gql('{ publicProfile(username: "bob") { username } }')).data.publicProfile).toBeNull();
    expect((await t.client().get('/api/v1/twin/bob')).status).toBe(404);
  });

  it('public_fields limits the base fields a visitor sees', async () => {
    await ada.request('PUT', '/api/v1/profile', { json: { public_fields: ['bio'] } });
    const res = await t.client().get('/api/v1/profile/public/ada');
    expect(res.body).toMatchObject({ bio: FULL.bio, interests: [], location: null });
    await ada.request('PUT', '/api/v1/profile', { json: { public_fields: [] } });
  });

  it('the twin card greets and suggests questions from public facts', async () => {
    const res = await t.client().get('/api/v1/twin/ada');
    expect(res.status).toBe(200);
    expect(res.body.greeting).toMatch(/^Hi! I'm Ada Lovelace's twin\./);
    expect(res.body.suggested_questions).toContain('What do you love doing?');
    expect(JSON.stringify(res.body)).not.toContain('@example.com');
  });
});

describe('profile picture', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const upload = (client: TestClient, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return client.request('POST', '/api/v1/profile/upload-picture', { body: form, headers: { 'x-duet-csrf': '1' } });
  };

  it('accepts an image by its content and sets profile_picture_url', async () => {
    const res = await upload(ada, png, 'me.bin', 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body.profile_picture_url).toMatch(/^\/api\/v1\/upload\/files\//);
    const served = await t.client().raw('GET', res.body.profile_picture_url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a non-image named .png, stores nothing', async () => {
    const before = await t.db.upload.count();
    const res = await upload(ada, new TextEncoder().encode('<svg onload=alert(1)>'), 'evil.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The file must be a PNG, JPEG, GIF or WebP image');
    const big = await upload(ada, new Uint8Array(6 * 1024 * 1024), 'big.png', 'image/png');
    expect(big.status).toBe(413);
    expect(
      (
        await t
          .client()
          .request('POST', '/api/v1/profile/upload-picture', { body: new FormData(), headers: { 'x-duet-csrf': '1' } })
      ).status,
    ).toBe(401);
    expect(await t.db.upload.count()).toBe(before);
  });
});

describe('stories', () => {
  it('suggests profile items one by one, each with its story; accepting one adds it', async () => {
    const story = await ada.gql(
      `mutation { createStory(title: "Summer", content: "I love sailing on the Thames. I'm good at celestial navigation. I won the regatta in 1842.") { ... on Story { id } } }`,
    );
    const storyId = story.data.createStory.id;
    const res = await ada.post('/api/v1/profile/update-from-stories');
    expect(res.status).toBe(200);
    expect(res.body.auto_curation).toBe(true);
    const added = res.body.added as Array<{ id: string; field: string; value: string; story_id: string }>;
    expect(added.map(({ field, value, story_id }) => ({ field, value, story_id }))).toEqual([
      { field: 'interests', value: 'sailing on the Thames', story_id: storyId },
      { field: 'skills', value: 'celestial navigation', story_id: storyId },
      { field: 'achievements', value: 'Won the regatta in 1842', story_id: storyId },
    ]);
    const skill = added.find((s) => s.field === 'skills')!;
    const decided = await ada.gql(
      `mutation ($id: ID!) { acceptProfileSuggestion(id: $id) { ... on ProfileSuggestionDecided { suggestionId profile { skills } } } }`,
      { id: skill.id },
    );
    expect(decided.data.acceptProfileSuggestion).toEqual({
      suggestionId: skill.id,
      profile: { skills: [...FULL.skills, 'celestial navigation'] },
    });
    const again = await ada.gql(
      `mutation ($id: ID!) { acceptProfileSuggestion(id: $id) { __typename ... on ValidationError { message } } }`,
      { id: skill.id },
    );
    expect(again.data.acceptProfileSuggestion).toEqual({
      __typename: 'ValidationError',
      message: 'This suggestion was already accepted or dismissed',
    });
    const other = await bob.gql(`mutation ($id: ID!) { dismissProfileSuggestion(id: $id) { __typename } }`, {
      id: added[0]!.id,
    });
    expect(other.data.dismissProfileSuggestion.__typename).toBe('NotFoundError');
    expect((await bob.post('/api/v1/profile/update-from-stories')).body.error.message).toBe('Write a story first');
  });
});

describe('memories', () => {
  it('lists, edits, flips visibility and deletes; only the owner can', async () => {
    const created = await ada.gql(
      `mutation { createMemory(content: "I keep bees") { ... on Memory { id visibility source } } }`,
    );
    const id = created.data.createMemory.id;
    expect(created.data.createMemory).toMatchObject({ visibility: 'private', source: 'owner' });
    const flipped = await ada.gql(
      `mutation ($id: ID!) { setMemoryVisibility(id: $id, visibility: public) { ... on Memory { visibility } } }`,
      { id },
    );
    expect(flipped.data.setMemoryVisibility.visibility).toBe('public');
    const edited = await ada.gql(
      `mutation ($id: ID!) { updateMemory(id: $id, content: "I keep three hives of bees") { ... on Memory { content } } }`,
      { id },
    );
    expect(edited.data.updateMemory.content).toBe('I keep three hives of bees');
    const list = await ada.gql(`{ viewer { memories(visibility: public) { id content } } }`);
    expect(list.data.viewer.memories).toEqual([{ id, content: 'I keep three hives of bees' }]);
    for (const m of [
      `mutation ($id: ID!) { setMemoryVisibility(id: $id, visibility: private) { __typename } }`,
      `mutation ($id: ID!) { updateMemory(id: $id, content: "hacked") { __typename } }`,
      `mutation ($id: ID!) { deleteMemory(id: $id) { __typename } }`,
    ]) {
      const res = await bob.gql(m, { id });
      expect(Object.values(res.data)[0]).toEqual({ __typename: 'NotFoundError' });
    }
    const anon = await t.client().gql(`mutation ($id: ID!) { deleteMemory(id: $id) { __typename } }`, { id });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const removed = await ada.gql(`mutation ($id: ID!) { deleteMemory(id: $id) { ... on Deleted { id } } }`, { id });
    expect(removed.data.deleteMemory.id).toBe(id);
    expect(await t.db.memory.count({ where: { id } })).toBe(0);
  });
});
