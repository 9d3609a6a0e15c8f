/**
 * The local provider's reading of a person's stories for their profile (profile/stories.ts asks;
 * a real model reads them in agent/story-reading.ts). Sentence by sentence and clause by clause,
 * with the rules Profile Pal reads answers with: "I love typography and I bake sourdough every
 * weekend" suggests the interests "typography" and "baking sourdough"; "I won the 2024 Lisbon
 * Design Award, and I mentor junior designers" the achievement "Won the 2024 Lisbon Design
 * Award"; "I built Cragmap, an app used by 200k climbers" one achievement, not a list.
 */
import { itemKey } from '../../words/list-items.js';
import type { StoryFindings } from '../contract.js';
import { clausesOf, habitOf } from './interest-clauses.js';
import { readProfileStatement } from './profile-statements.js';
import { sentencesOf } from './sentence-kinds.js';

type Field = 'interests' | 'skills' | 'achievements';

/** Reads the stories (deterministic: the same stories give the same findings). */
export function readStoriesByRules(stories: ReadonlyArray<{ id: string; content: string }>): StoryFindings {
  const found: Record<Field, Array<{ value: string; storyId: string }>> = {
    interests: [],
    skills: [],
    achievements: [],
  };
  // Said twice (in any case or spacing), suggested once: the profile's own rule for the same item.
  const add = (field: Field, value: string, storyId: string) => {
    const key = itemKey(value);
    if (key && !found[field].some((f) => itemKey(f.value) === key)) found[field].push({ value, storyId });
  };
  for (const story of stories) {
    for (const sentence of sentencesOf(story.content)) {
      const told = readProfileStatement(sentence);
      for (const field of ['interests', 'skills', 'achievements'] as const) {
        for (const value of told?.[field] ?? []) add(field, value, story.id);
      }
      // What the person does regularly ("I bake sourdough every weekend"): an interest.
      for (const clause of clausesOf(sentence)) {
        const habit = habitOf(clause);
        if (habit) add('interests', habit, story.id);
      }
    }
  }
  const first = stories[0];
  const sentence = first ? sentencesOf(first.content)[0]?.trim() : undefined;
  const bio = sentence && sentence.length <= 200 ? { value: sentence, storyId: first!.id } : null;
  return { ...found, bio };
}
