/**
 * The owner's side of the twin (docs/product.md §11): the owner lists and reads the twin's
 * conversations and revises a reply (the visitor's view changes, live; the next visitor asking the
 * same gets the revision); insights; who may talk to the twin. Nobody else lists or reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
let anonymous: TestClient;
let anonThread: string;
let bobThread: string;

const LIST = `{ viewer { twinConversations { nodes { databaseId visitor { label signedIn username } messageCount passedOn thumbsUp thumbsDown preview } nextCursor } } }`;
const ONE = `query ($id: ID!) { viewer { twinConversation(threadId: $id) { databaseId visitor { label } messages { databaseId stepType input output metadata } } } }`;

beforeAll(async () => {
  t = await startTestApp({ TWIN_QUOTA_ANON: '5' }, { brain: 'offline' });
  ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', {
    json: { public: true, bio: 'Mathematician and poet', interests: ['poetry', 'engines'] },
  });
  anonymous = t.client();
  anonThread = (await anonymous.post('/api/v1/twin/ada/threads')).body.id;
  const steps = await answered(anonymous, anonThread, "What is Ada's favourite colour?");
  // Passed on: the question is in Ada's queue.
  expect((await ada.gql('{ viewer { twinQuestions { question } } }')).data.viewer.twinQuestions).toEqual([
    { question: "What is Ada's favourite colour?" },
  ]);
  await anonymous.request('PUT', `/api/v1/chat/steps/${steps.at(-1).id}/feedback`, { json: { rating: 'down' } });
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob', display_name: 'Bob' });
  bobThread = (await bob.post('/api/v1/twin/ada/threads')).body.id;
  await answered(bob, bobThread, 'What do you love doing?');
});
afterAll(() => t.close());

describe("the twin's conversations", () => {
  it('are listed for the owner, newest first, with who asked and the marks, the same over REST and GraphQL', async () => {
    const rest = await ada.get('/api/v1/twin/conversations');
    expect(rest.status).toBe(200);
    expect(
      rest.body.conversations.map((c: any) => [
        c.thread_id,
        c.visitor.label,
        c.visitor.signed_in,
        c.passed_on,
        c.thumbs_down,
      ]),
    ).toEqual([
      [bobThread, '@bob', true, 0, 0],
      [anonThread, expect.stringMatching(/^Visitor [0-9a-f]{4}$/), false, 1, 1],
    ]);
    // The anonymous visitor's name says nothing of their anon id (their credential).
    const anonId = (await t.db.thread.findUniqueOrThrow({ where: { id: anonThread } })).anonId!;
    expect(JSON.stringify(rest.body)).not.toContain(anonId);

    const gql = await ada.gql(LIST);
    expect(
      gql.data.viewer.twinConversations.nodes.map((c: any) => [
        c.databaseId,
        c.visitor.label,
        c.passedOn,
        c.thumbsDown,
        c.messageCount,
      ]),
    ).toEqual(
      rest.body.conversations.map((c: any) => [
        c.thread_id,
        c.visitor.label,
        c.passed_on,
        c.thumbs_down,
        c.message_count,
      ]),
    );
    expect(gql.data.viewer.twinConversations.nextCursor).toBeNull();

    const firstPage = await ada.get('/api/v1/twin/conversations?limit=1');
    expect(firstPage.body.conversations.map((c: any) => c.thread_id)).toEqual([bobThread]);
    const next = await ada.get(`/api/v1/twin/conversations?limit=1&after=${firstPage.body.next_cursor}`);
    expect(next.body).toMatchObject({ conversations: [{ thread_id: anonThread }], next_cursor: null });
    expect((await ada.get('/api/v1/twin/conversations?after=nonsense')).body.error.message).toBe('Invalid cursor');
  });

  it('are read by the owner as the visitor sees them', async () => {
    const visitorView = (await anonymous.get(`/api/v1/chat/threads/${anonThread}/history`)).body.steps;
    const rest = await ada.get(`/api/v1/twin/conversations/${anonThread}`);
    expect(rest.status).toBe(200);
    expect(rest.body.steps.map((s: any) => [s.id, s.output ?? s.input])).toEqual(
      visitorView.map((s: any) => [s.id, s.output ?? s.input]),
    );
    const gql = await ada.gql(ONE, { id: anonThread });
    expect(gql.data.viewer.twinConversation.messages.map((s: any) => s.databaseId)).toEqual(
      visitorView.map((s: any) => s.id),
    );
  });

  it('cannot be listed, read or revised by anyone else', async () => {
    const stepId = (await bob.get(`/api/v1/chat/threads/${bobThread}/history`)).body.steps.at(-1).id;
    for (const stranger of [bob, await signedUp(t, { email: 'eve@example.com', username: 'eve' })]) {
      expect((await stranger.get('/api/v1/twin/conversations')).body.conversations).toEqual([]);
      const read = await stranger.get(`/api/v1/twin/conversations/${anonThread}`);
      expect([read.status, read.body.error.message]).toEqual([404, 'Conversation not found']);
      const revise = await stranger.post(`/api/v1/twin/conversations/${bobThread}/steps/${stepId}/revise`, {
        output: 'Hacked',
      });
      expect(revise.status).toBe(404);
      expect((await stranger.gql(ONE, { id: anonThread })).data.viewer.twinConversation).toBeNull();
      expect((await stranger.gql(LIST)).data.viewer.twinConversations.nodes).toEqual([]);
      const gqlRevise = await stranger.gql(
        `mutation ($t: ID!, $s: ID!) { reviseTwinReply(threadId: $t, stepId: $s, output: "Hacked") { __typename ... on NotFoundError { message } } }`,
        { t: bobThread, s: stepId },
      );
      expect(gqlRevise.data.reviseTwinReply).toEqual({
        __typename: 'NotFoundError',
        message: 'Conversation not found',
      });
    }
    expect((await t.client().get('/api/v1/twin/conversations')).status).toBe(401);
    expect((await t.client().gql(LIST)).data.viewer).toBeNull();
    // Nothing changed.
    expect((await bob.get(`/api/v1/chat/threads/${bobThread}/history`)).body.steps.at(-1).output).not.toBe('Hacked');
  });
});

describe('revising a reply', () => {
  const REVISION = 'Ada spends her evenings writing poems about engines.';

  it("changes the visitor's view live, becomes a public memory, and the next visitor gets it", async () => {
    const before = (await bob.get(`/api/v1/chat/threads/${bobThread}/history`)).body.steps;
    const reply = before.at(-1);
    expect(reply.step_type).toBe('ASSISTANT_MESSAGE');
    expect(reply.based_on).not.toEqual([]);

    const live = readSse(
      await bob.raw('POST', '/graphql', {
        json: {
          query: 'subscription ($id: ID!) { threadEvents(threadId: $id) { type stepDatabaseId } }',
          variables: { id: bobThread },
        },
        headers: { accept: 'text/event-stream' },
      }),
    );
    const pushed = (async () => {
      for (;;) {
        const m = (await live.next()).value!;
        if (m.event === 'next') return JSON.parse(m.data).data.threadEvents;
      }
    })();
    const res = await ada.post(`/api/v1/twin/conversations/${bobThread}/steps/${reply.id}/revise`, {
      output: REVISION,
    });
    expect(res.status).toBe(200);
    expect(res.body.step).toMatchObject({
      id: reply.id,
      output: REVISION,
      metadata: { revised_by: 'owner', revised_by_name: 'Ada Lovelace', original_output: reply.output },
    });
    expect(await pushed).toEqual({ type: 'step_revised', stepDatabaseId: reply.id });
    await live.return(undefined);

    // The visitor's page reads the reply again by its id; nobody else can.
    const NODE = 'query ($id: ID!) { node(id: $id) { ... on Step { output basedOn } } }';
    const globalId = Buffer.from(`Step:${reply.id}`).toString('base64');
    // The owner's words are not based on the facts the twin's were: "Based on" goes with them.
    expect((await bob.gql(NODE, { id: globalId })).data.node).toEqual({ output: REVISION, basedOn: [] });
    for (const stranger of [anonymous, t.client()])
      expect((await stranger.gql(NODE, { id: globalId })).data.node).toBeNull();

    const after = (await bob.get(`/api/v1/chat/threads/${bobThread}/history`)).body.steps;
    expect(after.map((s: any) => s.id)).toEqual(before.map((s: any) => s.id));
    expect(after.at(-1)).toMatchObject({
      output: REVISION,
      metadata: { revised_by: 'owner', revised_by_name: 'Ada Lovelace' },
      based_on: [],
    });

    const memories = (await ada.gql('{ viewer { memories(first: 20) { content visibility source } } }')).data.viewer
      .memories;
    expect(memories).toContainEqual({ content: REVISION, visibility: 'public', source: 'revision' });

    // A new visitor asking the same, in other letters, gets the owner's words.
    const newcomer = t.client();
    const thread = (await newcomer.post('/api/v1/twin/ada/threads')).body.id;
    expect((await answered(newcomer, thread, 'what do you LOVE doing')).at(-1).output).toBe(REVISION);

    // Revising it again replaces the memory rather than adding one; the twin's own words stay kept.
    const again = await ada.gql(
      `mutation ($t: ID!, $s: ID!) { reviseTwinReply(threadId: $t, stepId: $s, output: "Poems, mostly.") { ... on Step { output metadata } } }`,
      { t: bobThread, s: reply.id },
    );
    expect(again.data.reviseTwinReply).toMatchObject({
      output: 'Poems, mostly.',
      metadata: { original_output: reply.output },
    });
    expect(await t.db.memory.count({ where: { source: 'revision' } })).toBe(1);
    // Revisions are not questions waiting in the review queue.
    expect(
      (await ada.gql('{ viewer { twinQuestions(status: answered) { question } } }')).data.viewer.twinQuestions,
    ).toEqual([]);
  });

  it('refuses what cannot be revised with a clear message and changes nothing', async () => {
    const steps = (await anonymous.get(`/api/v1/chat/threads/${anonThread}/history`)).body.steps;
    const userStep = steps.find((s: any) => s.step_type === 'USER_MESSAGE');
    const reply = steps.at(-1);
    const revise = (threadId: string, stepId: string, body: unknown) =>
      ada.post(`/api/v1/twin/conversations/${threadId}/steps/${stepId}/revise`, body);
    expect((await revise(anonThread, reply.id, { output: '   ' })).body.error.message).toBe(
      'Write the reply as your twin should give it',
    );
    expect((await revise(anonThread, reply.id, { output: 'x'.repeat(2001) })).body.error.message).toBe(
      'A revision can be at most 2,000 characters',
    );
    const wrongKind = await revise(anonThread, userStep.id, { output: 'No' });
    expect([wrongKind.status, wrongKind.body.error.message]).toEqual([
      400,
      "Only the twin's finished replies can be revised",
    ]);
    // A step of another conversation is not in this one.
    expect(
      (
        await revise(anonThread, (await bob.get(`/api/v1/chat/threads/${bobThread}/history`)).body.steps.at(-1).id, {
          output: 'No',
        })
      ).status,
    ).toBe(404);
    expect((await anonymous.get(`/api/v1/chat/threads/${anonThread}/history`)).body.steps).toEqual(steps);
  });
});

describe('insights', () => {
  it('count visitors, conversations, messages, questions and thumbs, per day and by topic', async () => {
    const rest = await ada.get('/api/v1/twin/insights?days=7');
    expect(rest.status).toBe(200);
    // Three visitors (the anonymous one, Bob, and the newcomer), each in one conversation.
    expect(rest.body).toMatchObject({
      days: 7,
      visitors: 3,
      conversations: 3,
      messages: 3,
      questions_passed_on: 1,
      questions_answered: 0,
      thumbs_up: 0,
      thumbs_down: 1,
    });
    expect(rest.body.daily).toHaveLength(7);
    expect(rest.body.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      conversations: 3,
      messages: 3,
    });
    expect(rest.body.topics).toContainEqual({ topic: 'colour', count: 1 });
    // The owner's own name is not a topic.
    expect(rest.body.topics.map((x: any) => x.topic)).not.toContain('ada');

    const gql = await ada.gql(
      '{ viewer { twinInsights(days: 30) { days visitors messages daily { date } topics { topic count } } } }',
    );
    expect(gql.data.viewer.twinInsights).toMatchObject({ days: 30, visitors: 3, messages: 3 });
    expect(gql.data.viewer.twinInsights.daily).toHaveLength(30);
    expect((await ada.get('/api/v1/twin/insights?days=14')).body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Insights cover 7 or 30 days',
    });
    expect((await bob.get('/api/v1/twin/insights')).body).toMatchObject({ visitors: 0, messages: 0 });
  });
});

describe('who may talk to the twin', () => {
  const setAccess = (body: unknown) => ada.request('PUT', '/api/v1/twin/access', { json: body });

  it('signed-in people only: anonymous visitors are stopped with a clear message, signed-in ones go on', async () => {
    expect((await setAccess({ mode: 'signed_in' })).body).toEqual({
      mode: 'signed_in',
      anonymous_daily_limit: 5,
      max_anonymous_daily_limit: 5,
      style: 'adaptive',
      voice: 'third',
      voice_chat: false,
      model: expect.objectContaining({ id: 'local', offline: true }),
    });
    expect((await t.client().get('/api/v1/twin/ada')).body.access).toBe('signed_in');
    const fresh = await t.client().post('/api/v1/twin/ada/threads');
    expect([fresh.status, fresh.body.error.reason, fresh.body.error.message]).toEqual([
      403,
      'sign_in_required',
      "Ada Lovelace's twin talks with signed-in people only. Sign in to chat.",
    ]);
    // A conversation begun before is stopped at the next message.
    const res = await anonymous.raw('GET', `/api/v1/chat/stream?thread_id=${anonThread}&input=hello`);
    expect(res.status).toBe(403);
    expect((await res.json()).error.reason).toBe('sign_in_required');
    expect((await answered(bob, bobThread, 'Where are you based?')).at(-1).step_type).toBe('ASSISTANT_MESSAGE');
    const gql = await t
      .client()
      .gql('mutation { startTwinChat(username: "ada") { __typename ... on TwinClosedError { reason message } } }');
    expect(gql.data.startTwinChat).toMatchObject({ __typename: 'TwinClosedError', reason: 'sign_in_required' });
  });

  it('nobody: the page stays, the twin is off for everyone but its owner', async () => {
    await setAccess({ mode: 'nobody' });
    expect((await t.client().get('/api/v1/twin/ada')).status).toBe(200);
    const refused = await bob.post('/api/v1/twin/ada/threads');
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      "Ada Lovelace's twin is not taking conversations right now.",
    ]);
    expect((await ada.post('/api/v1/twin/ada/threads')).body.thread_type).toBe('self_twin_chat');
  });

  it("the owner's daily limit for anonymous visitors, within the server's maximum", async () => {
    const over = await setAccess({ mode: 'everyone', anonymous_daily_limit: 6 });
    expect([over.status, over.body.error.field, over.body.error.message]).toEqual([
      400,
      'anonymous_daily_limit',
      'The daily limit can be at most 5',
    ]);
    expect((await ada.get('/api/v1/twin/access')).body.mode).toBe('nobody');
    const gql = await ada.gql(
      'mutation { updateTwinAccess(mode: everyone, anonymousDailyLimit: 1) { ... on TwinAccess { mode anonymousDailyLimit maxAnonymousDailyLimit } } }',
    );
    expect(gql.data.updateTwinAccess).toEqual({ mode: 'everyone', anonymousDailyLimit: 1, maxAnonymousDailyLimit: 5 });
    const visitor = t.client();
    const thread = (await visitor.post('/api/v1/twin/ada/threads')).body.id;
    await answered(visitor, thread, 'hello');
    const second = await visitor.raw('GET', `/api/v1/chat/stream?thread_id=${thread}&input=again`);
    expect(second.status).toBe(429);
    expect((await second.json()).error.message).toBe(
      "You've reached today's limit of 1 messages with Ada Lovelace's twin. Sign in for more, or come back tomorrow.",
    );
    expect((await bob.gql('{ viewer { twinAccess { mode } } }')).data.viewer.twinAccess.mode).toBe('everyone');
  });
});
