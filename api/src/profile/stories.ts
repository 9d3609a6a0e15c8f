/**
 * Stories the owner writes about their life, and profile updates proposed
 * from them: interests, skills, achievements and a bio, each with the story
 * it came from (provenance). The owner accepts or rejects a proposal.
 */
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { notify, type NotificationDeps } from '../notifications/notifications.js';
import { loadProfile, updateProfile } from './profiles.js';

const storyInput = z.object({
  title: z.string().trim().max(200, 'title cannot be more than 200 characters').nullish(),
  content: z
    .string({ error: 'A story needs some text' })
    .trim()
    .min(1, 'A story needs some text')
    .max(20_000, 'A story cannot be more than 20,000 characters'),
});

export async function createStory(db: Db, userId: string, raw: unknown) {
  const input = parseInput(storyInput, raw);
  return db.story.create({ data: { userId, title: input.title || null, content: input.content } });
}

export async function updateStory(db: Db, userId: string, id: string, raw: unknown) {
  const input = parseInput(storyInput, raw);
  const { count } = await db.story.updateMany({
    where: { id, userId },
    data: { title: input.title || null, content: input.content },
  });
  if (count === 0) throw new NotFoundError('Story not found');
  return db.story.findUniqueOrThrow({ where: { id } });
}

export async function deleteStory(db: Db, userId: string, id: string) {
  const { count } = await db.story.deleteMany({ where: { id, userId } });
  if (count === 0) throw new NotFoundError('Story not found');
}

export const listStories = (db: Db, userId: string) =>
  db.story.findMany({ where: { userId }, orderBy: { updatedAt: 'desc' }, take: 200 });

interface Found {
  value: string;
  storyId: string;
}

/** What stories say for the profile, each with the story it came from. */
export interface StoryFindings {
  interests: Found[];
  skills: Found[];
  achievements: Found[];
  bio: Found | null;
}

/** Who reads the stories: the rules below (the local provider), or a model (agent/story-reading.ts). */
export type StoryReader = (stories: ReadonlyArray<{ id: string; content: string }>) => Promise<StoryFindings>;

const PATTERNS: Array<[field: 'interests' | 'skills' | 'achievements', RegExp]> = [
  ['interests', /\bI (?:really )?(?:love|enjoy|like|am passionate about|am into)\s+([^.!?\n]{2,60})/gi],
  [
    'skills',
    /\bI(?:'m| am) (?:good at|skilled (?:at|in)|an expert (?:at|in)|experienced (?:at|in|with))\s+([^.!?\n]{2,60})/gi,
  ],
  ['skills', /\bI (?:know how to|can)\s+([^.!?\n]{2,60})/gi],
  [
    'achievements',
    /\bI (?:won|finished|completed|built|founded|published|ran|climbed|graduated from|launched)\s+([^.!?\n]{2,80})/gi,
  ],
];

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/[,;:]+$/, '')
    .trim();

/** Reads the stories for profile facts (deterministic: the same stories give the same proposal). */
export function extractFromStories(stories: ReadonlyArray<{ id: string; content: string }>): StoryFindings {
  const found: Record<'interests' | 'skills' | 'achievements', Found[]> = {
    interests: [],
    skills: [],
    achievements: [],
  };
  for (const story of stories) {
    for (const [field, pattern] of PATTERNS) {
      for (const match of story.content.matchAll(pattern)) {
        const full = field === 'achievements' ? clean(match[0].replace(/^I /i, '')) : clean(match[1]!);
        const value = field === 'achievements' ? full.charAt(0).toUpperCase() + full.slice(1) : full.toLowerCase();
        if (!found[field].some((f) => f.value === value)) found[field].push({ value, storyId: story.id });
      }
    }
  }
  const first = stories[0];
  const sentence = first?.content.split(/(?<=[.!?])\s/)[0]?.trim();
  const bio = sentence && sentence.length <= 200 ? { value: sentence, storyId: first!.id } : null;
  return { ...found, bio };
}

/**
 * Runs over the owner's stories and records what it would add to the profile, for the owner to accept.
 * `read`: the provider's reader; when it fails, the rules read.
 */
export async function proposeFromStories(
  deps: NotificationDeps & { logger?: { warn(o: object, m: string): void } },
  userId: string,
  read?: StoryReader,
) {
  const stories = await listStories(deps.db, userId);
  if (stories.length === 0) throw ValidationError.of('stories', 'Write a story first');
  const profile = await loadProfile(deps.db, userId);
  const has = (field: 'interests' | 'skills' | 'achievements') =>
    new Set((Array.isArray(profile[field]) ? (profile[field] as string[]) : []).map((v) => v.toLowerCase()));
  const extracted = read
    ? await read(stories).catch((error: unknown) => {
        deps.logger?.warn({ err: error }, 'reading stories with the model failed: the rules read them');
        return extractFromStories(stories);
      })
    : extractFromStories(stories);
  const changes: Record<string, unknown> = {};
  for (const field of ['interests', 'skills', 'achievements'] as const) {
    const fresh = extracted[field].filter((f) => !has(field).has(f.value.toLowerCase()));
    if (fresh.length)
      changes[field] = {
        add: fresh.map((f) => f.value),
        provenance: fresh.map((f) => ({ value: f.value, story_id: f.storyId })),
      };
  }
  if (!profile.bio && extracted.bio)
    changes.bio = { to: extracted.bio.value, provenance: [{ story_id: extracted.bio.storyId }] };
  const proposal = await deps.db.profileProposal.create({
    data: { userId, source: 'stories', changes: changes as object },
  });
  if (Object.keys(changes).length > 0) {
    await notify(deps, userId, {
      type: 'update',
      channel: 'profile',
      title: 'Your stories suggest profile updates',
      summary: `Review ${Object.keys(changes).join(', ')} proposed from your stories.`,
      actionUrl: '/story',
    });
  }
  return proposal;
}

export async function decideProposal(db: Db, userId: string, id: string, accept: boolean) {
  const proposal = await db.profileProposal.findFirst({ where: { id, userId } });
  if (!proposal) throw new NotFoundError('Proposal not found');
  if (proposal.status !== 'pending') throw ValidationError.of('id', 'This proposal was already decided');
  if (accept) {
    const profile = await loadProfile(db, userId);
    const changes = proposal.changes as Record<string, { add?: string[]; to?: string }>;
    const merged = (field: 'interests' | 'skills' | 'achievements') => {
      const current = Array.isArray(profile[field]) ? (profile[field] as string[]) : [];
      return [...current, ...(changes[field]?.add ?? [])].slice(0, 50);
    };
    await updateProfile(db, userId, {
      ...(changes.interests ? { interests: merged('interests') } : {}),
      ...(changes.skills ? { skills: merged('skills') } : {}),
      ...(changes.achievements ? { achievements: merged('achievements') } : {}),
      ...(changes.bio?.to ? { bio: changes.bio.to } : {}),
    });
  }
  return db.profileProposal.update({
    where: { id },
    data: { status: accept ? 'accepted' : 'rejected', decidedAt: new Date() },
  });
}

/** Profile changes proposed from the owner's stories, waiting for them, newest first. */
export const pendingProposals = (db: Db, userId: string) =>
  db.profileProposal.findMany({ where: { userId, status: 'pending' }, orderBy: { createdAt: 'desc' } });
