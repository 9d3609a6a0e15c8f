/**
 * "Based on": a twin's answer lists the public facts it was written from (REST based_on,
 * GraphQL basedOn), never a private one; an answer that passed the question on lists nothing,
 * and the private brain's answers list nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
  expect((await ada.request('PUT', '/api/v1/profile', { json: { public: true } })).status).toBe(200);
  for (const [content, visibility] of [
    ['I adore bouldering at Fontainebleau', 'public'],
    ['I go bouldering with my secret partner Charles', 'private'],
  ]) {
    const made = await ada.gql(
      `mutation ($c: String!, $v: MemoryVisibility!) { createMemory(content: $c, visibility: $v) { __typename } }`,
      { c: content, v: visibility },
    );
    expect(made.data.createMemory.__typename).toBe('Memory');
  }
});
afterAll(() => t.close());

async function twinThread(visitor: TestClient) {
  const started = await visitor.gql(
    `mutation { startTwinChat(username: "ada") { __typename ... on StartChatPayload { threadId } } }`,
  );
  return started.data.startTwinChat.threadId as string;
}

describe('based on', () => {
  it("a twin's answer lists the public facts it used, in REST and GraphQL", async () => {
    const visitor = t.client();
    const threadId = await twinThread(visitor);
    const [question, answer] = (await answered(visitor, threadId, 'Does Ada like bouldering?')).slice(-2);
    expect(answer.output).toContain('Fontainebleau');
    expect(answer.based_on).toContain('I adore bouldering at Fontainebleau');
    expect(JSON.stringify(answer.based_on)).not.toContain('Charles');
    expect(question.based_on).toEqual([]);

    const gql = await visitor.gql(
      `query ($id: ID!) { thread(id: $id) { ... on Thread { history(last: 2) { edges { node { stepType basedOn } } } } } }`,
      { id: threadId },
    );
    const nodes = gql.data.thread.history.edges.map((e: any) => e.node);
    expect(nodes.at(-1)).toMatchObject({ stepType: 'ASSISTANT_MESSAGE', basedOn: answer.based_on });
  });

  it('a question passed on to the owner, and the private brain, list nothing', async () => {
    const visitor = t.client();
    const threadId = await twinThread(visitor);
    const answer = (await answered(visitor, threadId, 'What is the name of her first teacher?')).at(-1);
    expect(answer.based_on).toEqual([]);

    const own = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    expect((await answered(ada, own, 'What do I like?')).at(-1).based_on).toEqual([]);
  });
});
