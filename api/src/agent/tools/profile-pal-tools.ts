/** Profile Pal's write tool: fills the owner's profile from their answers. */
import { tool } from 'ai';
import { z } from 'zod';
import { updateProfile } from './profile-fields.js';
import type { ToolContext } from './tool-context.js';

// Input schemas are built once per process (zod compiles each on first use), not per turn.
const UPDATE_PROFILE_INPUT = z.object({
  displayName: z.string().min(1).max(80).optional(),
  bio: z.string().min(1).max(280).optional(),
  interests: z.array(z.string().min(1).max(60)).max(20).optional(),
  location: z.string().min(1).max(120).optional(),
  skills: z.array(z.string().min(1).max(60)).max(20).optional(),
});

export function updateProfileTool({ deps, turn }: ToolContext) {
  return tool({
    description:
      "Write the user's answers into their profile. Interests and skills are added to the existing lists. " +
      'The user is marked onboarded once the profile has a name, a one-line bio and an interest.',
    inputSchema: UPDATE_PROFILE_INPUT,
    execute: async (patch) => {
      const result = await updateProfile(deps.db, turn.ownerId, patch);
      if (result.onboardedNow) {
        await deps.notifyOwner?.(turn.ownerId, {
          title: 'Profile Pal finished your profile',
          summary:
            'Your name, bio and interests are set. Make your profile public when you want your twin to answer visitors.',
          actionUrl: '/twin',
        });
      }
      return result;
    },
  });
}
