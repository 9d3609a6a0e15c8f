/**
 * The offline twin answers a visitor's first questions from what the public profile plainly says
 * (issue 57): what the owner does, where they work, where they are, what they are into — in the
 * third person and the first — and passes on what it does not say, never answering with a public
 * memory that only shares a word with the question. Over REST, as a visitor meets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let visitor: TestClient;

async function owner(username: string, profile: Record<string, unknown>, memories: string[]) {
  const client = await signedUp(t, { email: `${username}@example.com`, username, display_name: 'Maya Chen' });
  const put = await client.request('PUT', '/api/v1/profile', { json: { public: true, ...profile } });
  expect(put.status).toBe(200);
  for (const c of memories) {
    await client.gql('mutation ($c: String!) { createMemory(content: $c, visibility: public) { __typename } }', { c });
  }
  return client;
}

async function ask(username: string, question: string) {
  const thread = (await visitor.post(`/api/v1/twin/${username}/threads`, { new: true })).body.thread_id as string;
  const reply = (await answered(visitor, thread, question)).at(-1);
  const tools = (reply.metadata.tool_call_session?.tool_calls ?? []).map((c: { name: string }) => c.name);
  return { text: reply.output as string, passedOn: tools.includes('ask_owner') };
}

beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  await owner(
    'maya',
    {
      title: 'Product designer at Crag Labs',
      bio: 'I design apps for climbers.',
      location: 'Leeds',
      interests: ['bouldering'],
    },
    ['I built the contact form for my work website'],
  );
  await owner('mira', { bio: 'Climber and tea drinker.', interests: ['tea'] }, [
    'I built the contact form for my work website',
  ]);
  visitor = await signedUp(t, { email: 'visitor@example.com', username: 'visitor' });
});
afterAll(() => t.close());

describe('the offline twin and the obvious questions', () => {
  const cases: Array<[string, RegExp]> = [
    ['What does she do?', /Product designer/],
    ['What do you do?', /Product designer/],
    ['Where does she work?', /Crag Labs/],
    ['Who do you work for?', /Crag Labs/],
    ['Where is Maya based?', /Leeds/],
    ['What is she into?', /bouldering/],
  ];
  it.each(cases)('%s is answered from the public profile', async (question, fact) => {
    const reply = await ask('maya', question);
    expect(reply.passedOn).toBe(false);
    expect(reply.text).toMatch(fact);
    expect(reply.text).not.toMatch(/contact form/);
  });

  it('passes on where she works when nothing public says it, never the contact-form fact', async () => {
    const reply = await ask('mira', 'Where does she work?');
    expect(reply.passedOn).toBe(true);
    expect(reply.text).not.toMatch(/contact form/);
  });
});
