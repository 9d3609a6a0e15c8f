/**
 * The signed-in user's lists as Relay connections (memories, stories, proposals, devices and
 * tokens, shared links): the same records as the older plain lists, paged where a list can grow,
 * and the ids a client needs to take records out of them (signOutOtherSessions' endedSessionIds).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const person = (): Promise<TestClient> => {
  n += 1;
  return signedUp(t, { email: `lists${n}@example.com`, username: `lists${n}` });
};

const nodes = <T>(connection: { edges: Array<{ node: T }> }) => connection.edges.map((edge) => edge.node);

const MEMORY_PAGE = `query ($first: Int, $after: String, $visibility: MemoryVisibility) { viewer {
  memoriesConnection(first: $first, after: $after, visibility: $visibility) {
    edges { cursor node { id content visibility } } pageInfo { hasNextPage endCursor } } } }`;

describe('memoriesConnection', () => {
  it('pages through the memories newest first, and filters by visibility', async () => {
    const ada = await person();
    for (const [i, visibility] of ['private', 'public', 'private', 'public', 'private'].entries()) {
      const made = await ada.gql(
        `mutation ($c: String!, $v: MemoryVisibility!) { createMemory(content: $c, visibility: $v) { __typename } }`,
        {
          c: `Fact number ${i + 1}`,
          v: visibility,
        },
      );
      expect(made.data.createMemory.__typename).toBe('Memory');
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (const expected of [true, true, false]) {
      const page: any = await ada.gql(MEMORY_PAGE, { first: 2, after });
      expect(page.errors).toBeUndefined();
      const connection = page.data.viewer.memoriesConnection;
      seen.push(...nodes<{ content: string }>(connection).map((m) => m.content));
      expect(connection.pageInfo.hasNextPage).toBe(expected);
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Fact number 5', 'Fact number 4', 'Fact number 3', 'Fact number 2', 'Fact number 1']);
    // The same memories as the older list.
    const list = await ada.gql('{ viewer { memories { content } } }');
    expect(list.data.viewer.memories.map((m: { content: string }) => m.content)).toEqual(seen);

    const publicOnes = await ada.gql(MEMORY_PAGE, { visibility: 'public' });
    expect(nodes<{ content: string }>(publicOnes.data.viewer.memoriesConnection).map((m) => m.content)).toEqual([
      'Fact number 4',
      'Fact number 2',
    ]);
  });

  it("lists only the person's own memories: another's are Not found through their user", async () => {
    const ada = await person();
    const bob = await person();
    await ada.gql(`mutation { createMemory(content: "Ada sails", visibility: public) { __typename } }`);
    await bob.gql(`mutation { createMemory(content: "Bob rows") { __typename } }`);
    const own = await bob.gql(MEMORY_PAGE, {});
    expect(nodes<{ content: string }>(own.data.viewer.memoriesConnection).map((m) => m.content)).toEqual(['Bob rows']);

    const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id as string;
    const peek = await bob.gql(
      `query ($id: ID!) { node(id: $id) { ... on User { username memoriesConnection { edges { node { content } } } } } }`,
      { id: adaId },
    );
    expect(peek.errors?.map((e) => e.message)).toEqual(['Not found']);
    expect(JSON.stringify(peek.data)).not.toContain('Ada sails');
  });

  it('gives at most 100 a page and says more follow; asking for more is refused with the limit', async () => {
    const ada = await person();
    const userId = (await ada.gql('{ viewer { databaseId } }')).data.viewer.databaseId as string;
    await t.db.memory.createMany({
      data: Array.from({ length: 102 }, (_, i) => ({ userId, content: `Seeded fact ${i}`, source: 'owner' })),
    });
    const tooMany = await ada.gql(MEMORY_PAGE, { first: 101 });
    expect(tooMany.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
      [
        'BAD_USER_INPUT',
        'memoriesConnection(first: 101): a page holds at most 100 items; ask for the next page after its endCursor.',
      ],
    ]);
    const page = await ada.gql(MEMORY_PAGE, { first: 100 });
    expect(page.errors).toBeUndefined();
    expect(page.data.viewer.memoriesConnection.edges).toHaveLength(100);
    expect(page.data.viewer.memoriesConnection.pageInfo.hasNextPage).toBe(true);
    const rest = await ada.gql(MEMORY_PAGE, {
      first: 100,
      after: page.data.viewer.memoriesConnection.pageInfo.endCursor,
    });
    expect(rest.data.viewer.memoriesConnection.edges).toHaveLength(2);
    expect(rest.data.viewer.memoriesConnection.pageInfo.hasNextPage).toBe(false);
  });
  it('a page of more than 100 items is refused with the limit, on every list, literal or variable', async () => {
    const ada = await person();
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const LIMIT = 'a page holds at most 100 items; ask for the next page after its endCursor.';
    for (const [query, variables, asked] of [
      ['{ viewer { threads(first: 101) { pageInfo { hasNextPage } } } }', {}, 'threads(first: 101)'],
      [
        'query ($n: Int) { viewer { documentsConnection(first: $n) { edges { cursor } } } }',
        { n: 200 },
        'documentsConnection(first: 200)',
      ],
      [
        'query ($id: ID!) { thread(id: $id) { history(last: 200) { edges { cursor } } } }',
        { id: threadId },
        'history(last: 200)',
      ],
      ['{ viewer { memoriesConnection(first: 500) { edges { cursor } } } }', {}, 'memoriesConnection(first: 500)'],
      ['{ viewer { storiesConnection(last: 101) { edges { cursor } } } }', {}, 'storiesConnection(last: 101)'],
      ['{ viewer { notifications(first: 1000) { id } } }', {}, 'notifications(first: 1000)'],
    ] as const) {
      const res = await ada.gql(query, variables);
      expect(res.data ?? null).toBeNull();
      const [error] = res.errors!;
      expect(res.errors).toHaveLength(1);
      expect(error!.extensions.code).toBe('BAD_USER_INPUT');
      expect(error!.message).toBe(`${asked}: ${LIMIT}`);
    }
    const hundred = await ada.gql('{ viewer { threads(first: 100) { pageInfo { hasNextPage } } } }');
    expect(hundred.errors).toBeUndefined();
  });

  it('answers a bad page request with a clear message', async () => {
    const ada = await person();
    const negative = await ada.gql(MEMORY_PAGE, { first: -1 });
    expect(negative.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
      ['BAD_USER_INPUT', 'memoriesConnection(first: -1): a page asks for at least 1 item.'],
    ]);
    // The same document is judged by each request's own variables.
    expect((await ada.gql(MEMORY_PAGE, { first: 5 })).errors).toBeUndefined();
    expect((await ada.gql(MEMORY_PAGE, { first: 101 })).errors?.map((e) => e.message)).toEqual([
      'memoriesConnection(first: 101): a page holds at most 100 items; ask for the next page after its endCursor.',
    ]);
    const garbage = await ada.gql(MEMORY_PAGE, { after: 'garbage' });
    expect(garbage.errors?.map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('stories and suggestions', () => {
  it('lists stories newest first and the suggestions that wait for an answer', async () => {
    const ada = await person();
    await ada.gql(`mutation { createStory(title: "Boats", content: "I love sailing.") { __typename } }`);
    await ada.gql(
      `mutation { createStory(title: "Stars", content: "I'm good at celestial navigation.") { __typename } }`,
    );
    const proposed = await ada.gql(
      `mutation { updateProfileFromStories { ... on ProfileSuggestionsFound { added { id field value } } } }`,
    );
    const added = proposed.data.updateProfileFromStories.added as Array<{ id: string; field: string; value: string }>;
    const read = await ada.gql(`{ viewer {
      storiesConnection(first: 10) { edges { node { title } } }
      profileSuggestionsConnection(first: 10) { edges { node { id field value storyTitle } } } } }`);
    expect(read.errors).toBeUndefined();
    expect(nodes<{ title: string }>(read.data.viewer.storiesConnection).map((s) => s.title)).toEqual([
      'Stars',
      'Boats',
    ]);
    const waiting = nodes<{ id: string; field: string; value: string }>(read.data.viewer.profileSuggestionsConnection);
    expect(waiting.map((s) => s.id)).toEqual(added.map((s) => s.id));
    expect(waiting).toContainEqual(
      expect.objectContaining({ field: 'interests', value: 'sailing', storyTitle: 'Boats' }),
    );

    for (const s of added)
      await ada.gql(`mutation ($id: ID!) { dismissProfileSuggestion(id: $id) { __typename } }`, { id: s.id });
    const after = await ada.gql(`{ viewer { profileSuggestionsConnection(first: 10) { edges { node { id } } } } }`);
    expect(after.data.viewer.profileSuggestionsConnection.edges).toEqual([]);
  });
});

describe('devices and tokens', () => {
  it('lists one kind, and signing out the others names the devices it ended', async () => {
    const ada = await person();
    const laptop = t.client();
    expect(
      (await laptop.post('/api/v1/auth/login', { email: `lists${n}@example.com`, password: USER.password })).status,
    ).toBe(200);
    await ada.gql(`mutation { createAccessToken(name: "backup script") { __typename } }`);

    const KINDS = `{ viewer {
      devices: sessionsConnection(kind: session) { edges { node { id kind current } } }
      tokens: sessionsConnection(kind: token) { edges { node { name kind } } } } }`;
    const before = (await ada.gql(KINDS)).data.viewer;
    const devices = nodes<{ id: string; kind: string; current: boolean }>(before.devices);
    expect(devices.map((d) => d.kind)).toEqual(['session', 'session']);
    expect(nodes(before.tokens)).toEqual([{ name: 'backup script', kind: 'token' }]);

    const out = await ada.gql('mutation { signOutOtherSessions { endedSessions endedSessionIds } }');
    expect(out.data.signOutOtherSessions).toEqual({
      endedSessions: 1,
      endedSessionIds: devices.filter((d) => !d.current).map((d) => d.id),
    });
    expect((await laptop.get('/api/v1/auth/me')).status).toBe(401);
    const after = (await ada.gql(KINDS)).data.viewer;
    expect(nodes(after.devices)).toEqual(devices.filter((d) => d.current));
    expect(nodes(after.tokens)).toHaveLength(1);
  });
});

describe('shared links', () => {
  it('lists the links newest first, as the older list does', async () => {
    const ada = await person();
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    await answered(ada, threadId, 'Tell me a fact about owls');
    const first = await ada.gql(
      `mutation ($id: ID!) { shareThread(threadId: $id) { ... on ShareThreadPayload { share { id } } } }`,
      { id: threadId },
    );
    const second = await ada.gql(
      `mutation ($id: ID!) { shareThread(threadId: $id) { ... on ShareThreadPayload { share { id } } } }`,
      { id: threadId },
    );
    const read = await ada.gql(
      `{ viewer { sharedConversations { id } sharedConversationsConnection(first: 10) { edges { node { id } } } } }`,
    );
    const ids = nodes<{ id: string }>(read.data.viewer.sharedConversationsConnection).map((s) => s.id);
    expect(ids).toEqual([second.data.shareThread.share.id, first.data.shareThread.share.id]);
    expect(read.data.viewer.sharedConversations.map((s: { id: string }) => s.id)).toEqual(ids);
  });
});
