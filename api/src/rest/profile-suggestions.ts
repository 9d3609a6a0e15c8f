/** REST /api/v1/profile: suggestions for the profile (docs/product.md §3), thin over api/src/profile/profile-suggestions.ts. */
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import { profileJson } from '../profile/profile-json.js';
import { toProfileRecord } from '../profile/profiles.js';
import { proposeFromStories } from '../profile/stories.js';
import {
  acceptSuggestion,
  dismissSuggestion,
  pendingSuggestions,
  suggestionEdit,
  type SuggestionRecord,
} from '../profile/profile-suggestions.js';
import { z } from 'zod';
import { isoTime } from '../limits/dates.js';
import { ProfileJson } from '../profile/profile-json.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

export const profileSuggestionRoutes = restRouter();
const describe = describer('Profile');

const SuggestionJson = z
  .object({
    id: z.string(),
    field: z.string().meta({ description: 'interests, skills, achievements or bio.' }),
    value: z.string(),
    source: z.string().meta({ description: 'stories, profile_pal or import.' }),
    story_id: z.string().nullable(),
    story_title: z.string().nullable(),
    created_at: isoTime,
  })
  .meta({ id: 'ProfileSuggestion' });

const suggestionJson = (s: SuggestionRecord): z.output<typeof SuggestionJson> => ({
  id: s.id,
  field: s.field,
  value: s.value,
  source: s.source,
  story_id: s.storyId,
  story_title: s.storyTitle,
  created_at: s.createdAt.toISOString(),
});

profileSuggestionRoutes.get(
  '/suggestions',
  describe({
    summary: 'Suggestions for your profile that wait',
    access: 'signedIn',
    responses: { 200: z.object({ suggestions: z.array(SuggestionJson) }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json({ suggestions: (await pendingSuggestions(ctx.db, viewer.id)).map(suggestionJson) });
  },
);

profileSuggestionRoutes.post(
  '/suggestions/:id/accept',
  describe({
    summary: 'Add a suggestion to your profile',
    description: 'As `value` when you edited it; one already accepted or dismissed is 400.',
    access: 'signedIn',
    body: suggestionEdit,
    responses: { 200: z.object({ suggestion_id: z.string(), profile: ProfileJson }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const { value } = parseInput(suggestionEdit, await readJsonObject(c));
    const { profile } = await acceptSuggestion(ctx.services.uploads, viewer.id, c.req.param('id'), value);
    return c.json({
      suggestion_id: c.req.param('id'),
      profile: profileJson(toProfileRecord(profile, ctx.config.publicUrl)),
    });
  },
);

profileSuggestionRoutes.post(
  '/suggestions/:id/dismiss',
  describe({
    summary: 'Dismiss a suggestion',
    description: 'One already accepted or dismissed is 400.',
    access: 'signedIn',
    errors: [400],
    responses: { 200: z.object({ suggestion_id: z.string() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    await dismissSuggestion(ctx.db, viewer.id, c.req.param('id'));
    return c.json({ suggestion_id: c.req.param('id') });
  },
);

profileSuggestionRoutes.post(
  '/update-from-stories',
  describe({
    summary: 'Suggest profile items from your stories',
    description: '400 without a story. None is added while suggestions are off (`auto_curation`).',
    access: 'signedIn',
    responses: {
      200: z.object({ added: z.array(SuggestionJson), auto_curation: z.boolean() }),
    },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const found = await proposeFromStories(
      ctx.services.notifications,
      viewer.id,
      ctx.services.chat.runtime.readStories,
    );
    return c.json({ added: found.added.map(suggestionJson), auto_curation: found.autoCuration });
  },
);
