/**
 * Memories from imported conversations: after an import the brain offers lasting facts it found in
 * what the person wrote (never questions, wishes, code or quotes); nothing is remembered until they
 * accept; a dismissed one is not offered again; only the owner sees or decides them. With a real
 * model, the model judges and words them; when it fails, the rules' picks stand.
 */
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const person = (app: TestApp = t) => {
  n += 1;
  return signedUp(app, { email: `s${n}@example.com`, username: `suggest${n}` });
};

/** A Claude export: one conversation per entry, the person's messages each followed by a short answer. */
function claudeChats(chats: Array<{ id: string; name: string; said: string[] }>) {
  return chats.map((chat, c) => ({
    uuid: `6f1c2a4e-0000-4000-8000-${String(c + 1).padStart(12, '0')}-${chat.id}`,
    name: chat.name,
    created_at: `2024-05-0${c + 1}T08:00:00Z`,
    updated_at: `2024-05-0${c + 1}T09:00:00Z`,
    chat_messages: chat.said.flatMap((text, i) => [
      { uuid: `${chat.id}-u${i}`, text, sender: 'human', created_at: `2024-05-0${c + 1}T08:0${i}:00Z` },
      { uuid: `${chat.id}-a${i}`, text: 'Noted.', sender: 'assistant', created_at: `2024-05-0${c + 1}T08:0${i}:30Z` },
    ]),
  }));
}

const SAID = [
  {
    id: 'move',
    name: 'Moving abroad',
    said: [
      'I live in Lisbon. What should I know about taxes here?',
      'I want to learn Portuguese this year.',
      "Also, I'm a data engineer at Acme.",
    ],
  },
  {
    id: 'climb',
    name: 'Climbing plan',
    said: [
      'I love bouldering! Plan me a training week.',
      'Here is my script:\n```\nI love bugs\n```\nand `I live in code` too.',
      '> I hate Mondays\nThat quote is from a cartoon.',
      'If I were a cat I would sleep all day.',
    ],
  },
  { id: 'again', name: 'Gym', said: ['I love bouldering.', 'Do I like running?'] },
];

function upload(client: TestClient, value: unknown) {
  const form = new FormData();
  form.append('file', new Blob([strToU8(JSON.stringify(value)) as Uint8Array<ArrayBuffer>]), 'conversations.json');
  return client.request('POST', '/api/v1/import', { body: form });
}

async function suggestionsOf(client: TestClient) {
  const answer = await client.gql(
    '{ viewer { memorySuggestions { id content sourceThreadId sourceThreadName sourceStepId } memories { content source visibility sourceThreadId } } }',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.viewer as {
    memorySuggestions: Array<{
      id: string;
      content: string;
      sourceThreadId: string;
      sourceThreadName: string | null;
      sourceStepId: string | null;
    }>;
    memories: Array<{ content: string; source: string; visibility: string; sourceThreadId: string | null }>;
  };
}

const ACCEPT = `mutation ($ids: [ID!]!, $v: MemoryVisibility) { acceptMemorySuggestions(ids: $ids, visibility: $v) {
  __typename ... on AcceptedMemorySuggestions { memories { content source visibility sourceThreadId } }
  ... on NotFoundError { message } ... on ValidationError { message } } }`;
const DISMISS = `mutation ($ids: [ID!]!) { dismissMemorySuggestions(ids: $ids) {
  __typename ... on DismissedMemorySuggestions { ids } ... on NotFoundError { message } ... on ValidationError { message } } }`;

describe('after an import (local provider)', () => {
  it('offers the lasting facts the person wrote, most said first, and remembers nothing yet', async () => {
    const ada = await person();
    const answer = await upload(ada, claudeChats(SAID));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ imported: 3, suggested_memories: 3 });

    const { memorySuggestions, memories } = await suggestionsOf(ada);
    expect(memorySuggestions.map((s) => s.content)).toEqual([
      'I love bouldering.',
      'I live in Lisbon.',
      "I'm a data engineer at Acme.",
    ]);
    expect(memories).toEqual([]);
    // Each points at the conversation and the message it came from.
    const lisbon = memorySuggestions[1]!;
    const thread = answer.body.conversations.find((c: any) => c.title === 'Moving abroad').id;
    expect(lisbon).toMatchObject({ sourceThreadId: thread, sourceThreadName: 'Moving abroad' });
    const steps = (await ada.get(`/api/v1/chat/threads/${thread}/history`)).body.steps as any[];
    expect(steps.find((s) => s.id === lisbon.sourceStepId)?.input).toContain('I live in Lisbon.');
  });

  it('accepting makes memories with their source; dismissing is for good; neither is offered again', async () => {
    const ada = await person();
    await upload(ada, claudeChats(SAID));
    const [bouldering, lisbon, engineer] = (await suggestionsOf(ada)).memorySuggestions;

    const accepted = await ada.gql(ACCEPT, { ids: [lisbon!.id] });
    expect(accepted.data.acceptMemorySuggestions.memories).toEqual([
      { content: 'I live in Lisbon.', source: 'import', visibility: 'private', sourceThreadId: lisbon!.sourceThreadId },
    ]);
    const made = await ada.gql(ACCEPT, { ids: [engineer!.id], v: 'public' });
    expect(made.data.acceptMemorySuggestions.memories[0]).toMatchObject({ visibility: 'public' });
    const dismissed = await ada.gql(DISMISS, { ids: [bouldering!.id] });
    expect(dismissed.data.dismissMemorySuggestions.ids).toEqual([bouldering!.id]);

    const after = await suggestionsOf(ada);
    expect(after.memorySuggestions).toEqual([]);
    expect(after.memories.map((m) => m.content).sort()).toEqual(['I live in Lisbon.', "I'm a data engineer at Acme."]);

    // The same facts in another export: remembered or dismissed, none comes back.
    const again = await upload(ada, claudeChats(SAID.map((c) => ({ ...c, id: `${c.id}2` }))));
    expect(again.body).toMatchObject({ imported: 3, suggested_memories: 0 });
    // A decided suggestion cannot be decided again.
    expect((await ada.gql(ACCEPT, { ids: [lisbon!.id] })).data.acceptMemorySuggestions.__typename).toBe(
      'NotFoundError',
    );
  });

  it('as a Relay connection; accepting names the suggestions it took and dismissing the ones it let go', async () => {
    const ada = await person();
    await upload(ada, claudeChats(SAID));
    const read = async () =>
      (
        await ada.gql('{ viewer { memorySuggestionsConnection(first: 100) { edges { node { id content } } } } }')
      ).data.viewer.memorySuggestionsConnection.edges.map(
        (edge: { node: { id: string; content: string } }) => edge.node,
      );
    const listed = await read();
    expect(listed).toEqual((await suggestionsOf(ada)).memorySuggestions.map(({ id, content }) => ({ id, content })));
    const [first, second] = listed;
    const accepted = await ada.gql(
      `mutation ($ids: [ID!]!) { acceptMemorySuggestions(ids: $ids) { ... on AcceptedMemorySuggestions { suggestionIds memories { content } } } }`,
      { ids: [first.id] },
    );
    expect(accepted.data.acceptMemorySuggestions).toEqual({
      suggestionIds: [first.id],
      memories: [{ content: first.content }],
    });
    await ada.gql(DISMISS, { ids: [second.id] });
    expect(await read()).toEqual(listed.slice(2));
  });

  it('leaves out what the person already remembers', async () => {
    const ada = await person();
    await ada.gql('mutation { createMemory(content: "i live in lisbon") { __typename } }');
    await upload(ada, claudeChats(SAID));
    expect((await suggestionsOf(ada)).memorySuggestions.map((s) => s.content)).not.toContain('I live in Lisbon.');
  });

  it("only the owner sees and decides them; another's ids are not found and change nothing", async () => {
    const ada = await person();
    const bob = await person();
    await upload(ada, claudeChats(SAID));
    const [first] = (await suggestionsOf(ada)).memorySuggestions;
    expect((await suggestionsOf(bob)).memorySuggestions).toEqual([]);
    expect((await bob.gql(ACCEPT, { ids: [first!.id] })).data.acceptMemorySuggestions).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Suggestion not found',
    });
    expect((await bob.gql(DISMISS, { ids: [first!.id] })).data.dismissMemorySuggestions.__typename).toBe(
      'NotFoundError',
    );
    // All or nothing: one foreign id among hers accepts none.
    const mixed = await ada.gql(ACCEPT, { ids: [first!.id, 'nope'] });
    expect(mixed.data.acceptMemorySuggestions.__typename).toBe('NotFoundError');
    expect((await suggestionsOf(ada)).memorySuggestions).toHaveLength(3);
    expect((await suggestionsOf(bob)).memories).toEqual([]);
    expect((await ada.gql(ACCEPT, { ids: [] })).data.acceptMemorySuggestions).toMatchObject({
      __typename: 'ValidationError',
      message: 'Choose at least one suggestion',
    });
    const anonymous = await t.client().gql('{ viewer { id } }');
    expect(anonymous.data.viewer).toBeNull();
  });

  it('go with the conversation they came from', async () => {
    const ada = await person();
    const answer = await upload(ada, claudeChats(SAID));
    const thread = answer.body.conversations.find((c: any) => c.title === 'Moving abroad').id;
    expect((await ada.request('DELETE', `/api/v1/chat/threads/${thread}`)).status).toBe(200);
    expect((await suggestionsOf(ada)).memorySuggestions.map((s) => s.content)).toEqual(['I love bouldering.']);
  });

  it('are at most 20 per import', async () => {
    const ada = await person();
    const cities = Array.from({ length: 30 }, (_, i) => `I have ${i + 2} bikes in garage number ${i}.`);
    const answer = await upload(ada, claudeChats([{ id: 'bikes', name: 'Bikes', said: cities }]));
    expect(answer.body).toMatchObject({ imported: 1, suggested_memories: 20 });
    expect((await suggestionsOf(ada)).memorySuggestions).toHaveLength(20);
  });
});

describe('with the OpenAI-compatible provider', () => {
  it('the model keeps the lasting facts and words them; when it fails the import still lands with the rules', async () => {
    const app = await startAppWithScriptedAI();
    try {
      const ada = await person(app.t);
      app.ai.factsWith({
        facts: [
          { statement: 2, fact: 'I live in Lisbon, Portugal.' },
          { statement: 9, fact: 'out of range' },
        ],
      });
      const answer = await upload(ada, claudeChats(SAID));
      expect(answer.body).toMatchObject({ imported: 3, suggested_memories: 1 });
      const prompt = JSON.stringify(app.ai.factRequests[0]);
      expect(prompt).toContain('1: I love bouldering.');
      expect(prompt).not.toContain('Portuguese');
      expect((await suggestionsOf(ada)).memorySuggestions.map((s) => s.content)).toEqual([
        'I live in Lisbon, Portugal.',
      ]);

      const bob = await person(app.t);
      app.ai.factsWith({ status: 500 });
      const failed = await upload(bob, claudeChats(SAID));
      expect(failed.status).toBe(201);
      expect(failed.body).toMatchObject({ imported: 3, suggested_memories: 3 });
    } finally {
      await app.close();
    }
  });
});
