/**
 * Shared conversations: the owner makes a read-only public link (REST and GraphQL) to a thread
 * as it is now — later messages are not added; anyone with the link reads the messages' text on
 * a server-rendered page (no tool internals, no e-mail, no memories); the owner lists and revokes
 * links, and a revoked link is the 404 page. Only the owner may share or revoke; 100 links at most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';
import { buildPublicPages } from './support/web-build.js';

let web: ReturnType<typeof buildPublicPages>;
let t: TestApp;
let ada: TestClient;
let eve: TestClient;

beforeAll(async () => {
  web = buildPublicPages();
  t = await startTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://duet.example' });
  ada = await signedUp(t);
  eve = await signedUp(t, { email: 'eve@example.com', username: 'eve', display_name: 'Eve' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = async (client: TestClient, url: string) => {
  const res = await client.raw('GET', url, { headers: { accept: 'text/html' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="duet-page-data">(.*?)<\/script>/s.exec(html)![1]!);
/**
 * The title a link gets: the thread's name. Sending names a new thread after its first question;
 * after the answer, the first exchange gives it a short title (agent/titles.ts): wait for the
 * run's work to settle, so the share is made after it.
 */
async function titleOf(client: TestClient, threadId: string, question: string): Promise<string> {
  await t.app.services.chat.runs.settled();
  const name = (await client.get(`/api/v1/chat/threads/${threadId}/history`)).body.thread.name as string | null;
  expect(name).not.toBe(question);
  return name!;
}
const newThread = async (client: TestClient) =>
  (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
const SHARE = `mutation ($threadId: ID!) { shareThread(threadId: $threadId) {
  __typename ... on ShareThreadPayload { token url share { id title messageCount createdAt threadId } }
  ... on ValidationError { field message } ... on NotFoundError { message } } }`;

describe('sharing a conversation', () => {
  it('REST: a link to the messages as they are now; later messages are not added', async () => {
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'Which tea goes with breakfast?');
    const title = await titleOf(ada, threadId, 'Which tea goes with breakfast?');
    const made = await ada.post(`/api/v1/chat/threads/${threadId}/share`);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{24,}$/),
      thread_id: threadId,
      title,
      message_count: 2,
      created_at: expect.any(String),
    });
    expect(made.body.url).toBe(`https://duet.example/share/${made.body.token}`);

    await answered(ada, threadId, 'And in the evening?');
    const shown = await page(t.client(), `/share/${made.body.token}`);
    expect(shown.status).toBe(200);
    const data = pageData(shown.html);
    expect(data).toMatchObject({
      page: 'shared_conversation',
      share: { title, message_count: 2, shared_by: 'Ada Lovelace' },
    });
    expect(data.share.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(data.share.messages[0].text).toBe('Which tea goes with breakfast?');
    expect(shown.html).not.toContain('And in the evening?');

    // Sharing again is a new link with a new snapshot; the first one stays as it was.
    const again = await ada.post(`/api/v1/chat/threads/${threadId}/share`);
    expect(again.status).toBe(201);
    expect(again.body.token).not.toBe(made.body.token);
    expect(again.body.message_count).toBe(4);
    expect(pageData((await page(t.client(), `/share/${made.body.token}`)).html).share.message_count).toBe(2);

    const list = await ada.get('/api/v1/shares');
    expect(list.status).toBe(200);
    expect(list.body.shares.map((s: { token: string }) => s.token).slice(0, 2)).toEqual([
      again.body.token,
      made.body.token,
    ]);
  });

  it('GraphQL: shareThread, the viewer’s sharedConversations, the public sharedConversation, revokeShare', async () => {
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'Tell me a fact about owls');
    // The answer's after-work (its title) is written by now, so the name set below stays.
    await t.app.services.chat.runs.settled();
    await t.db.thread.update({ where: { id: threadId }, data: { name: 'Owls' } });
    const made = await ada.gql(SHARE, { threadId });
    expect(made.data.shareThread).toMatchObject({
      __typename: 'ShareThreadPayload',
      share: { title: 'Owls', messageCount: 2, threadId },
    });
    const { token, url } = made.data.shareThread;
    expect(url).toBe(`https://duet.example/share/${token}`);

    const mine = await ada.gql('{ viewer { sharedConversations { token title messageCount url } } }');
    expect(mine.data.viewer.sharedConversations[0]).toEqual({ token, title: 'Owls', messageCount: 2, url });
    const open = await t
      .client()
      .gql('query ($token: String!) { sharedConversation(token: $token) { title sharedBy messages { role text } } }', {
        token,
      });
    expect(open.data.sharedConversation).toMatchObject({
      title: 'Owls',
      sharedBy: 'Ada Lovelace',
      messages: [{ role: 'user', text: 'Tell me a fact about owls' }, { role: 'assistant' }],
    });

    const revoked = await ada.gql(
      'mutation ($token: String!) { revokeShare(token: $token) { __typename ... on Deleted { id } } }',
      { token },
    );
    expect(revoked.data.revokeShare).toEqual({ __typename: 'Deleted', id: made.data.shareThread.share.id });
    expect(
      (await t.client().gql('query ($token: String!) { sharedConversation(token: $token) { title } }', { token })).data
        .sharedConversation,
    ).toBeNull();
    const twice = await ada.gql('mutation ($token: String!) { revokeShare(token: $token) { __typename } }', { token });
    expect(twice.data.revokeShare.__typename).toBe('NotFoundError');
  });

  it('a thread with no messages cannot be shared', async () => {
    const threadId = await newThread(ada);
    const rest = await ada.post(`/api/v1/chat/threads/${threadId}/share`);
    expect(rest.status).toBe(400);
    expect(rest.body.detail).toBe('This conversation has no messages yet: there is nothing to share');
    const gql = await ada.gql(SHARE, { threadId });
    expect(gql.data.shareThread).toMatchObject({
      __typename: 'ValidationError',
      message: 'This conversation has no messages yet: there is nothing to share',
    });
  });
});

describe('the shared page', () => {
  it('shows the text only: no tool internals, memories or e-mail; its own head; works signed in or not', async () => {
    const first = await newThread(ada);
    await answered(ada, first, 'remember that I love climbing');
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'what do I love?');
    const steps = await t.db.step.count({ where: { threadId, stepType: 'ASSISTANT_MESSAGE' } });
    expect(steps).toBeGreaterThan(0);
    const title = await titleOf(ada, threadId, 'what do I love?');
    const { token } = (await ada.post(`/api/v1/chat/threads/${threadId}/share`)).body;

    for (const client of [t.client(), eve, ada]) {
      const { status, html, headers } = await page(client, `/share/${token}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${title} · Shared conversation · Duet</title>`);
      expect(meta(html, 'og:title')).toBe(`${title} · Shared conversation · Duet`);
      expect(meta(html, 'og:description')).toBe('what do I love?');
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'robots')).toBe('noindex');
      expect(headers.get('x-robots-tag')).toBe('noindex');
      expect(html).toContain(`<link rel="canonical" href="https://duet.example/share/${token}">`);
      // Server-rendered: the transcript is in the HTML.
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain('>what do I love?</p>');
      expect(html).toContain('Shared from Duet · later messages are not included');
      expect(html).toContain('climbing');
      for (const secret of [
        USER.email,
        'search_memories',
        'tool_call',
        'remember that I love climbing',
        threadId,
        first,
      ]) {
        expect(html, secret).not.toContain(secret);
      }
    }
  });

  it('answers show as Markdown, questions as written; the page loads Markdown only here', async () => {
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'Use **stars** literally');
    const answer = await t.db.step.findFirstOrThrow({ where: { threadId, stepType: 'ASSISTANT_MESSAGE' } });
    await t.db.step.update({
      where: { id: answer.id },
      data: { output: 'Here is a list:\n\n- **bold** item\n- <script>alert(1)</script> item' },
    });
    const { token } = (await ada.post(`/api/v1/chat/threads/${threadId}/share`)).body;
    const { html } = await page(t.client(), `/share/${token}`);
    expect(html).toContain('<strong>bold</strong> item');
    expect(html).toContain('>Use **stars** literally</p>');
    expect(html).not.toContain('<script>alert(1)</script>');
    // The Markdown chunk is preloaded and its styles linked; the other pages do not get them.
    const preload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
    expect(preload).toBeDefined();
    const landing = (await page(t.client(), '/')).html;
    expect(landing).not.toContain('modulepreload');
    const stylesHere = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    const stylesThere = [...landing.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(stylesHere.length).toBeGreaterThan(stylesThere.length);
  });

  it('unknown and revoked links are the 404 page', async () => {
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'hello there');
    const { token } = (await ada.post(`/api/v1/chat/threads/${threadId}/share`)).body;
    expect((await page(t.client(), `/share/${token}`)).status).toBe(200);

    const revoked = await ada.request('DELETE', `/api/v1/chat/shares/${token}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, token });
    for (const url of [`/share/${token}`, '/share/unknown-token-0123456789', '/share/x']) {
      const gone = await page(t.client(), url);
      expect([url, gone.status]).toEqual([url, 404]);
      expect(gone.html).toContain('Page Not Found');
      expect(gone.html).not.toContain('hello there');
    }
    expect((await ada.get('/api/v1/shares')).body.shares.map((s: { token: string }) => s.token)).not.toContain(token);

    // Deleting the thread deletes its links too.
    const other = (await ada.post(`/api/v1/chat/threads/${threadId}/share`)).body.token;
    expect((await ada.request('DELETE', `/api/v1/chat/threads/${threadId}`)).status).toBe(200);
    expect((await page(t.client(), `/share/${other}`)).status).toBe(404);
  });
});

describe('who may share and revoke', () => {
  it('signed out: 401 / UNAUTHENTICATED; another user: 404; the owner: yes', async () => {
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'a private question');
    const { token } = (await ada.post(`/api/v1/chat/threads/${threadId}/share`)).body;
    const stranger = t.client();

    expect((await stranger.post(`/api/v1/chat/threads/${threadId}/share`)).status).toBe(401);
    expect((await stranger.request('DELETE', `/api/v1/chat/shares/${token}`)).status).toBe(401);
    expect((await stranger.get('/api/v1/shares')).status).toBe(401);
    const gqlShare = await stranger.gql(SHARE, { threadId });
    expect(gqlShare.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const gqlRevoke = await stranger.gql('mutation ($token: String!) { revokeShare(token: $token) { __typename } }', {
      token,
    });
    expect(gqlRevoke.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await stranger.gql('{ viewer { sharedConversations { token } } }')).data.viewer).toBeNull();

    const eveShare = await eve.post(`/api/v1/chat/threads/${threadId}/share`);
    expect(eveShare.status).toBe(404);
    expect((await eve.gql(SHARE, { threadId })).data.shareThread.__typename).toBe('NotFoundError');
    expect((await eve.request('DELETE', `/api/v1/chat/shares/${token}`)).status).toBe(404);
    expect(
      (await eve.gql('mutation ($token: String!) { revokeShare(token: $token) { __typename } }', { token })).data
        .revokeShare.__typename,
    ).toBe('NotFoundError');
    expect((await eve.get('/api/v1/shares')).body.shares).toEqual([]);
    expect((await eve.gql('{ viewer { sharedConversations { token } } }')).data.viewer.sharedConversations).toEqual([]);

    // Ada's link survived all of that.
    expect((await page(t.client(), `/share/${token}`)).status).toBe(200);
    expect((await ada.request('DELETE', `/api/v1/chat/shares/${token}`)).status).toBe(200);
  });

  it('an anonymous twin visitor cannot share their conversation', async () => {
    expect((await ada.request('PUT', '/api/v1/profile', { json: { public: true } })).status).toBe(200);
    const visitor = t.client();
    const started = await visitor.gql(
      `mutation { startTwinChat(username: "ada") { __typename ... on StartChatPayload { threadId } } }`,
    );
    const threadId = started.data.startTwinChat.threadId;
    await answered(visitor, threadId, 'What do you like?');
    expect((await visitor.post(`/api/v1/chat/threads/${threadId}/share`)).status).toBe(401);
    expect((await visitor.gql(SHARE, { threadId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Nor can the twin's owner: the conversation is the visitor's.
    expect((await ada.post(`/api/v1/chat/threads/${threadId}/share`)).status).toBe(404);
  });

  it('a cross-site form cannot make or revoke links', async () => {
    const threadId = await newThread(ada);
    await answered(ada, threadId, 'hello');
    const forged = await ada.request('POST', `/api/v1/chat/threads/${threadId}/share`, {
      body: 'x=1',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
    expect(
      (await ada.get('/api/v1/shares')).body.shares.filter((s: { thread_id: string }) => s.thread_id === threadId),
    ).toEqual([]);
  });
});

describe('limits', () => {
  it('at most 100 links per person; stopping one makes room', async () => {
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol', display_name: 'Carol' });
    const threadId = await newThread(carol);
    await answered(carol, threadId, 'a question worth sharing');
    const userId = (await t.db.user.findUniqueOrThrow({ where: { username: 'carol' } })).id;
    await t.db.sharedConversation.createMany({
      data: Array.from({ length: 99 }, (_, i) => ({
        token: `carolfilltoken${String(i).padStart(10, '0')}`,
        userId,
        threadId,
        title: `Link ${i}`,
        messages: [],
        messageCount: 0,
      })),
    });
    const hundredth = await carol.post(`/api/v1/chat/threads/${threadId}/share`);
    expect(hundredth.status).toBe(201);
    const refused = await carol.post(`/api/v1/chat/threads/${threadId}/share`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      'You already have 100 shared links, the most you can keep. Stop sharing one in Settings to make a new one.',
    );
    expect((await carol.gql(SHARE, { threadId })).data.shareThread.__typename).toBe('ValidationError');
    expect((await carol.get('/api/v1/shares')).body.shares).toHaveLength(100);

    expect((await carol.request('DELETE', `/api/v1/chat/shares/${hundredth.body.token}`)).status).toBe(200);
    expect((await carol.post(`/api/v1/chat/threads/${threadId}/share`)).status).toBe(201);
  });

  it('"share" is a reserved username', async () => {
    const res = await t
      .client()
      .post('/api/v1/auth/register', { ...USER, email: 'share@example.com', username: 'share' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'username', message: 'This username is not available' });
  });
});
