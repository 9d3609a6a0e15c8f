/**
 * Feedback on answers: thumbs up or down with an optional comment, replaced or cleared by rating
 * again; REST and GraphQL; only finished answers; only whoever may read the thread (a twin's
 * visitor on its own conversation too); bad input is a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

describe('rating an answer', () => {
  it('up, down with a comment, cleared: REST and GraphQL read the same', async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const steps = await answered(ada, threadId, 'Remember that I like green tea');
    const [question, answer] = steps.slice(-2);
    expect(answer.feedback).toBeNull();

    const up = await ada.request('PUT', `/api/v1/chat/steps/${answer.id}/feedback`, { json: { rating: 'up' } });
    expect(up.status).toBe(200);
    expect(up.body.feedback).toMatchObject({ rating: 'up', comment: null });

    const down = await ada.gql(
      `mutation ($id: ID!) { rateStep(stepId: $id, rating: down, comment: "  Too long  ") { __typename ... on Step { feedback { rating comment updatedAt } } } }`,
      { id: answer.id },
    );
    expect(down.data.rateStep).toMatchObject({ __typename: 'Step', feedback: { rating: 'down', comment: 'Too long' } });
    const history = await ada.get(`/api/v1/chat/threads/${threadId}/history`);
    expect(history.body.steps.at(-1).feedback).toMatchObject({
      rating: 'down',
      comment: 'Too long',
      updated_at: expect.any(String),
    });

    const cleared = await ada.request('PUT', `/api/v1/chat/steps/${answer.id}/feedback`, { json: { rating: null } });
    expect(cleared.body.feedback).toBeNull();

    // Questions are not rated; bad input changes nothing.
    const onQuestion = await ada.request('PUT', `/api/v1/chat/steps/${question.id}/feedback`, {
      json: { rating: 'up' },
    });
    expect(onQuestion.status).toBe(400);
    expect(onQuestion.body.detail).toBe('Only answers can be rated');
    for (const body of [
      { rating: 'meh' },
      { rating: 'up', comment: 'x'.repeat(2001) },
      { rating: 'up', extra: 1 },
      {},
    ]) {
      const bad = await ada.request('PUT', `/api/v1/chat/steps/${answer.id}/feedback`, { json: body });
      expect([JSON.stringify(body).slice(0, 30), bad.status]).toEqual([JSON.stringify(body).slice(0, 30), 400]);
    }
    expect((await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps.at(-1).feedback).toBeNull();
  });

  it('nobody else may rate (404), a twin visitor rates the answers of their own conversation', async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const answer = (await answered(ada, threadId, 'hello')).at(-1);
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve', display_name: 'Eve' });
    expect(
      (await eve.request('PUT', `/api/v1/chat/steps/${answer.id}/feedback`, { json: { rating: 'down' } })).status,
    ).toBe(404);
    expect(
      (await t.client().request('PUT', `/api/v1/chat/steps/${answer.id}/feedback`, { json: { rating: 'down' } }))
        .status,
    ).toBe(404);
    expect((await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps.at(-1).feedback).toBeNull();

    expect((await ada.request('PUT', '/api/v1/profile', { json: { public: true } })).status).toBe(200);
    const visitor = t.client();
    const started = await visitor.gql(
      `mutation { startTwinChat(username: "ada") { __typename ... on StartChatPayload { threadId } } }`,
    );
    const twinThread = started.data.startTwinChat.threadId;
    const twinAnswer = (await answered(visitor, twinThread, 'What do you like?')).at(-1);
    const rated = await visitor.request('PUT', `/api/v1/chat/steps/${twinAnswer.id}/feedback`, {
      json: { rating: 'up', comment: 'Nice' },
    });
    expect(rated.status).toBe(200);
    expect(rated.body.feedback).toMatchObject({ rating: 'up', comment: 'Nice' });
    // Another visitor cannot rate that conversation.
    expect(
      (await t.client().request('PUT', `/api/v1/chat/steps/${twinAnswer.id}/feedback`, { json: { rating: 'down' } }))
        .status,
    ).toBe(404);
  });
});
