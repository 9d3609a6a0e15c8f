/**
 * With the OpenAI-compatible provider, stories become profile proposals through the model's
 * structured output (not the local rules), each finding with its story; when the model fails, the
 * rules read them and the owner still gets a proposal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, type TestClient } from './support/test-app.js';

let s: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let ada: TestClient;
let first: string;
let second: string;
beforeAll(async () => {
  s = await startAppWithScriptedAI();
  ada = await signedUp(s.t);
  const story = async (content: string) =>
    (await ada.gql('mutation ($c: String!) { createStory(content: $c) { ... on Story { id } } }', { c: content })).data
      .createStory.id as string;
  first = await story('Every summer I take the boat out to the Hebrides; the crossing is the best part.');
  second = await story('Last year our team shipped the new compiler, and I wrote most of the optimiser.');
});
afterAll(() => s.close());

const PROPOSE =
  'mutation { updateProfileFromStories { ... on ProfileProposal { changes } ... on ValidationError { message } } }';

describe('stories read by the model', () => {
  it('proposes what the model found, with the story each came from', async () => {
    s.ai.judgeWith({
      interests: [
        { value: 'sailing', story: 1 },
        { value: 'Sailing', story: 1 },
        { value: 'islands', story: 9 },
      ],
      skills: [{ value: 'compiler optimisation', story: 2 }],
      achievements: [{ value: 'Shipped a new compiler with their team', story: 2 }],
      bio: { value: 'I sail in summer and write compilers the rest of the year.', story: 2 },
    });
    const { data } = await ada.gql(PROPOSE);
    expect(data.updateProfileFromStories.changes).toEqual({
      interests: { add: ['sailing'], provenance: [{ value: 'sailing', story_id: expect.any(String) }] },
      skills: {
        add: ['compiler optimisation'],
        provenance: [{ value: 'compiler optimisation', story_id: expect.any(String) }],
      },
      achievements: {
        add: ['Shipped a new compiler with their team'],
        provenance: [expect.objectContaining({ value: 'Shipped a new compiler with their team' })],
      },
      bio: {
        to: 'I sail in summer and write compilers the rest of the year.',
        provenance: [{ story_id: expect.any(String) }],
      },
    });
    // Stories are listed newest first, so story 1 is the second one written.
    expect(data.updateProfileFromStories.changes.interests.provenance[0].story_id).toBe(second);
    expect(data.updateProfileFromStories.changes.skills.provenance[0].story_id).toBe(first);

    const request = s.ai.judgeRequests.at(-1)!;
    expect(request.response_format).toMatchObject({ type: 'json_schema' });
    expect((request.messages as Array<{ content: string }>)[1]!.content).toMatch(/^Story 1:\n/);
  });

  it('when the model fails, the rules read the stories', async () => {
    s.ai.judgeWith({ status: 500 });
    const { data } = await ada.gql(PROPOSE);
    // The rules find nothing they know how to read here but the first sentence, as a bio.
    expect(Object.keys(data.updateProfileFromStories.changes)).toEqual(['bio']);
  });
});
