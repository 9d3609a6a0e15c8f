/**
 * Deleting an account (api/src/auth/delete-account.ts): every row of the person goes — counted in
 * every table of the data model, so a table added later is counted too — with their files on disk,
 * and their public page, twin, shares and files answer 404 at once. Another person's data stays
 * (the conversations visitors had with the deleted twin go: docs/decisions/account-deletion.md).
 * The password confirms it, or a sign-in of the last ten minutes. What it stops and refuses:
 * account-deletion-refusals.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledRowCounts } from './support/row-counts.js';
import { answered, signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let web: string;
let bob: TestClient;
/** The clock of sign-ins: moved instead of waiting. */
let clock = Date.now();

beforeAll(async () => {
  // The app's page, enough for the pages the server answers (the real one needs the web build).
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Duet</title></head></html>',
  );
  t = await startTestApp(
    // sqlite-vec on SQLite: its copies are rows in the file, which this test counts (usearch keeps its
    // copies in memory, and its sync drops what a cascade took: api/test/vector-index.test.ts).
    { WEB_DIST: web, PUBLIC_URL: 'https://duet.example', TWIN_QUOTA_ANON: '50', VECTOR_INDEX: 'sqlite-vec' },
    { now: () => clock },
  );
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob', display_name: 'Bob' });
  await bob.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Sailor', interests: ['boats'] } });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

/** How many rows each table has, settled (support/row-counts.ts). */
const counts = () => settledRowCounts(t);
/** How many of these ids the vector index holds (db/vector-index/); null where it keeps none. */
async function indexRows(ids: string[]): Promise<number | null> {
  try {
    const [row] = await t.db.$queryRawUnsafe<Array<{ n: number | bigint }>>(
      `SELECT COUNT(*) AS n FROM vec_index_rows WHERE id IN (${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ') || "''"})`,
    );
    return Number(row!.n);
  } catch {
    return null; // no such table: the scan, which keeps no copies
  }
}
const filesOnDisk = () => (fs.existsSync(t.config.uploads.dir) ? fs.readdirSync(t.config.uploads.dir).sort() : []);

/** A 1×1 picture the social card can draw. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);
const csrf = { 'x-duet-csrf': '1' };

/**
 * A whole life on Duet: a public page with a picture, a chat with an attachment, memories (one
 * changed, with vectors), a share, a story and a proposal from it, an import with suggestions, an
 * access token, a reset link, a change of e-mail waiting, visitors talking with the twin (one
 * passed a question on), and a talk with Bob's twin.
 */
async function liveALife(owner: TestClient, username: string) {
  const picture = new FormData();
  picture.append('file', new File([PNG], 'me.png', { type: 'image/png' }));
  const avatar = (await owner.request('POST', '/api/v1/profile/upload-picture', { body: picture, headers: csrf })).body
    .profile_picture_url as string;
  await owner.request('PUT', '/api/v1/profile', {
    json: { public: true, hide_from_search: false, bio: 'Keeper of lighthouses' },
  });
  const attachment = new FormData();
  attachment.append('files', new File(['Lamp oil, wicks, a logbook'], 'list.txt', { type: 'text/plain' }));
  const file = (await owner.request('POST', '/api/v1/upload/files', { body: attachment, headers: csrf })).body.files[0];
  const thread = (await owner.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
  const elements = encodeURIComponent(JSON.stringify([file.element]));
  await (
    await owner.raw('GET', `/api/v1/chat/stream?thread_id=${thread}&input=read%20this&elements=${elements}`)
  ).text();
  await answered(owner, thread, 'I live in Lisbon.');
  await answered(owner, thread, 'Actually I moved to Berlin last month.');
  const share = (await owner.post(`/api/v1/chat/threads/${thread}/share`)).body.token as string;
  await owner.gql('mutation { createMemory(content: "I keep bees.", visibility: public) { __typename } }');
  await owner.gql('mutation { createStory(title: "Sea", content: "I love sailing and I keep bees.") { __typename } }');
  await owner.post('/api/v1/profile/update-from-stories');
  const claude = [
    {
      uuid: `6f1c2a4e-0000-4000-8000-000000000001-${username}`,
      name: 'Climbing',
      created_at: '2024-05-01T08:00:00Z',
      updated_at: '2024-05-01T09:00:00Z',
      chat_messages: [
        { uuid: `${username}-u`, text: 'I love bouldering.', sender: 'human', created_at: '2024-05-01T08:00:00Z' },
        { uuid: `${username}-a`, text: 'Noted.', sender: 'assistant', created_at: '2024-05-01T08:00:30Z' },
      ],
    },
  ];
  const imported = new FormData();
  imported.append('file', new Blob([strToU8(JSON.stringify(claude)) as Uint8Array<ArrayBuffer>]), 'conversations.json');
  await owner.request('POST', '/api/v1/import', { body: imported });
  await owner.gql('mutation { createAccessToken(name: "script") { __typename } }');
  await t.client().post('/api/v1/auth/forgot-password', { email: `${username}@example.com` });
  await owner.post('/api/v1/account/email', { email: `${username}.new@example.com` });
  const anonymous = t.client();
  const anonThread = (await anonymous.post(`/api/v1/twin/${username}/threads`)).body.id as string;
  await answered(anonymous, anonThread, 'What is her favourite colour?');
  const visited = (await bob.post(`/api/v1/twin/${username}/threads`)).body.id as string;
  await answered(bob, visited, 'Do you like the sea?');
  const toBob = (await owner.post('/api/v1/twin/bob/threads')).body.id as string;
  await answered(owner, toBob, 'What is your favourite boat?');
  await t.app.services.recall.drain();
  return { avatar, attachment: file.url as string, share, visited };
}

/** What anyone sees of `username`: each address and its status. */
async function publicViews(username: string, life: { avatar: string; share: string }) {
  const visitor = t.client();
  const status = async (url: string) => (await visitor.raw('GET', url, { headers: { accept: 'text/html' } })).status;
  const gql = await visitor.gql(
    `query ($u: String!, $s: String!) { publicProfile(username: $u) { username } twin(username: $u) { username }
      sharedConversation(token: $s) { title } discoverProfiles { username } }`,
    { u: username, s: life.share },
  );
  return {
    page: await status(`/${username}`),
    twinPage: await status(`/twin/${username}/chat`),
    card: await status(`/og/${username}.png`),
    sharePage: await status(`/share/${life.share}`),
    avatar: await status(life.avatar),
    profileApi: await status(`/api/v1/profile/public/${username}`),
    twinApi: await status(`/api/v1/twin/${username}`),
    newTwinChat: (await visitor.post(`/api/v1/twin/${username}/threads`)).status,
    graphql: {
      profile: gql.data.publicProfile?.username ?? null,
      twin: gql.data.twin?.username ?? null,
      share: gql.data.sharedConversation ? 'shared' : null,
      discover: gql.data.discoverProfiles.some((p: { username: string }) => p.username === username),
    },
    sitemap: (await (await visitor.raw('GET', '/sitemap.xml')).text()).includes(`/${username}<`),
  };
}

describe('deleting an account', () => {
  let world: Record<string, number>;
  let files: string[];
  let ada: TestClient;
  let life: Awaited<ReturnType<typeof liveALife>>;

  beforeAll(async () => {
    // The world before Ada: Carol lives the same life first, so every kind of row others keep
    // (Bob's notifications, his twin's questions, the channels) is there already.
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol', display_name: 'Carol' });
    await liveALife(carol, 'carol');
    world = await counts();
    files = filesOnDisk();
    ada = await signedUp(t);
    life = await liveALife(ada, 'ada');
  }, 120_000);

  it('first: Ada has a life everywhere, and the world shows it', async () => {
    const grown = Object.entries(await counts())
      .filter(([table, n]) => n > world[table]!)
      .map(([table]) => table);
    expect(grown).toEqual(
      expect.arrayContaining([
        'User',
        'Session',
        'KnownDevice',
        'PasswordResetToken',
        'EmailChange',
        'Profile',
        'Thread',
        'Step',
        'Element',
        'SharedConversation',
        'Notification',
        'Upload',
        'StorageUsage',
        'Story',
        'Memory',
        'MemoryEmbedding',
        'StepEmbedding',
        'MemoryChange',
        'MemorySuggestion',
        'TwinQuestion',
        'TwinQuestionAsk',
        'ProfileSuggestion',
      ]),
    );
    expect(filesOnDisk().length).toBe(files.length + 2);
    expect(await publicViews('ada', life)).toEqual({
      page: 200,
      twinPage: 200,
      card: 200,
      sharePage: 200,
      avatar: 200,
      profileApi: 200,
      twinApi: 200,
      newTwinChat: 201,
      graphql: { profile: 'ada', twin: 'ada', share: 'shared', discover: true },
      sitemap: true,
    });
  }, 60_000);

  it('asks for the password once the sign-in is more than ten minutes old, and changes nothing without it', async () => {
    clock = Date.now() + 11 * 60 * 1000;
    const before = await counts();
    const none = await ada.request('DELETE', '/api/v1/account');
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ field: 'password', message: 'Enter your password to confirm' });
    const wrong = await ada.gql(
      'mutation { deleteAccount(password: "not it") { __typename ... on Error { message } } }',
    );
    expect(wrong.data.deleteAccount).toEqual({ __typename: 'ValidationError', message: 'Your password is incorrect' });
    expect(await counts()).toEqual(before);
    expect((await ada.get('/api/v1/auth/me')).status).toBe(200);
  });

  it('deletes every row of hers in every table, and her files on disk; Bob keeps his', async () => {
    const token = (await ada.gql('mutation { createAccessToken(name: "later") { ... on AccessToken { token } } }')).data
      .createAccessToken.token as string;
    const adaId = (await ada.get('/api/v1/auth/me')).body.id as string;
    const vectorIds = [
      ...(await t.db.memoryEmbedding.findMany({ where: { userId: adaId } })).map((e) => e.memoryId),
      ...(await t.db.stepEmbedding.findMany({ where: { userId: adaId } })).map((e) => e.stepId),
    ];
    const indexed = await indexRows(vectorIds);
    // Where the vector index keeps copies (sqlite-vec; not Debian's PostgreSQL, which has no pgvector).
    if (indexed !== null) expect(indexed).toBeGreaterThan(0);
    const res = await ada.request('DELETE', '/api/v1/account', { json: { password: USER.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, message: 'Your account and everything in it have been deleted.' });
    expect(await counts()).toEqual(world);
    expect(await t.db.usageRecord.count({ where: { userId: adaId } })).toBe(0);
    expect(filesOnDisk()).toEqual(files);
    // Her vectors' copies in the vector index went with their rows.
    expect(await indexRows(vectorIds)).toBe(indexed === null ? null : 0);
    // Every session and token is gone: this browser, a new sign-in, the script.
    expect((await ada.get('/api/v1/auth/me')).status).toBe(401);
    expect((await t.client().post('/api/v1/auth/login', { email: USER.email, password: USER.password })).status).toBe(
      401,
    );
    const script = t.client();
    script.headers = { authorization: `Bearer ${token}` };
    expect((await script.get('/api/v1/chat/threads')).status).toBe(401);
    // Bob's own data is untouched; his talk with Ada's twin went with it.
    expect((await bob.get('/api/v1/auth/me')).body.username).toBe('bob');
    expect((await bob.get(`/api/v1/chat/threads/${life.visited}/history`)).status).toBe(404);
    expect((await bob.get('/api/v1/profile/public/bob')).status).toBe(200);
  });

  it('makes her page, twin, shares and files 404 at once, everywhere', async () => {
    expect(await publicViews('ada', life)).toEqual({
      page: 404,
      twinPage: 404,
      card: 404,
      sharePage: 404,
      avatar: 404,
      profileApi: 404,
      twinApi: 404,
      newTwinChat: 404,
      graphql: { profile: null, twin: null, share: null, discover: false },
      sitemap: false,
    });
    expect((await bob.raw('GET', life.attachment)).status).toBe(404);
  });

  it('frees her username and e-mail for someone new', async () => {
    const again = await signedUp(t);
    expect((await again.get('/api/v1/auth/me')).body).toMatchObject({ username: 'ada', email: USER.email });
    expect((await again.get('/api/v1/chat/threads')).body.threads ?? []).toEqual([]);
  });
});
