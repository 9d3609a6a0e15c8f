/** The owner's profile, the public profile, the twin card and stories (suggestions: profile-suggestions.ts). */
import { resolveArrayConnection } from '@pothos/plugin-relay';
import type { PublicProfileView } from '../agent/ports.js';
import type { Story } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { parseInput } from '../errors/parse-input.js';
import { profileUpdate, SECTIONS } from '../profile/profile-rules.js';
import { loadProfile, toProfileRecord, updateProfile, type ProfileRecord } from '../profile/profiles.js';
import { discoverProfiles, publicProfileByUsername } from '../profile/public-profile.js';
import * as stories from '../profile/stories.js';
import type { TwinAccessSettings } from '../twin/twin-settings.js';
import { twinCard, type TwinCard } from '../twin/twin-card.js';
import { twinVoiceOffer } from '../twin/voice-chat.js';
import { builder } from './builder.js';
import { DeletedRef } from './errors.js';
import { UserRef } from './user.js';

const SectionVisibility = builder.objectRef<Record<(typeof SECTIONS)[number], boolean>>('SectionVisibility').implement({
  fields: (t) => Object.fromEntries(SECTIONS.map((s) => [s, t.exposeBoolean(s)])) as never,
});

export const ProfileRef = builder.objectRef<ProfileRecord>('Profile').implement({
  description: 'Your profile, every field (docs/product.md §3). Only you can read it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    interests: t.exposeStringList('interests'),
    achievements: t.exposeStringList('achievements'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    profilePictureUrl: t.exposeString('profilePictureUrl', { nullable: true }),
    public: t.exposeBoolean('public'),
    publicProfileUrl: t.exposeString('publicProfileUrl', { nullable: true }),
    publicFields: t.exposeStringList('publicFields'),
    metadata: t.expose('metadata', { type: 'JSON' }),
    posts: t.expose('posts', { type: 'JSON', description: 'Each a string or {title, content}.' }),
    photos: t.exposeStringList('photos'),
    skills: t.exposeStringList('skills'),
    projects: t.expose('projects', { type: 'JSON', description: 'Each a string or {title, description}.' }),
    location: t.exposeString('location', { nullable: true }),
    twinMetadata: t.expose('twinMetadata', { type: 'JSON' }),
    sectionVisibility: t.field({ type: SectionVisibility, resolve: (p) => p.twinMetadata.section_visibility }),
    hideFromSearch: t.exposeBoolean('hideFromSearch', {
      description: 'The public page asks search engines not to index it.',
    }),
    embedOrigins: t.exposeStringList('embedOrigins', {
      description: 'Sites (origins) whose pages may frame the twin chat (/twin/{username}/embed).',
    }),
    autoCuration: t.exposeBoolean('autoCuration', {
      description: 'Stories and imports may suggest profile items (off: they suggest nothing).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const PublicProfileRef = builder.objectRef<PublicProfileView>('PublicProfile').implement({
  description: 'What anyone may see of a public profile: only visible, non-empty sections; photos limited to 3.',
  fields: (t) => ({
    username: t.exposeString('username'),
    displayName: t.exposeString('display_name', { nullable: true }),
    title: t.exposeString('title', {
      nullable: true,
      description: 'What they do ("Product designer"), when they show it.',
    }),
    avatarUrl: t.exposeString('avatar_url', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    interests: t.exposeStringList('interests'),
    location: t.exposeString('location', { nullable: true }),
    achievements: t.exposeStringList('achievements'),
    posts: t.expose('posts', { type: 'JSON' }),
    photos: t.exposeStringList('photos'),
    skills: t.exposeStringList('skills'),
    projects: t.expose('projects', { type: 'JSON' }),
    twinMetadata: t.expose('twin_metadata', { type: 'JSON' }),
    twinAccess: t.string({
      description: 'Who may talk to the twin: everyone, signed_in or nobody (the page offers no chat then).',
      resolve: (p) => (p as { twin_access?: TwinAccessSettings }).twin_access?.mode ?? 'everyone',
    }),
  }),
});

const TwinVoiceChatRef = builder.objectRef<TwinCard['voice_chat']>('TwinVoiceChat').implement({
  description:
    "What a visitor may do by voice with this twin: its owner allows voice messages and the server can (the owner's setting `twinAccess.voiceChat`).",
  fields: (t) => ({
    transcription: t.exposeBoolean('transcription', {
      description: 'Offer the microphone: POST /api/v1/twin/{username}/voice/transcriptions writes a recording down.',
    }),
    speech: t.exposeBoolean('speech', {
      description: "Offer to read the twin's answers aloud through the server's voice.",
    }),
  }),
});

const TwinCardRef = builder.objectRef<TwinCard>('TwinCard').implement({
  fields: (t) => ({
    username: t.exposeString('username'),
    displayName: t.exposeString('display_name', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    avatarUrl: t.exposeString('avatar_url', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    greeting: t.exposeString('greeting'),
    suggestedQuestions: t.exposeStringList('suggested_questions'),
    access: t.exposeString('access', {
      description: 'Who may talk to the twin: everyone, signed_in or nobody (the twin is off).',
    }),
    voiceChat: t.field({ type: TwinVoiceChatRef, resolve: (c) => c.voice_chat }),
  }),
});

export const StoryRef = builder.objectRef<Story>('Story').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { nullable: true }),
    content: t.exposeString('content'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  profile: t.field({
    type: ProfileRef,
    authScopes: (user) => ({ self: user.id }),
    resolve: async (user, _args, ctx) => toProfileRecord(await loadProfile(ctx.db, user.id), ctx.config.publicUrl),
  }),
  stories: t.field({
    type: [StoryRef],
    deprecationReason: 'Use storiesConnection: the same stories as a Relay connection.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => stories.listStories(ctx.db, user.id),
  }),
  storiesConnection: t.connection(
    {
      type: StoryRef,
      description: 'Your stories, newest first.',
      authScopes: (user) => ({ self: user.id }),
      resolve: async (user, args, ctx) => resolveArrayConnection({ args }, await stories.listStories(ctx.db, user.id)),
    },
    { name: 'StoryConnection' },
    { name: 'StoryEdge' },
  ),
}));

builder.queryFields((t) => ({
  discoverProfiles: t.field({
    type: [PublicProfileRef],
    description:
      'Public profiles to browse, most recently updated first; `query` matches name, username, bio and interests.',
    args: { query: t.arg.string(), first: t.arg.int({ defaultValue: 24 }) },
    resolve: (_root, { query, first }, ctx) => discoverProfiles(ctx.db, query ?? null, first ?? 24),
  }),
  publicProfile: t.field({
    type: PublicProfileRef,
    nullable: true,
    description: 'A public profile by username; null when there is none or it is not public.',
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, { username }, ctx) =>
      publicProfileByUsername(ctx.db, username).catch((e) => (e instanceof NotFoundError ? null : Promise.reject(e))),
  }),
  twin: t.field({
    type: TwinCardRef,
    nullable: true,
    description: "A public twin's card: greeting and suggested questions built from public facts.",
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, { username }, ctx) =>
      publicProfileByUsername(ctx.db, username).then(
        async (p) => twinCard(p, await twinVoiceOffer(ctx.services.twinVoice, p.twin_access)),
        (e) => (e instanceof NotFoundError ? null : Promise.reject(e)),
      ),
  }),
}));

const SectionVisibilityInput = builder.inputType('SectionVisibilityInput', {
  fields: (t) => Object.fromEntries(SECTIONS.map((s) => [s, t.boolean()])) as never,
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    username: t.string(),
    displayName: t.string(),
    title: t.string(),
    bio: t.string(),
    location: t.string(),
    avatarUrl: t.string(),
    interests: t.stringList(),
    achievements: t.stringList(),
    skills: t.stringList(),
    photos: t.stringList(),
    posts: t.field({ type: 'JSON' }),
    projects: t.field({ type: 'JSON' }),
    public: t.boolean(),
    publicFields: t.stringList(),
    metadata: t.field({ type: 'JSON' }),
    sectionVisibility: t.field({ type: SectionVisibilityInput }),
    hideFromSearch: t.boolean(),
    embedOrigins: t.stringList(),
    autoCuration: t.boolean({ description: 'Let stories and imports suggest profile items.' }),
  }),
});

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: ProfileRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input: { sectionVisibility, ...fields } }, ctx) => {
      const change = { ...fields, ...(sectionVisibility === undefined ? {} : { twinMetadata: { sectionVisibility } }) };
      // Its refusals have always named their fields in snake_case (display_name), as REST does.
      const input = parseInput(profileUpdate, change, { snakeCaseFields: true });
      const row = await updateProfile(ctx.services.uploads, ctx.viewer!.id, input);
      return toProfileRecord(row, ctx.config.publicUrl);
    },
  }),
  createStory: t.field({
    type: StoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], directResult: true },
    args: { title: t.arg.string(), content: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => stories.createStory(ctx.db, ctx.viewer!.id, parseInput(stories.storyInput, args)),
  }),
  updateStory: t.field({
    type: StoryRef,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }), title: t.arg.string(), content: t.arg.string({ required: true }) },
    resolve: (_root, { id, ...args }, ctx) =>
      stories.updateStory(ctx.db, ctx.viewer!.id, String(id), parseInput(stories.storyInput, args)),
  }),
  deleteStory: t.field({
    type: DeletedRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await stories.deleteStory(ctx.db, ctx.viewer!.id, String(id));
      return { id: String(id) };
    },
  }),
}));
