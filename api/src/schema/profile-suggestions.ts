/** Profile suggestions (api/src/profile/profile-suggestions.ts): listed, found in the stories, accepted or dismissed one by one. */
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { toProfileRecord, type ProfileRecord } from '../profile/profiles.js';
import { proposeFromStories } from '../profile/stories.js';
import * as suggestions from '../profile/profile-suggestions.js';
import { builder } from './builder.js';
import { ProfileRef } from './profile.js';
import { UserRef } from './user.js';

const FieldEnum = builder.enumType('ProfileSuggestionField', { values: suggestions.SUGGESTION_FIELDS });

const SuggestionRef = builder.objectRef<suggestions.SuggestionRecord>('ProfileSuggestion').implement({
  description:
    'One item an agent suggests for your profile (an interest, a skill, an achievement, a bio). Nothing changes until you accept it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    field: t.field({ type: FieldEnum, resolve: (s) => s.field as suggestions.SuggestionField }),
    value: t.exposeString('value'),
    source: t.exposeString('source', { description: 'Who suggested it: stories, profile_pal or import.' }),
    storyId: t.exposeString('storyId', { nullable: true, description: 'The story it came from.' }),
    storyTitle: t.exposeString('storyTitle', { nullable: true, description: "That story's title." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const FoundRef = builder
  .objectRef<{ added: suggestions.SuggestionRecord[]; autoCuration: boolean }>('ProfileSuggestionsFound')
  .implement({
    fields: (t) => ({
      added: t.field({
        type: [SuggestionRef],
        description: 'What is new: nothing the profile has or that was suggested before.',
        resolve: (r) => r.added,
      }),
      autoCuration: t.exposeBoolean('autoCuration', {
        description: 'False when you switched suggestions off: then nothing is suggested.',
      }),
    }),
  });

const DecidedRef = builder
  .objectRef<{ suggestionId: string; profile: ProfileRecord }>('ProfileSuggestionDecided')
  .implement({
    fields: (t) => ({
      suggestionId: t.exposeID('suggestionId', { description: 'The suggestion decided: no longer waiting.' }),
      profile: t.field({ type: ProfileRef, resolve: (r) => r.profile }),
    }),
  });

builder.objectFields(UserRef, (t) => ({
  profileSuggestionsConnection: t.connection(
    {
      type: SuggestionRef,
      description: `Items suggested for your profile that wait for your answer, oldest first (at most ${suggestions.SUGGESTIONS_PENDING_MAX}).`,
      authScopes: (user) => ({ self: user.id }),
      resolve: async (user, args, ctx) =>
        resolveArrayConnection({ args }, await suggestions.pendingSuggestions(ctx.db, user.id)),
    },
    { name: 'ProfileSuggestionConnection' },
    { name: 'ProfileSuggestionEdge' },
  ),
}));

builder.mutationFields((t) => ({
  updateProfileFromStories: t.field({
    type: FoundRef,
    description:
      'Reads your stories and suggests, item by item, interests, skills, achievements and a bio your profile does not have yet.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    resolve: (_root, _args, ctx) =>
      proposeFromStories(ctx.services.notifications, ctx.viewer!.id, ctx.services.chat.runtime.readStories),
  }),
  acceptProfileSuggestion: t.field({
    type: DecidedRef,
    description: 'Adds the suggestion to your profile, as `value` when you edited it.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), value: t.arg.string() },
    resolve: async (_root, { id, value }, ctx) => {
      const { profile } = await suggestions.acceptSuggestion(ctx.services.uploads, ctx.viewer!.id, String(id), value);
      return { suggestionId: String(id), profile: toProfileRecord(profile, ctx.config.publicUrl) };
    },
  }),
  dismissProfileSuggestion: t.field({
    type: DecidedRef,
    description: 'Lets the suggestion go: it is not suggested again.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const { profile } = await suggestions.dismissSuggestion(ctx.db, ctx.viewer!.id, String(id));
      return { suggestionId: String(id), profile: toProfileRecord(profile, ctx.config.publicUrl) };
    },
  }),
}));
