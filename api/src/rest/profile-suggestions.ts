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
import { readJsonObject } from './http-json.js';
import { restRouter } from './router.js';

export const profileSuggestionRoutes = restRouter();

const suggestionJson = (s: SuggestionRecord) => ({
  id: s.id,
  field: s.field,
  value: s.value,
  source: s.source,
  story_id: s.storyId,
  story_title: s.storyTitle,
  created_at: s.createdAt.toISOString(),
});

profileSuggestionRoutes.get('/suggestions', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json({ suggestions: (await pendingSuggestions(ctx.db, viewer.id)).map(suggestionJson) });
});

profileSuggestionRoutes.post('/suggestions/:id/accept', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const { value } = parseInput(suggestionEdit, await readJsonObject(c));
  const { profile } = await acceptSuggestion(ctx.services.uploads, viewer.id, c.req.param('id'), value);
  return c.json({
    suggestion_id: c.req.param('id'),
    profile: profileJson(toProfileRecord(profile, ctx.config.publicUrl)),
  });
});

profileSuggestionRoutes.post('/suggestions/:id/dismiss', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  await dismissSuggestion(ctx.db, viewer.id, c.req.param('id'));
  return c.json({ suggestion_id: c.req.param('id') });
});

profileSuggestionRoutes.post('/update-from-stories', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const found = await proposeFromStories(ctx.services.notifications, viewer.id, ctx.services.chat.runtime.readStories);
  return c.json({ added: found.added.map(suggestionJson), auto_curation: found.autoCuration });
});
