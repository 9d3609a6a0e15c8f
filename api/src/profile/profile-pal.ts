/**
 * Profile Pal's way through the profile (docs/product.md §2, /onboarding): which question comes
 * next, what skipping one does, and how far along the person is. Skipped questions are kept
 * (Profile.profilePalSkipped) and left out (a required one would come back once the others are
 * asked; none is required today). An answer or a skip lets the person through to the private chat,
 * and so does saying so without either (finishOnboarding: docs/decisions/onboarding-lets-through.md).
 */
import {
  nextField,
  PROFILE_STEPS,
  requiredComplete,
  type ProfileField,
  type ProfileSnapshot,
  type SkipResult,
} from '../onboarding/profile-steps.js';
import { markOnboarded, readProfile } from './profile-fields.js';
import type { Db } from '../db/client.js';
import type { Locale } from '../../../common/locales.js';
import { i18nFor, type I18n } from '../words/i18n.js';

export type ProfilePalStepStatus = 'answered' | 'skipped' | 'current' | 'todo';

export interface ProfilePalProgress {
  /** How many questions there are. */
  total: number;
  /** How many are behind the person: answered, or skipped and not needed. */
  done: number;
  /** The question Profile Pal asks now; null when none is left. */
  current: ProfileField | null;
  /** Its words (null with it). */
  currentQuestion: string | null;
  steps: { field: ProfileField; label: string; required: boolean; status: ProfilePalStepStatus }[];
}

/** `i18n`: the language of the steps' labels and the question (the asker's; English by default). */
export function progressOf(profile: ProfileSnapshot, i18n: I18n = i18nFor('en')): ProfilePalProgress {
  const current = nextField(profile);
  const currentStep = PROFILE_STEPS.find((s) => s.field === current);
  const statusOf = (field: ProfileField): ProfilePalStepStatus => {
    if (!profile.missing.includes(field)) return 'answered';
    if (field === current) return 'current';
    return profile.skipped.includes(field) ? 'skipped' : 'todo';
  };
  const steps = PROFILE_STEPS.map((s) => ({
    field: s.field,
    label: i18n._(s.labelled),
    required: s.required,
    status: statusOf(s.field),
  }));
  return {
    total: steps.length,
    done: steps.filter((s) => s.status === 'answered' || (s.status === 'skipped' && !s.required)).length,
    current,
    currentQuestion: currentStep ? i18n._(currentStep.ask) : null,
    steps,
  };
}

/** How far the person is (GraphQL `User.profilePalProgress`, REST `GET chat/profile-pal/progress`). */
export async function profilePalProgress(db: Db, userId: string, locale: Locale = 'en'): Promise<ProfilePalProgress> {
  return progressOf(await readProfile(db, userId), i18nFor(locale));
}

/** Leaves a question out for now (a field that has an answer stays as it is). */
export async function skipQuestion(db: Db, userId: string, field: ProfileField): Promise<SkipResult> {
  let profile = await readProfile(db, userId);
  if (profile.missing.includes(field)) {
    const skipped = PROFILE_STEPS.map((s) => s.field).filter((f) => f === field || profile.skipped.includes(f));
    await db.profile.upsert({
      where: { userId },
      create: { userId, profilePalSkipped: skipped },
      update: { profilePalSkipped: skipped },
    });
    profile = { ...profile, skipped };
  }
  const onboardedNow = !profile.isOnboarded && requiredComplete(profile) && (await markOnboarded(db, userId));
  return { profile: onboardedNow ? { ...profile, isOnboarded: true } : profile, onboardedNow };
}

/**
 * "Skip for now" / "Start chatting" on /onboarding (GraphQL `finishOnboarding`, REST
 * `POST account/onboarding/finish`): the person goes on to the private chat with whatever the
 * profile has, whatever it lacks; Profile Pal stays in the sidebar for the public page.
 */
export async function finishOnboarding(db: Db, userId: string): Promise<void> {
  await markOnboarded(db, userId);
}
