/** Profile Pal's write tools: fills the owner's profile from their answers, and skips a question. */
import { tool } from 'ai';
import { z } from 'zod';
import { PROFILE_STEPS, type ProfileField } from '../../onboarding/profile-steps.js';
import type { ToolContext } from './tool-context.js';
import { said } from '../../words/said.js';

// Input schemas are built once per process (zod compiles each on first use), not per turn.
const UPDATE_PROFILE_INPUT = z.object({
  displayName: z.string().min(1).max(80).optional(),
  bio: z.string().min(1).max(280).optional(),
  interests: z.array(z.string().min(1).max(60)).max(20).optional(),
  location: z.string().min(1).max(120).optional(),
  skills: z.array(z.string().min(1).max(60)).max(20).optional(),
  achievements: z.array(z.string().min(1).max(200)).max(10).optional(),
});
const SKIP_INPUT = z.object({
  field: z.enum(PROFILE_STEPS.map((s) => s.field) as [ProfileField, ...ProfileField[]]),
});

export function updateProfileTool({ deps, turn }: ToolContext) {
  return tool({
    description:
      "Write the user's answers into their profile. Interests, skills and achievements are added to the existing lists. " +
      'Any answer lets the user through to their private chat (none is needed for it).',
    inputSchema: UPDATE_PROFILE_INPUT,
    execute: async (patch) => {
      const result = await deps.profile.update(turn.ownerId, patch);
      if (result.publicBasicsNow) {
        await deps.notifyOwner?.(turn.ownerId, {
          title: said(
            /*i18n*/ { id: 'notice.profile-pal.finished.title', message: 'Profile Pal finished your profile' },
          ),
          summary: said(
            /*i18n*/ {
              id: 'notice.profile-pal.finished.summary',
              message:
                'Your name, bio and interests are set. Make your profile public when you want your twin to answer visitors.',
            },
          ),
          actionUrl: '/twin',
        });
      }
      return result;
    },
  });
}

/** The user would rather not answer a question now: it is left out, and they may start chatting. */
export function skipQuestionTool({ deps, turn }: ToolContext) {
  return tool({
    description:
      'Skip the question about this field because the user does not want to answer it now. ' +
      'Returns the profile, with the fields still missing and the ones skipped, and whether the user may now start chatting.',
    inputSchema: SKIP_INPUT,
    execute: async ({ field }) => ({ skipped: field, ...(await deps.profile.skip(turn.ownerId, field)) }),
  });
}
