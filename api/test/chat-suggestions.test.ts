/**
 * Suggested prompts for an empty private chat: general starters for someone new, then built from
 * the person's own profile and memories; nobody else can read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

const prompts = async (client: TestClient) => (await client.gql(`{ viewer { id suggestedPrompts } }`)).data.viewer;

describe('suggested prompts', () => {
  it('general for someone new, then from their profile and memories', async () => {
    const fresh = (await prompts(ada)).suggestedPrompts;
    expect(fresh).toHaveLength(4);
    expect(fresh).toContain('Help me plan my week');

    expect(
      (
        await ada.request('PUT', '/api/v1/profile', {
          json: { interests: ['Sourdough baking'], location: 'Lisbon', skills: ['Rust'] },
        })
      ).status,
    ).toBe(200);
    const memory = await ada.gql(
      `mutation { createMemory(content: "I love climbing at Fontainebleau") { __typename } }`,
    );
    expect(memory.data.createMemory.__typename).toBe('Memory');

    expect((await prompts(ada)).suggestedPrompts).toEqual([
      'Plan a weekend around climbing at Fontainebleau',
      'Tell me something surprising about Sourdough baking',
      'Quiz me on Rust',
      "What's worth doing in Lisbon this month?",
    ]);
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
