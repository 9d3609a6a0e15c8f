/**
 * The visitor gets the owner's answer: a question the twin passed on, answered once by the owner,
 * is added to every conversation that asked it, marked as the owner's and quoting the question it
 * answers (in the thread and in the notification); a visitor whose page is open
 * gets it live (threadEvents); a signed-in visitor is notified; nobody else can listen in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician and poet' } });
});
afterAll(() => t.close());

const QUESTION = "What is Ada's favourite colour?";

async function ask(visitor: TestClient, threadId: string, input: string) {
  const res = await visitor.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
  expect(res.status).toBe(200);
  const events = [];
  for await (const m of readSse(res)) events.push(JSON.parse(m.data));
  return events
    .filter((e) => e.type === 'delta')
    .map((e) => e.delta)
    .join('');
}

async function history(client: TestClient, threadId: string) {
  const answer = await client.get(`/api/v1/chat/threads/${threadId}/history`);
  expect(answer.status).toBe(200);
  return answer.body.steps as Array<{
    id: string;
    step_type: string;
    input: string | null;
    output: string | null;
    parent_id: string | null;
    metadata: Record<string, unknown>;
  }>;
}

function subscribe(client: TestClient, threadId: string) {
  return client.raw('POST', '/graphql', {
    json: {
      query: 'subscription ($id: ID!) { threadEvents(threadId: $id) { type stepDatabaseId } }',
      variables: { id: threadId },
    },
    headers: { accept: 'text/event-stream' },
  });
}

describe("the owner's answer", () => {
  it('reaches every conversation that asked, live on an open page, and signed-in visitors are notified', async () => {
    const anonymous = t.client();
    const anonThread = (await anonymous.post('/api/v1/twin/ada/threads')).body.id as string;
    await ask(anonymous, anonThread, QUESTION);
    const passedOn = await ada.gql('{ viewer { twinQuestions { question } } }');
    expect(passedOn.data.viewer.twinQuestions.map((q: any) => q.question)).toEqual([QUESTION]);
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const bobThread = (await bob.post('/api/v1/twin/ada/threads')).body.id as string;
    await ask(bob, bobThread, QUESTION);
    // Bob talks on: the answer will come after an unrelated message, so it says what it answers.
    await ask(bob, bobThread, 'Is she a poet?');

    // One question for the owner, asked by two conversations.
    const queue = await ada.gql('{ viewer { twinQuestions { id question } } }');
    expect(queue.data.viewer.twinQuestions.map((q: any) => q.question)).toEqual([QUESTION]);

    const live = readSse(await subscribe(anonymous, anonThread));
    const next = async () => {
      for (;;) {
        const m = (await live.next()).value!;
        if (m.event === 'next') return JSON.parse(m.data);
      }
    };
    const pushed = next();
    const answered = await ada.gql(
      `mutation ($id: ID!) { answerTwinQuestion(id: $id, answer: "My favourite colour is green.") { ... on TwinQuestion { status } } }`,
      {
        id: queue.data.viewer.twinQuestions[0].id,
      },
    );
    expect(answered.data.answerTwinQuestion.status).toBe('answered');

    const event = (await pushed).data.threadEvents;
    expect(event.type).toBe('step_added');
    await live.return(undefined);

    for (const [client, threadId] of [
      [anonymous, anonThread],
      [bob, bobThread],
    ] as const) {
      const steps = await history(client, threadId);
      const last = steps.at(-1)!;
      expect(last).toMatchObject({
        step_type: 'ASSISTANT_MESSAGE',
        output: 'My favourite colour is green.',
        metadata: { answered_by: 'owner', answered_by_name: 'Ada Lovelace', question: QUESTION },
      });
      // It follows the message shown last.
      expect(last.parent_id).toBe(steps.at(-2)!.id);
      if (client === anonymous) expect(last.id).toBe(event.stepDatabaseId);
    }

    const bell = await bob.gql('{ viewer { notifications(first: 5) { title summary actionUrl } } }');
    expect(bell.data.viewer.notifications[0]).toEqual({
      title: 'Ada Lovelace answered your question',
      summary: `You asked: “${QUESTION}”`,
      actionUrl: '/twin/ada/chat',
    });

    // The conversation goes on after it.
    await ask(anonymous, anonThread, 'Thanks!');
    const steps = await history(anonymous, anonThread);
    expect(steps.at(-2)!.parent_id).toBe(steps.at(-3)!.id);
    expect(steps.at(-3)!.metadata.answered_by).toBe('owner');
  });

  it('cannot be listened to by anyone but the conversation’s visitor', async () => {
    const visitor = t.client();
    const threadId = (await visitor.post('/api/v1/twin/ada/threads')).body.id as string;
    for (const stranger of [t.client(), await signedUp(t, { email: 'eve@example.com', username: 'eve' })]) {
      const messages = [];
      for await (const m of readSse(await subscribe(stranger, threadId))) messages.push(m);
      const errors = messages.filter((m) => m.event === 'next').map((m) => JSON.parse(m.data).errors?.[0]?.message);
      expect(errors).toEqual(['Thread not found']);
    }
  });

  it('is given once: answering again is refused and adds nothing', async () => {
    const visitor = t.client();
    const threadId = (await visitor.post('/api/v1/twin/ada/threads')).body.id as string;
    await ask(visitor, threadId, 'Where did Ada go to school?');
    const [question] = (await ada.gql('{ viewer { twinQuestions { id question } } }')).data.viewer.twinQuestions;
    expect(question.question).toBe('Where did Ada go to school?');
    const answer = (text: string) =>
      ada.gql(
        `mutation ($id: ID!, $a: String!) { answerTwinQuestion(id: $id, answer: $a) { __typename ... on ValidationError { message } } }`,
        { id: question.id, a: text },
      );
    expect((await answer('At home.')).data.answerTwinQuestion.__typename).toBe('TwinQuestion');
    expect((await answer('Somewhere else.')).data.answerTwinQuestion).toEqual({
      __typename: 'ValidationError',
      message: 'This question was already handled',
    });
    const steps = await history(visitor, threadId);
    expect(steps.filter((s) => s.metadata.answered_by === 'owner').map((s) => s.output)).toEqual(['At home.']);
  });
});
