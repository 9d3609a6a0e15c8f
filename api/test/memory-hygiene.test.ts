/**
 * Memories a person can trust, with the local provider: a fact said again is not saved twice, a
 * changed fact replaces the old one and keeps its history, "forget that …" forgets, and code inside a
 * fact comes back exactly as written. What the owner sees over GraphQL and REST, and what others do not.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
});
afterAll(() => t.close());

/** One turn over REST: the tools called, what they answered, and the answer's text. */
async function say(client: TestClient, threadId: string, input: string) {
  const res = await client.raw('GET', `/api/v1/chat/stream?${new URLSearchParams({ thread_id: threadId, input })}`);
  expect(res.status).toBe(200);
  const events = [];
  for await (const m of readSse(res)) events.push(JSON.parse(m.data));
  expect(events.at(-1).type).toBe('done');
  return {
    tools: events.filter((e) => e.type === 'tool_called').map((e) => e.tool_called.name as string),
    outputs: events.filter((e) => e.type === 'tool_output').map((e) => e.tool_output.output),
    text: events
      .filter((e) => e.type === 'delta')
      .map((e) => e.delta)
      .join(''),
  };
}

const newThread = async (client: TestClient) =>
  (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;

/**
 * The replies below are the local model's, but docs/product.md §10 quotes their frame ("I already knew
 * that you …", "Got it — I've updated what I knew: you … (before: you …)", "Done — I've forgotten that
 * you …", "I couldn't find a memory about that, …"): that much is the product's and is asserted as
 * written; the "…" is the model's own wording of the fact, so only the fact's words are asserted there.
 * What happened to the memories is asserted on the data a client reads.
 */
const MEMORIES = `{ viewer { memories { id content visibility sourceThreadId history { content replacedAt sourceThreadId } }
  memoryChanges { kind memoryId previous sourceThreadId sourceThreadName } } }`;

describe('a fact said again', () => {
  it('three identical "Remember that …" leave one memory, and the brain says it already knew', async () => {
    const thread = await newThread(ada);
    const first = await say(ada, thread, 'Remember that I love bouldering');
    expect(first.outputs).toEqual([expect.objectContaining({ saved: true, outcome: 'added' })]);
    expect(first.text).toContain('bouldering');
    await say(ada, thread, 'Remember that I love bouldering');
    const third = await say(ada, thread, 'remember that I love bouldering!');
    expect(third.outputs).toEqual([expect.objectContaining({ outcome: 'known' })]);
    expect(third.text).toMatch(/^I already knew that you\b.*\bbouldering\b/);
    const { data } = await ada.gql(MEMORIES);
    expect(data.viewer.memories.filter((m: { content: string }) => /bouldering/.test(m.content))).toHaveLength(1);

    const answer = await say(ada, await newThread(ada), 'What do I love?');
    expect(answer.text.match(/bouldering/g)).toHaveLength(1);
  });

  it('the same fact in other words is known too, but its opposite is a change', async () => {
    const thread = await newThread(ada);
    await say(ada, thread, 'Remember that I am a vegetarian');
    const again = await say(ada, thread, "Remember that I'm a vegetarian");
    expect(again.outputs).toEqual([expect.objectContaining({ outcome: 'known' })]);
    expect(again.text).toMatch(/^I already knew that you\b.*\bvegetarian\b/);
    await say(ada, thread, 'Remember that I like coffee');
    const turned = await say(ada, thread, "Remember that I don't like coffee");
    expect(turned.outputs).toEqual([expect.objectContaining({ outcome: 'updated', replaced: 'I like coffee' })]);
    expect(turned.text).toMatch(
      /^Got it — I've updated what I knew: you\b.*\bdon't like coffee\b.*\(before: you\b.*\blike coffee\b.*\)/,
    );
    const contents = (await ada.gql(MEMORIES)).data.viewer.memories.map((m: { content: string }) => m.content);
    expect(contents.filter((c: string) => /coffee/.test(c))).toEqual(["I don't like coffee"]);
    expect(contents.filter((c: string) => /vegetarian/.test(c))).toHaveLength(1);
  });
});

describe('a changed fact', () => {
  it('replaces the old one, keeps its history and says where it changed', async () => {
    const munich = await newThread(ada);
    await say(ada, munich, 'Remember that I live in Munich');
    const berlin = await newThread(ada);
    const moved = await say(ada, berlin, 'Remember that I moved to Berlin');
    expect(moved.outputs).toEqual([expect.objectContaining({ outcome: 'updated', replaced: 'I live in Munich' })]);
    expect(moved.text).toMatch(
      /^Got it — I've updated what I knew: you\b.*\bBerlin\b.*\(before: you\b.*\bMunich\b.*\)/,
    );

    const { data } = await ada.gql(MEMORIES);
    const home = data.viewer.memories.filter((m: { content: string }) => /Munich|Berlin/.test(m.content));
    expect(home).toEqual([
      expect.objectContaining({
        content: 'I moved to Berlin',
        visibility: 'private',
        sourceThreadId: berlin,
        history: [expect.objectContaining({ content: 'I live in Munich', sourceThreadId: berlin })],
      }),
    ]);
    expect(data.viewer.memoryChanges[0]).toEqual({
      kind: 'updated',
      memoryId: home[0].id,
      previous: 'I live in Munich',
      sourceThreadId: berlin,
      sourceThreadName: expect.any(String),
    });
    expect((await say(ada, await newThread(ada), 'Where did I move to?')).text).toMatch(/Berlin/);

    // The history travels with the person's data.
    const zip = unzipSync(new Uint8Array(await (await ada.raw('GET', '/api/v1/account/export')).arrayBuffer()));
    const exported = JSON.parse(strFromU8(zip['memories.json']!)).find((m: { id: string }) => m.id === home[0].id);
    expect(exported.history).toEqual([
      { content: 'I live in Munich', replaced_at: expect.any(String), source_thread_id: berlin },
    ]);
  });
});

describe('forgetting', () => {
  it('"forget that …" deletes that memory only, and the change says where, not what', async () => {
    const thread = await newThread(ada);
    await say(ada, thread, 'Remember that my dentist is Dr Moreau');
    await say(ada, thread, 'Remember that my dog is called Pixel');
    const gone = await say(ada, thread, 'Forget that my dentist is Dr Moreau');
    expect(gone.tools).toEqual(['forget']);
    expect(gone.outputs).toEqual([expect.objectContaining({ forgotten: 1 })]);
    expect(gone.text).toMatch(/^Done — I've forgotten that you.*\bDr Moreau\b/);

    const { data } = await ada.gql(MEMORIES);
    const contents = data.viewer.memories.map((m: { content: string }) => m.content);
    expect(contents).not.toContainEqual(expect.stringMatching(/Moreau/));
    expect(contents).toContain('my dog is called Pixel');
    expect(data.viewer.memoryChanges[0]).toEqual({
      kind: 'forgotten',
      memoryId: null,
      previous: null,
      sourceThreadId: thread,
      sourceThreadName: expect.any(String),
    });
    expect(JSON.stringify(await t.db.memoryChange.findMany())).not.toMatch(/Moreau/);

    const nothing = await say(ada, thread, 'Forget that I play the tuba');
    expect(nothing.outputs).toEqual([expect.objectContaining({ forgotten: 0 })]);
    // Quoted whole in docs/product.md §10.
    expect(nothing.text).toBe("I couldn't find a memory about that, so there was nothing to forget.");
    expect((await ada.gql(MEMORIES)).data.viewer.memories).toHaveLength(data.viewer.memories.length);
  });
});

describe('code in a fact', () => {
  it('comes back exactly as written', async () => {
    await say(ada, await newThread(ada), 'Remember that my snippet is `git rebase -i HEAD~3`');
    const answer = await say(ada, await newThread(ada), 'What is my snippet?');
    expect(answer.text).toContain('`git rebase -i HEAD~3`');
  });
});

describe('who sees it', () => {
  it("another person's changes and histories are not theirs to read", async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const { data } = await bob.gql(MEMORIES);
    expect(data.viewer).toEqual({ memories: [], memoryChanges: [] });
    const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id;
    const peek = await bob.gql(
      `query ($id: ID!) { node(id: $id) { ... on User { memoryChanges { kind } memories { history { content } } } } }`,
      { id: adaId },
    );
    expect(peek.data?.node ?? null).toBeNull();
    expect(JSON.stringify(peek)).not.toMatch(/Munich|updated/);
    const anonymous = await t.client().gql('{ viewer { memoryChanges { kind } } }');
    expect(anonymous.data.viewer).toBeNull();
  });

  it('deleting a memory deletes its history', async () => {
    const { data } = await ada.gql(MEMORIES);
    const berlin = data.viewer.memories.find((m: { content: string }) => /Berlin/.test(m.content));
    await ada.gql('mutation ($id: ID!) { deleteMemory(id: $id) { ... on Deleted { id } } }', { id: berlin.id });
    expect(await t.db.memoryChange.count({ where: { memoryId: berlin.id } })).toBe(0);
    expect(JSON.stringify((await ada.gql(MEMORIES)).data)).not.toMatch(/Munich/);
  });
});
