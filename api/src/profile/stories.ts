/**
 * Stories the owner writes about their life, and the profile items suggested
 * from them: interests, skills, achievements and a bio, each with the story
 * it came from. The owner accepts, edits or dismisses each (profile-suggestions.ts).
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { notify, type NotificationDeps } from '../notifications/notifications.js';
import {
  curationOn,
  pendingSuggestions,
  suggestItems,
  type Suggested,
  type SuggestionRecord,
} from './profile-suggestions.js';
import type { StoryReader } from '../agent/contract.js';
import { MESSAGES } from '../auth/rules.js';
import { said } from '../words/said.js';

const STORY_NEEDS_TEXT = said(/*i18n*/ { id: 'error.profile.story-needs-text', message: 'A story needs some text' });
const STORY_NOT_FOUND = said(/*i18n*/ { id: 'error.profile.story-not-found', message: 'Story not found' });

/** A story as its owner writes it (a new one, or all of one edited). */
export const storyInput = z.object({
  title: z
    .string()
    .trim()
    .max(200, MESSAGES.fieldTooLong(said(/*i18n*/ { id: 'error.profile.field-story-title', message: 'title' }), 200))
    .nullish(),
  content: z
    .string({ error: STORY_NEEDS_TEXT })
    .trim()
    .min(1, STORY_NEEDS_TEXT)
    .max(
      20_000,
      said(/*i18n*/ { id: 'error.profile.story-too-long', message: 'A story cannot be more than 20,000 characters' }),
    ),
});
export type StoryInput = z.output<typeof storyInput>;

export async function createStory(db: Db, userId: string, input: StoryInput) {
  return db.story.create({ data: { userId, title: input.title || null, content: input.content } });
}

export async function updateStory(db: Db, userId: string, id: string, input: StoryInput) {
  const { count } = await db.story.updateMany({
    where: { id, userId },
    data: { title: input.title || null, content: input.content },
  });
  if (count === 0) throw new NotFoundError(STORY_NOT_FOUND);
  return db.story.findUniqueOrThrow({ where: { id } });
}

export async function deleteStory(db: Db, userId: string, id: string) {
  const { count } = await db.story.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError(STORY_NOT_FOUND);
}

export const listStories = (db: Db, userId: string) =>
  db.story.findMany({ where: { userId }, orderBy: { updatedAt: 'desc' }, take: 200 });

/**
 * Reads the owner's stories and suggests, item by item, what the profile does not have yet
 * (profile-suggestions.ts): nothing changes until the owner accepts. `read`: the agent runtime's
 * reader (a model's, or the offline rules: agent/contract.ts StoryReader). With suggestions switched
 * off, nothing is read or suggested.
 */
export async function proposeFromStories(
  deps: NotificationDeps,
  userId: string,
  read: StoryReader,
): Promise<{ added: SuggestionRecord[]; autoCuration: boolean }> {
  const stories = await listStories(deps.db, userId);
  if (stories.length === 0)
    throw ValidationError.of(
      'stories',
      said(/*i18n*/ { id: 'error.profile.no-stories', message: 'Write a story first' }),
    );
  if (!(await curationOn(deps.db, userId))) return { added: [], autoCuration: false };
  const extracted = await read(stories);
  const items: Suggested[] = [
    ...(['interests', 'skills', 'achievements'] as const).flatMap((field) =>
      extracted[field].map((f) => ({ field, value: f.value, storyId: f.storyId })),
    ),
    ...(extracted.bio ? [{ field: 'bio' as const, value: extracted.bio.value, storyId: extracted.bio.storyId }] : []),
  ];
  const added = await suggestItems(deps.db, userId, 'stories', items);
  // Only something new is news: a second run over the same stories adds nothing and says nothing.
  if (added.length > 0) {
    await notify(deps, userId, {
      type: 'update',
      channel: 'profile',
      title: said(/*i18n*/ { id: 'notice.stories.title', message: 'Your stories suggest profile updates' }),
      // A sentence for one and one for many: a plural cannot be found again from its English (words/say-in.ts).
      summary:
        added.length === 1
          ? said(
              /*i18n*/ {
                id: 'notice.stories.summary-one',
                message: 'One suggestion for your profile: accept, edit or dismiss it.',
              },
            )
          : said(
              /*i18n*/ {
                id: 'notice.stories.summary',
                message: '{count} suggestions for your profile: accept, edit or dismiss each.',
              },
              { count: added.length.toLocaleString('en-US') },
            ),
      actionUrl: '/story',
    });
  }
  return {
    added: await pendingSuggestions(
      deps.db,
      userId,
      added.map((s) => s.id),
    ),
    autoCuration: true,
  };
}
