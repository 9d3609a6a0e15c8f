/**
 * How far Profile Pal is with the person's profile (profile/profile-pal.ts), REST: GET
 * chat/profile-pal/progress; and going on to the private chat without it, REST: POST
 * account/onboarding/finish.
 */
import { finishOnboarding, profilePalProgress, type ProfilePalProgress } from '../profile/profile-pal.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';

type Step = ProfilePalProgress['steps'][number];

const StepStatus = builder.enumType('ProfilePalStepStatus', {
  values: ['answered', 'skipped', 'current', 'todo'] as const,
});

const ProfilePalStepRef = builder.objectRef<Step>('ProfilePalStep').implement({
  description: "One of Profile Pal's questions, and where the person is with it.",
  fields: (t) => ({
    field: t.exposeString('field', { description: 'displayName, bio, interests, location or skills' }),
    label: t.exposeString('label'),
    required: t.exposeBoolean('required', {
      description:
        'The profile needs it before the person can start chatting (none does today: every question is optional).',
    }),
    status: t.field({ type: StepStatus, resolve: (s) => s.status }),
  }),
});

const ProfilePalProgressRef = builder.objectRef<ProfilePalProgress>('ProfilePalProgress').implement({
  description:
    "Profile Pal's questions: how many are behind the person (answered, or skipped when not needed), and which is asked now.",
  fields: (t) => ({
    total: t.exposeInt('total'),
    done: t.exposeInt('done'),
    current: t.exposeString('current', { nullable: true, description: 'The field asked now; null when none is left.' }),
    currentQuestion: t.exposeString('currentQuestion', { nullable: true }),
    steps: t.field({ type: [ProfilePalStepRef], resolve: (p) => p.steps }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  profilePalProgress: t.field({
    type: ProfilePalProgressRef,
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => profilePalProgress(ctx.db, user.id, ctx.locale),
  }),
}));

builder.mutationField('finishOnboarding', (t) =>
  t.prismaField({
    type: 'User',
    description:
      'Goes on to the private chat now ("Skip for now", "Start chatting" on /onboarding): the person is onboarded whatever the profile lacks, and Profile Pal\'s questions for the public page can wait. Idempotent.',
    authScopes: { signedIn: true },
    resolve: async (query, _root, _args, ctx) => {
      const viewer = ctx.viewer!;
      await finishOnboarding(ctx.db, viewer.id);
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),
);
