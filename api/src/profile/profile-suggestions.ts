/**
 * What the agents infer for the profile (an interest, a skill, an achievement, a bio), suggested
 * item by item: the owner accepts (perhaps edited) or dismisses each one (docs/product.md §3,
 * "Profile suggestions"). A value is never suggested twice for a field, whatever its case or
 * spaces: not when the profile has it, not within one run, not when it was suggested before
 * (waiting, accepted or dismissed). The owner may switch suggestions off (autoCuration).
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { ProfileSuggestion } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { LIST_LIMITS, PROFILE_FIELD_NAMES, profileUpdate } from './profile-rules.js';
import { said } from '../words/said.js';
import { itemKey, tidyItem } from '../words/list-items.js';
import { loadProfile, toProfileRecord, updateProfile, type ProfileRow } from './profiles.js';
import type { ProfileDeps } from './profile-pictures.js';
import { SUGGESTION_NOT_FOUND } from '../errors/shared-sentences.js';

export const SUGGESTION_FIELDS = ['interests', 'skills', 'achievements', 'bio'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
export type SuggestionSource = 'stories' | 'profile_pal' | 'import';

/** At most this many wait for the owner at once; more are not recorded until some are decided. */
export const SUGGESTIONS_PENDING_MAX = 100;
const BIO_MAX = 2000;

export interface Suggested {
  field: SuggestionField;
  value: string;
  /** The story it came from. */
  storyId?: string | null;
}

export type SuggestionRecord = ProfileSuggestion & { storyTitle: string | null };

const maxChars = (field: SuggestionField) => (field === 'bio' ? BIO_MAX : LIST_LIMITS[field].chars);

const ALREADY_DECIDED = said(
  /*i18n*/ {
    id: 'error.profile.suggestion-decided',
    message: 'This suggestion was already accepted or dismissed',
  },
);

/** Each field as a sentence about a suggestion names it. */
const SUGGESTION_FIELD_NAMES: Record<SuggestionField, string> = {
  interests: PROFILE_FIELD_NAMES.interests,
  skills: PROFILE_FIELD_NAMES.skills,
  achievements: PROFILE_FIELD_NAMES.achievements,
  bio: said(/*i18n*/ { id: 'error.profile.field-suggested-bio', message: 'bio' }),
};

/** Whether the owner lets stories and imports suggest (on unless they switched it off). */
export async function curationOn(db: Db, userId: string): Promise<boolean> {
  const row = await db.profile.findUnique({ where: { userId }, select: { autoCuration: true } });
  return row?.autoCuration ?? true;
}

/**
 * Records what is new among `items` as waiting suggestions and returns them (none when the owner
 * switched suggestions off). Two runs that find the same things record them once: the second
 * finds every key taken (the unique index settles two runs at the same moment).
 */
export async function suggestItems(
  db: Db,
  userId: string,
  source: SuggestionSource,
  items: readonly Suggested[],
): Promise<ProfileSuggestion[]> {
  const profile = await loadProfile(db, userId);
  if (!profile.autoCuration) return [];
  const record = toProfileRecord(profile, '');
  const taken = new Set<string>();
  for (const field of ['interests', 'skills', 'achievements'] as const)
    for (const value of record[field]) taken.add(`${field}:${itemKey(value)}`);
  const fresh = items
    .map((item) => ({ ...item, value: tidyItem(item.value) }))
    .filter((item) => item.value && item.value.length <= maxChars(item.field))
    .filter((item) => item.field !== 'bio' || !record.bio)
    .filter((item) => {
      const key = `${item.field}:${itemKey(item.value)}`;
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    });
  if (fresh.length === 0) return [];
  const before = await db.profileSuggestion.findMany({
    where: { userId, OR: fresh.map((item) => ({ field: item.field, key: itemKey(item.value) })) },
    select: { field: true, key: true },
  });
  const seen = new Set(before.map((s) => `${s.field}:${s.key}`));
  const waiting = await db.profileSuggestion.findMany({
    where: { userId, status: 'pending' },
    select: { field: true },
  });
  // The stories named, read once: a story of someone else's is not linked.
  const storyIds = [...new Set(fresh.flatMap((item) => (item.storyId ? [item.storyId] : [])))];
  const ownStories = storyIds.length
    ? new Set(
        (await db.story.findMany({ where: { id: { in: storyIds }, userId }, select: { id: true } })).map((s) => s.id),
      )
    : new Set<string>();
  let room = SUGGESTIONS_PENDING_MAX - waiting.length;
  // One bio waits at a time: the owner has one.
  let bioWaits = waiting.some((s) => s.field === 'bio');
  const created: ProfileSuggestion[] = [];
  for (const item of fresh) {
    const key = itemKey(item.value);
    if (room <= 0) break;
    if (seen.has(`${item.field}:${key}`) || (item.field === 'bio' && bioWaits)) continue;
    const storyId = item.storyId && ownStories.has(item.storyId) ? item.storyId : null;
    try {
      created.push(
        await db.profileSuggestion.create({
          data: { userId, field: item.field, value: item.value, key, source, storyId },
        }),
      );
      room--;
      if (item.field === 'bio') bioWaits = true;
    } catch (error) {
      // Another run recorded the same suggestion a moment ago: it is there once.
      if ((error as { code?: string }).code !== 'P2002') throw error;
    }
  }
  return created;
}

/** The suggestions waiting for the owner, oldest first (the order they were found in); or those of `ids`. */
export async function pendingSuggestions(db: Db, userId: string, ids?: readonly string[]): Promise<SuggestionRecord[]> {
  const rows = await db.profileSuggestion.findMany({
    where: { userId, status: 'pending', ...(ids ? { id: { in: [...ids] } } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: SUGGESTIONS_PENDING_MAX,
    include: { story: { select: { title: true } } },
  });
  return rows.map(({ story, ...row }) => ({ ...row, storyTitle: story?.title ?? null }));
}

async function waitingOne(db: Db, userId: string, id: string): Promise<ProfileSuggestion> {
  const row = await db.profileSuggestion.findFirst({ where: { id, userId } });
  if (!row) throw new NotFoundError(SUGGESTION_NOT_FOUND);
  if (row.status !== 'pending') throw ValidationError.of('id', ALREADY_DECIDED);
  return row;
}

/** Takes the suggestion out of the waiting ones; false when another request decided it first. */
async function decide(db: Db, id: string, status: 'accepted' | 'dismissed'): Promise<boolean> {
  const { count } = await db.profileSuggestion.updateMany({
    where: { id, status: 'pending' },
    data: { status, decidedAt: new Date() },
  });
  return count === 1;
}

/** What accepting a suggestion may carry: the owner's edit of it (none: as suggested). */
export const suggestionEdit = z.object({ value: z.string({ error: 'value must be text' }).nullish() });
export type SuggestionEdit = z.output<typeof suggestionEdit>;

/**
 * Adds the suggestion to the profile (as `value` when the owner edited it), unless the profile
 * has it already; a bio replaces the bio, and other waiting bios go. Bad input (an edit too long,
 * a full list) changes nothing.
 */
export async function acceptSuggestion(
  deps: ProfileDeps,
  userId: string,
  id: string,
  edited?: SuggestionEdit['value'],
): Promise<{ suggestion: ProfileSuggestion; profile: ProfileRow }> {
  const { db } = deps;
  const row = await waitingOne(db, userId, id);
  const field = row.field as SuggestionField;
  const value = tidyItem(edited ?? row.value);
  if (!value)
    throw ValidationError.of(
      'value',
      said(/*i18n*/ { id: 'error.profile.suggestion-empty', message: 'Write the item, or dismiss the suggestion' }),
    );
  if (value.length > maxChars(field))
    throw ValidationError.of(
      'value',
      said(
        /*i18n*/ { id: 'error.profile.suggestion-too-long', message: '{name} can be at most {max} characters' },
        {
          name: SUGGESTION_FIELD_NAMES[field],
          max: maxChars(field),
        },
      ),
    );
  const record = toProfileRecord(await loadProfile(db, userId), '');
  let patch: Record<string, unknown> = {};
  if (field === 'bio') patch = { bio: value };
  else if (!record[field].some((v) => itemKey(v) === itemKey(value))) patch = { [field]: [...record[field], value] };
  // The rules first, so that a refusal changes nothing (the list's count, mostly).
  const change = Object.keys(patch).length ? parseInput(profileUpdate, patch) : null;
  if (!(await decide(db, id, 'accepted'))) throw ValidationError.of('id', ALREADY_DECIDED);
  try {
    const profile = change ? await updateProfile(deps, userId, change) : await loadProfile(db, userId);
    if (field === 'bio')
      await db.profileSuggestion.updateMany({
        where: { userId, field: 'bio', status: 'pending' },
        data: { status: 'dismissed', decidedAt: new Date() },
      });
    return { suggestion: { ...row, value, status: 'accepted' }, profile };
  } catch (error) {
    await db.profileSuggestion.update({ where: { id }, data: { status: 'pending', decidedAt: null } });
    throw error;
  }
}

/** Lets the suggestion go: it is not suggested again. The profile stays as it is. */
export async function dismissSuggestion(
  db: Db,
  userId: string,
  id: string,
): Promise<{ suggestion: ProfileSuggestion; profile: ProfileRow }> {
  const row = await waitingOne(db, userId, id);
  if (!(await decide(db, id, 'dismissed'))) throw ValidationError.of('id', ALREADY_DECIDED);
  return { suggestion: { ...row, status: 'dismissed' }, profile: await loadProfile(db, userId) };
}
