/**
 * Branches: editing a message and regenerating an answer add siblings beside them (the old ones
 * are kept), history shows the chosen branch with parent_id / sibling_index / sibling_count, the
 * arrows (select) switch branch and the choice is kept; the model only sees the branch it answers
 * on; memories of an abandoned branch stay and search still finds it. REST and GraphQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let app: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let ada: TestClient;
let local: TestApp;

beforeAll(async () => {
  app = await startAppWithScriptedAI();
  ada = await signedUp(app.t);
  local = await startTestApp();
});
afterAll(async () => {
  await app.close();
  await local.close();
});

async function stream(client: TestClient, threadId: string, params: Record<string, string>) {
  const query = new URLSearchParams({ thread_id: threadId, ...params });
  const res = await client.raw('GET', `/api/v1/chat/stream?${query}`);
  if (res.status !== 200) return { status: res.status, body: (await res.json()) as any, events: [] };
  const events: any[] = [];
  for await (const m of readSse(res)) events.push({ event: m.event, data: JSON.parse(m.data) });
  return { status: 200, body: null, events };
}

async function say(client: TestClient, threadId: string, input: string, answer = `Answer to ${input}`) {
  app.ai.enqueue({ kind: 'text', chunks: [answer] });
  const sent = await stream(client, threadId, { input });
  expect(sent.status).toBe(200);
}

async function history(client: TestClient, threadId: string) {
  const res = await client.get(`/api/v1/chat/threads/${threadId}/history`);
  expect(res.status).toBe(200);
  return res.body.steps as any[];
}

const texts = (steps: any[]) => steps.map((s) => (s.step_type === 'USER_MESSAGE' ? s.input : s.output));
const lastUserMessage = () => {
  const messages = app.ai.requests.at(-1)!.messages as Array<{ role: string; content: unknown }>;
  return messages
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)));
};

async function threeMessages(client: TestClient) {
  const threadId = (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
  await say(client, threadId, 'one');
  await say(client, threadId, 'two');
  await say(client, threadId, 'three');
  return threadId;
}

describe('edit and resend', () => {
  it('makes a new branch beside the message; the arrows switch back and the choice is kept', async () => {
    const threadId = await threeMessages(ada);
    const before = await history(ada, threadId);
    expect(texts(before)).toEqual(['one', 'Answer to one', 'two', 'Answer to two', 'three', 'Answer to three']);
    expect(before.map((s) => s.parent_id)).toEqual([null, ...before.slice(0, -1).map((s) => s.id)]);
    expect(before.every((s) => s.sibling_index === 0 && s.sibling_count === 1)).toBe(true);
    const two = before[2];

    app.ai.enqueue({ kind: 'text', chunks: ['Answer to TWO'] });
    const edited = await stream(ada, threadId, { edit_step_id: two.id, input: 'TWO' });
    expect(edited.status).toBe(200);
    expect(edited.events.at(-1).event).toBe('done');
    // The model saw the branch up to the edited message, and the edit: not the old "two" or "three".
    expect(lastUserMessage()).toEqual(['one', 'Answer to one', 'TWO']);

    const after = await history(ada, threadId);
    expect(texts(after)).toEqual(['one', 'Answer to one', 'TWO', 'Answer to TWO']);
    expect(after[2]).toMatchObject({
      parent_id: before[1].id,
      sibling_index: 1,
      sibling_count: 2,
      sibling_ids: [two.id, after[2].id],
    });
    expect(after[3]).toMatchObject({ parent_id: after[2].id, sibling_index: 0, sibling_count: 1 });
    expect((await ada.get(`/api/v1/chat/threads/${threadId}/count`)).body.count).toBe(4);

    // ‹ 1 / 2: the old branch comes back whole, and stays after a reload.
    const selected = await ada.post(`/api/v1/chat/steps/${two.id}/select`);
    expect(selected.status).toBe(200);
    expect(selected.body).toMatchObject({ id: two.id, sibling_index: 0, sibling_count: 2 });
    expect(texts(await history(ada, threadId))).toEqual([
      'one',
      'Answer to one',
      'two',
      'Answer to two',
      'three',
      'Answer to three',
    ]);

    // GraphQL reads the same branch and switches back (2 / 2).
    const gid = Buffer.from(`Thread:${threadId}`).toString('base64');
    const read = await ada.gql(
      `query ($id: ID!) { thread(id: $id) { history(last: 10) { edges { node { databaseId input parentId siblingIndex siblingCount siblingIds } } } } }`,
      { id: gid },
    );
    const nodes = read.data.thread.history.edges.map((e: any) => e.node);
    expect(nodes[2]).toMatchObject({
      input: 'two',
      parentId: before[1].id,
      siblingIndex: 0,
      siblingCount: 2,
      siblingIds: [two.id, after[2].id],
    });
    expect(nodes[3].siblingIds).toEqual([nodes[3].databaseId]);
    const back = await ada.gql(
      `mutation ($id: ID!) { selectStep(stepId: $id) { __typename ... on Step { input siblingIndex siblingCount } } }`,
      { id: after[2].id },
    );
    expect(back.data.selectStep).toEqual({ __typename: 'Step', input: 'TWO', siblingIndex: 1, siblingCount: 2 });
    expect(texts(await history(ada, threadId))).toEqual(['one', 'Answer to one', 'TWO', 'Answer to TWO']);

    // The next message continues the branch shown.
    await say(ada, threadId, 'four');
    expect(lastUserMessage()).toEqual(['one', 'Answer to one', 'TWO', 'Answer to TWO', 'four']);
    expect(texts(await history(ada, threadId))).toEqual([
      'one',
      'Answer to one',
      'TWO',
      'Answer to TWO',
      'four',
      'Answer to four',
    ]);
  });

  it('the first message can be edited too', async () => {
    const threadId = await threeMessages(ada);
    const [first] = await history(ada, threadId);
    app.ai.enqueue({ kind: 'text', chunks: ['Fresh start'] });
    expect((await stream(ada, threadId, { edit_step_id: first.id, input: 'ONE' })).status).toBe(200);
    expect(lastUserMessage()).toEqual(['ONE']);
    const steps = await history(ada, threadId);
    expect(texts(steps)).toEqual(['ONE', 'Fresh start']);
    expect(steps[0]).toMatchObject({
      parent_id: null,
      sibling_index: 1,
      sibling_count: 2,
      sibling_ids: [first.id, steps[0].id],
    });
  });
});

describe('regenerate', () => {
  it('answers the same message again, twice, through GraphQL; each answer is kept', async () => {
    const threadId = await threeMessages(ada);
    const before = await history(ada, threadId);
    const gid = Buffer.from(`Thread:${threadId}`).toString('base64');
    for (const [n, answer] of ['Second take', 'Third take'].entries()) {
      const last = (await history(ada, threadId)).at(-1);
      app.ai.enqueue({ kind: 'text', chunks: [answer] });
      const response = await ada.raw('POST', '/graphql', {
        json: {
          // The first time with an empty input, the second without one: a regeneration takes none.
          query: `subscription ($threadId: ID!, $id: ID!) { sendMessage(threadId: $threadId, ${n === 0 ? 'input: "", ' : ''}regenerateStepId: $id) {
            __typename ... on RunStarted { userStepId } ... on RunDone { status } ... on RunRefused { message } } }`,
          variables: { threadId: gid, id: last.id },
        },
        headers: { accept: 'text/event-stream' },
      });
      const events: any[] = [];
      for await (const m of readSse(response)) if (m.event === 'next') events.push(JSON.parse(m.data).data.sendMessage);
      expect(events[0]).toEqual({ __typename: 'RunStarted', userStepId: before[4].id });
      expect(events.at(-1)).toEqual({ __typename: 'RunDone', status: 'completed' });
      expect(lastUserMessage()).toEqual(['one', 'Answer to one', 'two', 'Answer to two', 'three']);
      const steps = await history(ada, threadId);
      expect(texts(steps)).toEqual(['one', 'Answer to one', 'two', 'Answer to two', 'three', answer]);
      expect(steps.at(-1)).toMatchObject({ parent_id: before[4].id, sibling_index: n + 1, sibling_count: n + 2 });
    }
    // The first answer is still there (1 / 3).
    const kept = (await ada.post(`/api/v1/chat/steps/${before[5].id}/select`)).body;
    expect(kept).toMatchObject({ sibling_index: 0, sibling_count: 3 });
    expect(kept.sibling_ids).toHaveLength(3);
    expect(kept.sibling_ids[0]).toBe(before[5].id);
    expect(texts(await history(ada, threadId)).at(-1)).toBe('Answer to three');
  });
});

describe('refusals leave the thread as it was', () => {
  it('wrong kind, wrong thread, both at once, stray input, hidden branch: 4xx with a message', async () => {
    const threadId = await threeMessages(ada);
    const steps = await history(ada, threadId);
    const other = await threeMessages(ada);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ edit_step_id: steps[1].id, input: 'x' }, 400, 'Only your own messages can be edited'],
      [{ regenerate_step_id: steps[0].id }, 400, 'Only answers can be regenerated'],
      [
        { edit_step_id: steps[0].id, regenerate_step_id: steps[1].id, input: 'x' },
        400,
        'Edit a message or regenerate an answer, not both at once',
      ],
      [
        { regenerate_step_id: steps[1].id, input: 'more' },
        400,
        'A regenerated answer takes no new message: leave input empty',
      ],
      [{ edit_step_id: steps[0].id, input: '  ' }, 400, 'Type the edited message'],
      [{ edit_step_id: (await history(ada, other))[0].id, input: 'x' }, 404, 'Message not found'],
      [{ edit_step_id: 'nope', input: 'x' }, 404, 'Message not found'],
    ];
    for (const [params, status, detail] of cases) {
      const res = await stream(ada, threadId, params);
      expect([params, res.status, res.body?.detail]).toEqual([params, status, detail]);
    }
    expect(texts(await history(ada, threadId))).toEqual(texts(steps));

    // A message on a branch no longer shown cannot start another edit from there (409).
    app.ai.enqueue({ kind: 'text', chunks: ['B'] });
    await stream(ada, threadId, { edit_step_id: steps[2].id, input: 'B-two' });
    const stale = await stream(ada, threadId, { edit_step_id: steps[4].id, input: 'x' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe('This message is no longer on the conversation shown. Reload it and try again.');
  });

  it('only the thread’s reader may edit, regenerate or switch: others get 404 and nothing changes', async () => {
    const threadId = await threeMessages(ada);
    const steps = await history(ada, threadId);
    const eve = await signedUp(app.t, { email: 'eve@example.com', username: 'eve', display_name: 'Eve' });
    expect((await stream(eve, threadId, { regenerate_step_id: steps[5].id })).status).toBe(404);
    expect((await eve.post(`/api/v1/chat/steps/${steps[2].id}/select`)).status).toBe(404);
    expect((await app.t.client().post(`/api/v1/chat/steps/${steps[2].id}/select`)).status).toBe(404);
    const gql = await eve.gql(
      `mutation ($id: ID!) { selectStep(stepId: $id) { __typename ... on NotFoundError { message } } }`,
      { id: steps[2].id },
    );
    expect(gql.data.selectStep).toEqual({ __typename: 'NotFoundError', message: 'Message not found' });
    expect(texts(await history(ada, threadId))).toEqual(texts(steps));
  });

  it('switching branch while an answer is being written is refused (409)', async () => {
    const threadId = await threeMessages(ada);
    const steps = await history(ada, threadId);
    app.ai.enqueue({ kind: 'text', chunks: Array.from({ length: 40 }, (_, i) => `w${i} `), delayMs: 25 });
    const res = await ada.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=slow`);
    const events = readSse(res);
    await events.next();
    const refused = await ada.post(`/api/v1/chat/steps/${steps[2].id}/select`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('A message is already being answered in this thread. Wait for it to finish.');
    for await (const _ of events) {
      // let it finish
    }
  });
});

describe('an abandoned branch', () => {
  it('keeps the memories it saved, and search still finds it', async () => {
    const bo = await signedUp(local, { email: 'bo@example.com', username: 'bohdan', display_name: 'Bohdan' });
    const threadId = (await bo.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    for (const input of ['Remember that I love bouldering', 'What do I love?']) {
      const res = await bo.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
      for await (const _ of readSse(res)) {
        // the whole answer
      }
    }
    const [first] = (await bo.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps;
    const res = await bo.raw(
      'GET',
      `/api/v1/chat/stream?thread_id=${threadId}&edit_step_id=${first.id}&input=${encodeURIComponent('Hello there')}`,
    );
    for await (const _ of readSse(res)) {
      // the whole answer
    }
    const shown = (await bo.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps;
    expect(shown.map((s: any) => s.input).filter(Boolean)).toEqual(['Hello there']);
    const memories = await bo.gql(`{ viewer { memories { content } } }`);
    expect(memories.data.viewer.memories.map((m: any) => m.content).join(' ')).toMatch(/bouldering/i);
    const found = await bo.get('/api/v1/chat/threads/search?q=bouldering');
    expect(found.body.results.map((r: any) => r.id)).toContain(threadId);
  });
});
