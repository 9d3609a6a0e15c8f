/**
 * The profile as the agents see it, read and written: a snapshot of the owner's User and Profile
 * rows with the onboarding fields still missing (onboarding/profile-steps.ts), and the one write
 * path Profile Pal uses (update_profile), which also marks the user onboarded: an answer is enough,
 * since the private brain needs none (docs/decisions/onboarding-lets-through.md).
 */
import type { Db } from '../db/client.js';
import {
  hasPublicBasics,
  isProfileField,
  PROFILE_STEPS,
  requiredComplete,
  type ProfileField,
  type ProfilePatch,
  type ProfileSnapshot,
  type ProfileUpdateResult,
} from '../onboarding/profile-steps.js';
import { LIST_LIMITS } from './profile-rules.js';
import { itemKey, tidyItem, uniqueItems } from '../words/list-items.js';

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

function missingFields(s: Omit<ProfileSnapshot, 'missing' | 'skipped'>): ProfileField[] {
  const filled: Record<ProfileField, boolean> = {
    displayName: !!s.displayName?.trim(),
    bio: !!s.bio?.trim(),
    interests: s.interests.length > 0,
    location: !!s.location?.trim(),
    skills: s.skills.length > 0,
  };
  return PROFILE_STEPS.map((step) => step.field).filter((f) => !filled[f]);
}

const userWithProfile = (db: Db, userId: string) =>
  db.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true } });

/** The owner's profile (their own fields, private ones included). */
export async function readProfile(db: Db, userId: string): Promise<ProfileSnapshot> {
  return snapshotOf(await userWithProfile(db, userId));
}

function snapshotOf(user: Awaited<ReturnType<typeof userWithProfile>>): ProfileSnapshot {
  const base = {
    username: user.username,
    displayName: user.displayName,
    title: user.profile?.title ?? null,
    bio: user.profile?.bio ?? null,
    interests: stringList(user.profile?.interests),
    location: user.profile?.location ?? null,
    skills: stringList(user.profile?.skills),
    isOnboarded: user.isOnboarded,
  };
  const missing = missingFields(base);
  const skipped = stringList(user.profile?.profilePalSkipped).filter(isProfileField);
  return { ...base, missing, skipped: missing.filter((f) => skipped.includes(f)) };
}

/** Adds what the list lacks: an item already there, whatever its case or spaces, is not added again. */
function mergeList(current: string[], added: string[], max: number): string[] {
  const seen = new Set(current.map(itemKey));
  const fresh = added.map(tidyItem).filter((v) => v && !seen.has(itemKey(v)));
  return [...current, ...uniqueItems(fresh, itemKey)].slice(0, max);
}

const clip = (v: string, max: number) => v.trim().replace(/\s+/g, ' ').slice(0, max);
const TEXT_MAX = { bio: 280, location: 120 } as const;

/** Writes Profile Pal's answers; interests and skills are added to, not replaced. */
export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<ProfileUpdateResult> {
  // One read serves the snapshot and the achievements (not a question, so not in it).
  const row = await userWithProfile(db, userId);
  const before = snapshotOf(row);
  const updated: ProfileField[] = [];
  const profileData: Record<string, unknown> = {};
  for (const field of ['bio', 'interests', 'location', 'skills'] as const) {
    if (field === 'bio' || field === 'location') {
      const text = patch[field];
      if (!text?.trim()) continue;
      profileData[field] = clip(text, TEXT_MAX[field]);
    } else {
      const items = patch[field];
      if (!items?.length) continue;
      profileData[field] = mergeList(
        before[field],
        items.map((v) => clip(v, 60)),
        LIST_LIMITS[field].items,
      );
    }
    updated.push(field);
  }
  let achievements: string[] | undefined;
  if (patch.achievements?.length) {
    const current = stringList(row.profile?.achievements);
    profileData.achievements = mergeList(
      current,
      patch.achievements.map((v) => clip(v, LIST_LIMITS.achievements.chars)),
      LIST_LIMITS.achievements.items,
    );
    achievements = (profileData.achievements as string[]).slice(current.length);
  }
  const displayName = patch.displayName?.trim() ? clip(patch.displayName, 80) : undefined;
  if (displayName) updated.unshift('displayName');

  await db.$transaction(async (tx) => {
    if (displayName) await tx.user.update({ where: { id: userId }, data: { displayName } });
    if (Object.keys(profileData).length > 0) {
      await tx.profile.upsert({
        where: { userId },
        create: { userId, ...profileData },
        update: profileData,
      });
    }
  });
  let profile = await readProfile(db, userId);
  const onboardedNow = !profile.isOnboarded && requiredComplete(profile);
  if (onboardedNow) {
    await markOnboarded(db, userId);
    profile = { ...profile, isOnboarded: true };
  }
  return {
    profile,
    updated,
    ...(achievements?.length ? { achievements } : {}),
    onboarded: profile.isOnboarded,
    onboardedNow,
    publicBasicsNow: !hasPublicBasics(before) && hasPublicBasics(profile),
  };
}

/**
 * Lets the person through to the private chat (idempotent): the route guard then stops sending them
 * to /onboarding. True when this call is the one that did it.
 */
export async function markOnboarded(db: Db, userId: string): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, isOnboarded: false },
    data: { isOnboarded: true },
  });
  return count > 0;
}
