/**
 * Suggested prompts for an empty private chat: general starters for someone new, then built from
 * the person's own profile and memories, offering only what the model that will answer can do (the
 * offline brain remembers, finds and works sums out, and cannot write); nobody else can read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

const prompts = async (client: TestClient) => (await client.gql(`{ viewer { id suggestedPrompts } }`)).data.viewer;

/** A profile with interests, a town and a skill, and a memory of something loved. */
async function knownPerson(client: TestClient) {
  expect(
    (
      await client.request('PUT', '/api/v1/profile', {
        json: { interests: ['Sourdough baking'], location: 'Lisbon', skills: ['Rust'] },
      })
    ).status,
  ).toBe(200);
  const memory = await client.gql(
    `mutation { createMemory(content: "I love climbing at Fontainebleau") { __typename } }`,
  );
  expect(memory.data.createMemory.__typename).toBe('Memory');
}

describe('suggested prompts', () => {
  it('with a model that writes: general for someone new, then from their profile and memories', async () => {
    const app = await startAppWithScriptedAI();
    try {
      const bob = await signedUp(app.t);
      const fresh = (await prompts(bob)).suggestedPrompts;
      expect(fresh).toHaveLength(4);
      expect(fresh).toContain('Help me plan my week');
      await knownPerson(bob);
      expect((await prompts(bob)).suggestedPrompts).toEqual([
        'Plan a weekend around climbing at Fontainebleau',
        'Tell me something surprising about Sourdough baking',
        'Quiz me on Rust',
        "What's worth doing in Lisbon this month?",
      ]);
      // Asked for the offline brain (chosen in the composer), the same person gets what it can do.
      const offline = await bob.gql('{ viewer { suggestedPrompts(model: "local") } }');
      expect(offline.data.viewer.suggestedPrompts).toContain('What do you remember about me?');
      expect(offline.data.viewer.suggestedPrompts).not.toContain('Quiz me on Rust');
    } finally {
      await app.close();
    }
  });

  it('with the offline brain: only what it can do, from what it knows of the person', async () => {
    const fresh = (await prompts(ada)).suggestedPrompts;
    expect(fresh).toContain('What do you remember about me?');
    expect(fresh).not.toContain('Draft a friendly follow-up email');
    expect(fresh).not.toContain('Help me plan my week');
    await knownPerson(ada);
    const known = (await prompts(ada)).suggestedPrompts;
    expect(known).toContain('Find my chats about climbing at Fontainebleau');
    expect(known.some((p: string) => /^(Plan|Tell me something surprising|Quiz me)/.test(p))).toBe(false);
  });

  it('are only for the user themself', async () => {
    const { id } = await prompts(ada);
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve', display_name: 'Eve' });
    const seen = await eve.gql(`query ($id: ID!) { node(id: $id) { ... on User { username suggestedPrompts } } }`, {
      id,
    });
    expect(seen.data?.node?.suggestedPrompts ?? null).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('Fontainebleau');
    expect(seen.errors?.[0]?.message).toBe('Not found');
  });
});
