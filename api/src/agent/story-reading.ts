/**
 * A real model reads a person's stories for their profile (the local provider uses the rules of
 * agent/local/story-rules.ts): interests, skills, achievements and a one-line bio, each with the story it
 * came from. Structured output: the answer must fit a zod schema; stories are numbered in the prompt.
 * The scripted test server recognises these requests by their instructions.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import type { StoryFindings } from './contract.js';

export const STORY_INSTRUCTIONS =
  'You read the numbered stories a person wrote about their life and find what belongs on their public ' +
  'profile: interests (short, lower case), skills (short), achievements (one short sentence each, without ' +
  '"I") and a one-line bio in the first person. Only what the stories say; nothing guessed. Answer as JSON: ' +
  '{"interests": [{"value": "…", "story": N}], "skills": [same], "achievements": [same], ' +
  '"bio": {"value": "…", "story": N} or null}.';

const FOUND = z.object({ value: z.string().trim().min(1).max(200), story: z.number().int() });
const FINDINGS = z.object({
  interests: z.array(FOUND).max(30),
  skills: z.array(FOUND).max(30),
  achievements: z.array(FOUND).max(30),
  bio: FOUND.nullable(),
});

/** At most this much of the stories goes to the model. */
const PROMPT_MAX_CHARS = 24_000;

export async function readStoriesWithModel(
  model: LanguageModelV4,
  stories: ReadonlyArray<{ id: string; content: string }>,
  options: { maxRetries: number; signal?: AbortSignal },
): Promise<StoryFindings> {
  const shown: Array<{ id: string; content: string }> = [];
  let size = 0;
  for (const story of stories) {
    if (size + story.content.length > PROMPT_MAX_CHARS && shown.length > 0) break;
    shown.push(story);
    size += story.content.length;
  }
  const { output } = await generateText({
    model,
    instructions: STORY_INSTRUCTIONS,
    prompt: shown.map((s, i) => `Story ${i + 1}:\n${s.content.slice(0, PROMPT_MAX_CHARS)}`).join('\n\n'),
    output: Output.object({ schema: FINDINGS }),
    abortSignal: options.signal,
    maxRetries: options.maxRetries,
  });
  // Each finding keeps the story it names; one that names no story shown is dropped.
  const from = (found: z.infer<typeof FOUND>[]) => {
    const seen = new Set<string>();
    return found.flatMap((f) => {
      const story = shown[f.story - 1];
      if (!story || seen.has(f.value.toLowerCase())) return [];
      seen.add(f.value.toLowerCase());
      return [{ value: f.value, storyId: story.id }];
    });
  };
  const bio =
    output.bio && shown[output.bio.story - 1]
      ? { value: output.bio.value, storyId: shown[output.bio.story - 1]!.id }
      : null;
  return {
    interests: from(output.interests),
    skills: from(output.skills),
    achievements: from(output.achievements),
    bio,
  };
}
