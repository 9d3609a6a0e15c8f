/**
 * With the OpenAI-compatible provider, stories become profile suggestions through the model's
 * structured output (not the local rules), each finding with its story; when the model fails, the
 * rules read them and the owner still gets suggestions.
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

const PROPOSE = `mutation { updateProfileFromStories {
  ... on ProfileSuggestionsFound { added { field value storyId } } ... on ValidationError { message } } }`;

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
    // Stories are listed newest first, so story 1 is the second one written; story 9 does not exist.
    expect(data.updateProfileFromStories.added).toEqual([
      { field: 'interests', value: 'sailing', storyId: second },
      { field: 'skills', value: 'compiler optimisation', storyId: first },
      { field: 'achievements', value: 'Shipped a new compiler with their team', storyId: first },
      { field: 'bio', value: 'I sail in summer and write compilers the rest of the year.', storyId: first },
    ]);

    const request = s.ai.judgeRequests.at(-1)!;
    expect(request.response_format).toMatchObject({ type: 'json_schema' });
    expect((request.messages as Array<{ content: string }>)[1]!.content).toMatch(/^Story 1:\n/);
  });

  it('when the model fails, the rules read the stories', async () => {
    s.ai.judgeWith({ status: 500 });
    const { data } = await ada.gql(PROPOSE);
    // The rules find what they know how to read: the thing Ada wrote, and the first sentence as a
    // bio, which already waits for an answer (so it is not suggested twice).
    expect(data.updateProfileFromStories.added).toEqual([
      { field: 'achievements', value: 'Wrote most of the optimiser', storyId: second },
    ]);
    expect(s.ai.judgeRequests.length).toBeGreaterThan(1);
  });
});
