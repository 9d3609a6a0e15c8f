/**
 * The owner's review loop, end to end with the local twin: a visitor asks
 * something the public profile does not cover; the twin says so and the
 * owner is notified; the owner answers once (even tersely); the twin uses it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', {
    json: { public: true, bio: 'Mathematician and poet', interests: ['poetry'] },
  });
  await ada.gql('mutation { createMemory(content: "I love sailing", visibility: public) { __typename } }');
  await ada.gql('mutation { createMemory(content: "My bank PIN is 4242", visibility: private) { __typename } }');
});
afterAll(() => t.close());

async function ask(visitor: TestClient, threadId: string, input: string) {
  const res = await visitor.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
  expect(res.status).toBe(200);
  const events = [];
  for await (const m of readSse(res)) events.push(JSON.parse(m.data));
  return {
    text: events
      .filter((e) => e.type === 'delta')
      .map((e) => e.delta)
      .join(''),
    tools: events.filter((e) => e.type === 'tool_called').map((e) => e.tool_called.name),
  };
}

it('unknown → owner notified → owner answers "Green" → the twin answers with it', async () => {
  const visitor = t.client();
  const threadId = (await visitor.post('/api/v1/twin/ada/threads')).body.id;

  const known = await ask(visitor, threadId, 'What does Ada love?');
  expect(known.text).toMatch(/sailing/);
  expect(known.text).not.toMatch(/4242/);

  const unknown = await ask(visitor, threadId, "What is Ada's favourite colour?");
  expect(unknown.tools).toContain('ask_owner');
  expect(unknown.text).toMatch(/don't know/i);

  const bell = await ada.gql(
    '{ viewer { unreadNotificationCount notifications(first: 5) { title actionUrl } twinQuestions { id question } } }',
  );
  const question = bell.data.viewer.twinQuestions[0];
  expect(question.question).toBe("What is Ada's favourite colour?");
  expect(bell.data.viewer.notifications[0]).toEqual({
    title: "Your twin couldn't answer: What is Ada's favourite colour?",
    actionUrl: `/twin?question=${question.id}`,
  });

  const answered = await ada.gql(
    `mutation ($id: ID!) { answerTwinQuestion(id: $id, answer: "Green") { ... on TwinQuestion { status } } }`,
    { id: question.id },
  );
  expect(answered.data.answerTwinQuestion.status).toBe('answered');
  expect((await ada.gql('{ viewer { twinQuestions { id } } }')).data.viewer.twinQuestions).toEqual([]);
  // The memory says what it answers: the bare "Green" would mean nothing in the owner's brain.
  const memory = await t.db.memory.findFirst({ where: { content: 'My favourite colour: Green.' } });
  expect(memory).toMatchObject({ visibility: 'public', source: 'review', sourceThreadId: threadId });

  const again = await ask(visitor, threadId, "What is Ada's favourite colour?");
  expect(again.text).toMatch(/Green/);
  expect(again.tools).not.toContain('ask_owner');
});
