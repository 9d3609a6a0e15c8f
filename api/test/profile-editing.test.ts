/**
 * The owner edits every field the public page and the twin show (docs/product.md §3, "Editing the
 * public page"), over REST and GraphQL: lists are added to, edited, reordered and emptied; bad input
 * is a 400 naming its field and changes nothing; photos and the avatar are uploads within the quota;
 * the public profile, Discover and the twin read the edit at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/png.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(() => t.close());

const put = (client: TestClient, json: unknown) => client.request('PUT', '/api/v1/profile', { json });
const profile = async () => (await ada.get('/api/v1/profile')).body;
const picture = (client: TestClient, path: string, bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('file', new File([bytes], 'picture.png', { type: 'image/png' }));
  return client.request('POST', path, { body: form, headers: { 'x-duet-csrf': '1' } });
};
const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
  __typename ... on Profile { displayName title bio location interests skills achievements posts projects photos avatarUrl autoCuration }
  ... on ValidationError { field message } } }`;

describe('every field, REST and GraphQL', () => {
  const VALUES = {
    display_name: 'Maya Climber',
    title: 'App developer',
    bio: 'I build apps for climbers.',
    location: 'Grenoble',
    interests: ['typography', 'sourdough'],
    skills: ['React Native'],
    achievements: ['Shipped an app used by 200k climbers'],
    posts: [{ title: 'Why I climb', content: 'Because the wall is there.' }, 'A short note'],
    projects: [{ title: 'Crag map', description: 'Offline topos', url: 'https://crag.example' }],
    photos: ['https://example.com/wall.jpg'],
    avatar_url: 'https://example.com/me.jpg',
    auto_curation: false,
  };

  it.each(Object.entries(VALUES))('PUT /api/v1/profile sets %s, and GraphQL reads it', async (field, value) => {
    const res = await put(ada, { [field]: value });
    expect(res.status).toBe(200);
    expect(res.body[field]).toEqual(value);
    expect((await profile())[field]).toEqual(value);
    const camel = field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    const read = await ada.gql(`{ viewer { profile { ${camel} } } }`);
    expect(read.data.viewer.profile[camel]).toEqual(value);
  });

  it('GraphQL updateProfile sets them all at once, and REST reads them', async () => {
    const { data } = await ada.gql(UPDATE, {
      input: {
        displayName: 'Maya',
        title: 'Climber',
        bio: 'I climb.',
        location: 'Lyon',
        interests: ['maps'],
        skills: ['Swift'],
        achievements: ['First ascent'],
        posts: ['Hello'],
        projects: ['Topo app'],
        photos: [],
        avatarUrl: null,
        autoCuration: true,
      },
    });
    expect(data.updateProfile).toMatchObject({ __typename: 'Profile', displayName: 'Maya', avatarUrl: null });
    expect(await profile()).toMatchObject({
      display_name: 'Maya',
      title: 'Climber',
      bio: 'I climb.',
      location: 'Lyon',
      interests: ['maps'],
      skills: ['Swift'],
      achievements: ['First ascent'],
      posts: ['Hello'],
      projects: ['Topo app'],
      photos: [],
      avatar_url: null,
      profile_picture_url: null,
      auto_curation: true,
    });
  });
});

describe('lists', () => {
  it('are added to, edited, reordered and emptied; an item said twice is kept once', async () => {
    await put(ada, { interests: ['typography and i bake sourdough every weekend', 'maps'] });
    const fixed = await put(ada, { interests: ['Typography', 'Sourdough baking', 'maps', ' typography ', 'MAPS'] });
    expect(fixed.body.interests).toEqual(['Typography', 'Sourdough baking', 'maps']);
    const reordered = await put(ada, { interests: ['maps', 'Typography', 'Sourdough baking'] });
    expect(reordered.body.interests).toEqual(['maps', 'Typography', 'Sourdough baking']);
    const spaced = await put(ada, { skills: ['  React   Native ', 'react native', 'Swift'] });
    expect(spaced.body.skills).toEqual(['React Native', 'Swift']);
    const posts = await put(ada, {
      posts: [
        { title: 'B', content: 'second' },
        { title: 'A', content: 'first, edited' },
      ],
    });
    expect(posts.body.posts).toEqual([
      { title: 'B', content: 'second' },
      { title: 'A', content: 'first, edited' },
    ]);
    expect((await put(ada, { achievements: [] })).body.achievements).toEqual([]);
  });
});

describe('bad input', () => {
  const long = (n: number) => 'x'.repeat(n);
  const CASES: Array<[label: string, body: Record<string, unknown>, field: string, message: RegExp]> = [
    ['a display name of 81 characters', { display_name: long(81) }, 'display_name', /80 characters/],
    ['a title of 121 characters', { title: long(121) }, 'title', /120 characters/],
    ['a bio of 2001 characters', { bio: long(2001) }, 'bio', /2000 characters/],
    ['a location of 121 characters', { location: long(121) }, 'location', /120 characters/],
    ['an interest of 201 characters', { interests: ['ok', long(201)] }, 'interests.1', /200 characters/],
    ['51 interests', { interests: Array.from({ length: 51 }, (_, i) => `i${i}`) }, 'interests', /at most 50 items/],
    ['an empty skill', { skills: [''] }, 'skills.0', /empty/],
    ['an achievement of 501 characters', { achievements: [long(501)] }, 'achievements.0', /500 characters/],
    [
      '31 photos',
      { photos: Array.from({ length: 31 }, (_, i) => `https://example.com/${i}.jpg`) },
      'photos',
      /at most 30/,
    ],
    ['a photo that is no address', { photos: ['not a url'] }, 'photos.0', /web address/],
    ['a script as the avatar', { avatar_url: 'javascript:alert(1)' }, 'avatar_url', /web address/],
    ['an empty post', { posts: [{ title: 'x', content: '' }] }, 'posts.0.content', /needs some text/],
    [
      'a post title of 201 characters',
      { posts: [{ title: long(201), content: 'x' }] },
      'posts.0.title',
      /200 characters/,
    ],
    ['101 posts', { posts: Array.from({ length: 101 }, (_, i) => `p${i}`) }, 'posts', /at most 100/],
    [
      'a project link that is not a web address',
      { projects: [{ title: 'x', url: 'ftp://files.example' }] },
      'projects.0.url',
      /web address/,
    ],
    ['a project without a title', { projects: [{ title: '' }] }, 'projects.0.title', /needs a title/],
    [
      'a project description of 2001 characters',
      { projects: [{ title: 'x', description: long(2001) }] },
      'projects.0.description',
      /2000 characters/,
    ],
    ['a setting that is not true or false', { auto_curation: 'no' }, 'auto_curation', /true or false/],
  ];

  it.each(CASES)(
    '%s is a 400 at its field, over REST and GraphQL, and changes nothing',
    async (_label, body, field, message) => {
      const before = await profile();
      const res = await put(ada, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
      expect(res.body.error.fields[0].field).toBe(field);
      const key = Object.keys(body)[0]!;
      const camel = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      const gql = await ada.gql(UPDATE, { input: { [camel]: body[key] } });
      if (gql.errors) expect(gql.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      else expect(gql.data.updateProfile).toMatchObject({ __typename: 'ValidationError', field, message });
      expect({ ...(await profile()), updated_at: 0 }).toEqual({ ...before, updated_at: 0 });
    },
  );

  it('another person’s upload is not a picture of yours', async () => {
    const bobs = await picture(bob, '/api/v1/profile/photos', solidPng(8, 8, [0, 0, 255]));
    expect(bobs.status).toBe(201);
    const url = bobs.body.photos[0] as string;
    for (const body of [{ photos: [url] }, { avatar_url: url }]) {
      const res = await put(ada, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('That picture is not one of your uploaded images');
    }
    expect((await profile()).photos).not.toContain(url);
  });
});

describe('photos and the avatar', () => {
  it('uploads photos, reorders and removes them; visitors see them in that order, and not a removed one', async () => {
    await put(ada, { public: true, photos: [] });
    const first = await picture(ada, '/api/v1/profile/photos', solidPng(16, 12, [255, 0, 0]));
    const second = await picture(ada, '/api/v1/profile/photos', solidPng(16, 12, [0, 255, 0]));
    expect(second.status).toBe(201);
    const [red, green] = second.body.photos as string[];
    expect(first.body.photos).toEqual([red]);
    expect((await put(ada, { photos: [green, red] })).body.photos).toEqual([green, red]);
    expect((await t.client().get('/api/v1/profile/public/ada')).body.photos).toEqual([green, red]);
    expect((await put(ada, { photos: [green] })).body.photos).toEqual([green]);
    expect((await t.client().raw('GET', green!)).status).toBe(200);
    expect((await t.client().raw('GET', red!)).status).toBe(404);
    // Removed is deleted, for the owner too (profile-pictures.test.ts).
    expect((await ada.raw('GET', red!)).status).toBe(404);
  });

  it('refuses a photo past the most a page holds before storing anything, and a file that is not an image', async () => {
    await put(ada, { photos: Array.from({ length: 30 }, (_, i) => `https://example.com/${i}.jpg`) });
    const uploads = await t.db.upload.count();
    const full = await picture(ada, '/api/v1/profile/photos', solidPng(4, 4, [1, 2, 3]));
    expect(full.status).toBe(400);
    expect(full.body.error.message).toBe('photos can have at most 30 items');
    await put(ada, { photos: [] });
    const text = await picture(ada, '/api/v1/profile/photos', new TextEncoder().encode('not a picture'));
    expect(text.status).toBe(400);
    expect(text.body.error.fields[0].field).toBe('file');
    expect(await t.db.upload.count()).toBe(uploads);
    expect((await picture(t.client(), '/api/v1/profile/photos', solidPng(4, 4, [1, 2, 3]))).status).toBe(401);
  });

  it('the cropped avatar is the one picture everyone sees, and can be removed', async () => {
    const res = await picture(ada, '/api/v1/profile/upload-picture', solidPng(64, 64, [200, 100, 50]));
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toBe(res.body.profile_picture_url);
    expect((await t.client().get('/api/v1/profile/public/ada')).body.avatar_url).toBe(res.body.avatar_url);
    expect((await ada.gql('{ viewer { profile { avatarUrl } } }')).data.viewer.profile.avatarUrl).toBe(
      res.body.avatar_url,
    );
    const removed = await put(ada, { avatar_url: null });
    expect(removed.body).toMatchObject({ avatar_url: null, profile_picture_url: null });
    expect((await t.client().get('/api/v1/profile/public/ada')).body.avatar_url).toBeNull();
  });
});

describe('what others see, at once', () => {
  it('the public profile, Discover, the twin card and the twin’s answers show the corrected profile', async () => {
    await put(ada, {
      public: true,
      display_name: 'Maya',
      interests: ['typography and i bake sourdough every weekend'],
      skills: ['used by 200k climbers'],
    });
    const early = t.client();
    const twin = (await early.post('/api/v1/twin/ada/threads')).body.id as string;
    const before = await answered(early, twin, 'What are her interests?');
    expect(before.at(-1).output).toContain('sourdough every weekend');

    await put(ada, { display_name: 'Maya Climber', interests: ['typography', 'sourdough'], skills: ['React Native'] });
    expect((await t.client().get('/api/v1/profile/public/ada')).body).toMatchObject({
      display_name: 'Maya Climber',
      interests: ['typography', 'sourdough'],
      skills: ['React Native'],
    });
    const discover = await bob.gql('{ discoverProfiles(query: "maya") { displayName interests } }');
    expect(discover.data.discoverProfiles).toEqual([
      { displayName: 'Maya Climber', interests: ['typography', 'sourdough'] },
    ]);
    expect((await t.client().get('/api/v1/twin/ada')).body.display_name).toBe('Maya Climber');
    const visitor = t.client();
    const thread = (await visitor.post('/api/v1/twin/ada/threads')).body.id as string;
    const steps = await answered(visitor, thread, 'What are her skills and interests?');
    const answer = steps.at(-1).output as string;
    expect(answer).toContain('React Native');
    expect(answer).toContain('typography');
    expect(answer).not.toContain('200k');
    expect(answer).not.toContain('every weekend');
  });
});
