/**
 * Profile Pal's questions (docs/product.md §2, /onboarding) and the profile as onboarding sees it:
 * which fields it asks for, in which order, and which comes next. None is needed before chatting:
 * the private brain works without any (docs/decisions/onboarding-lets-through.md); the name is asked
 * first, and the rest are for the public page and the twin. Definitions and rules only, no I/O: the profile (profile/profile-fields.ts, profile-pal.ts),
 * the chat (chat/thread-kinds.ts) and the agent (agent/prompts.ts, agent/local/) share them.
 */

import type { MessageDescriptor } from '@lingui/core';

export type ProfileField = 'displayName' | 'bio' | 'interests' | 'location' | 'skills';

export interface ProfileStep {
  field: ProfileField;
  /** Needed before chatting (none is today: kept so a later question may be). */
  required: boolean;
  /** For the public page and the twin rather than the private brain. */
  publicPage: boolean;
  /** What Profile Pal asks, in English; also how it recognises the question it asked last. */
  question: string;
  /** The question as a message of the server's catalogs (api/src/words/i18n.ts): in the person's language. */
  ask: MessageDescriptor;
  /** The step's name on the progress bar, in English. */
  label: string;
  /** The same as a message of the server's catalogs. */
  labelled: MessageDescriptor;
  /** What the profile needs, in a sentence ("your profile needs {need}"), in English. */
  need: string;
  /** The same as a message of the server's catalogs. */
  needs: MessageDescriptor;
}

/** How Profile Pal opens: what it does, and that nothing stands before the private chat. */
export const PROFILE_PAL_GREETING_MESSAGE: MessageDescriptor = /*i18n*/ {
  id: 'profile-pal.greeting',
  message:
    "Hi! I'm Profile Pal — I'll help you set up your profile, one question at a time. Every question is optional: you can start chatting with your private brain whenever you like.",
};
export const PROFILE_PAL_GREETING = PROFILE_PAL_GREETING_MESSAGE.message!;

/** Profile Pal's questions, one at a time, in this order. */
export const PROFILE_STEPS: readonly ProfileStep[] = (
  [
    {
      field: 'displayName',
      required: false,
      publicPage: false,
      ask: /*i18n*/ { id: 'profile-pal.ask.name', message: 'What name should I show on your profile?' },
      labelled: /*i18n*/ { id: 'profile-pal.label.name', message: 'Name' },
      needs: /*i18n*/ { id: 'profile-pal.needs.name', message: 'a name' },
    },
    {
      field: 'bio',
      required: false,
      publicPage: true,
      ask: /*i18n*/ { id: 'profile-pal.ask.bio', message: 'How would you describe yourself in one line?' },
      labelled: /*i18n*/ { id: 'profile-pal.label.bio', message: 'About you' },
      needs: /*i18n*/ { id: 'profile-pal.needs.bio', message: 'a line about you' },
    },
    {
      field: 'interests',
      required: false,
      publicPage: true,
      ask: /*i18n*/ {
        id: 'profile-pal.ask.interests',
        message: 'What are you interested in? A few things separated by commas is perfect.',
      },
      labelled: /*i18n*/ { id: 'profile-pal.label.interests', message: 'Interests' },
      needs: /*i18n*/ { id: 'profile-pal.needs.interests', message: 'an interest or two' },
    },
    {
      field: 'location',
      required: false,
      publicPage: true,
      ask: /*i18n*/ { id: 'profile-pal.ask.location', message: 'Where are you based?' },
      labelled: /*i18n*/ { id: 'profile-pal.label.location', message: 'Location' },
      needs: /*i18n*/ { id: 'profile-pal.needs.location', message: 'where you are based' },
    },
    {
      field: 'skills',
      required: false,
      publicPage: true,
      ask: /*i18n*/ { id: 'profile-pal.ask.skills', message: 'What are you good at? List a few skills.' },
      labelled: /*i18n*/ { id: 'profile-pal.label.skills', message: 'Skills' },
      needs: /*i18n*/ { id: 'profile-pal.needs.skills', message: 'a few skills' },
    },
  ] satisfies Omit<ProfileStep, 'question' | 'need' | 'label'>[]
).map((step) => ({ ...step, question: step.ask.message, need: step.needs.message, label: step.labelled.message }));

export const isProfileField = (value: unknown): value is ProfileField => PROFILE_STEPS.some((s) => s.field === value);

export interface ProfileSnapshot {
  username: string;
  displayName: string | null;
  title: string | null;
  bio: string | null;
  interests: string[];
  location: string | null;
  skills: string[];
  isOnboarded: boolean;
  /** Onboarding fields still empty, in question order. */
  missing: ProfileField[];
  /** Of those, the ones the person skipped (Profile Pal asks the others first). */
  skipped: ProfileField[];
}

export interface ProfilePatch {
  displayName?: string;
  bio?: string;
  interests?: string[];
  location?: string;
  skills?: string[];
  /** Added to the profile's achievements (not an onboarding question: said in passing). */
  achievements?: string[];
}

export interface ProfileUpdateResult {
  profile: ProfileSnapshot;
  updated: ProfileField[];
  /** The achievements this update added. */
  achievements?: string[];
  onboarded: boolean;
  /** True when this update completed onboarding. */
  onboardedNow: boolean;
  /** True when this update gave the public page its name, line and interests (all three now). */
  publicBasicsNow: boolean;
}

/** What skipping a question did (profile/profile-pal.ts skipQuestion). */
export interface SkipResult {
  profile: ProfileSnapshot;
  /** True when this skip let the person through to the private chat. */
  onboardedNow: boolean;
}

/** What a public page needs to say who someone is: a name, a line about them and an interest. */
export const PUBLIC_BASICS: readonly ProfileField[] = ['displayName', 'bio', 'interests'];

export const hasPublicBasics = (snapshot: Pick<ProfileSnapshot, 'missing'>): boolean =>
  PUBLIC_BASICS.every((field) => !snapshot.missing.includes(field));

export function requiredComplete(snapshot: ProfileSnapshot): boolean {
  return PROFILE_STEPS.every((step) => !step.required || !snapshot.missing.includes(step.field));
}

/**
 * The question to ask next: the first empty field the person did not skip (required ones first),
 * else a required one they skipped; null when nothing is left to ask.
 */
export function nextField(profile: Pick<ProfileSnapshot, 'missing' | 'skipped'>): ProfileField | null {
  const open = (required: boolean) =>
    PROFILE_STEPS.find(
      (s) => s.required === required && profile.missing.includes(s.field) && !profile.skipped.includes(s.field),
    );
  const needed = PROFILE_STEPS.find((s) => s.required && profile.missing.includes(s.field));
  return (open(true) ?? open(false) ?? needed)?.field ?? null;
}
