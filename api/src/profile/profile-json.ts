/**
 * A profile in its documented JSON form (docs/product.md §3 Profile, snake_case): what REST answers
 * and what the account export writes (conversations/export-account.ts). Everything else reads the
 * record (profiles.ts). `ProfileJson` is its schema in the OpenAPI document (rest/openapi/).
 */
import { z } from 'zod';
import { isoTime } from '../limits/dates.js';
import { SECTIONS } from './profile-rules.js';
import type { ProfileRecord } from './profiles.js';

/** A post: text, or a title and its text. */
export const PostJson = z.union([z.string(), z.object({ title: z.string(), content: z.string() })]);

export const ProfileJson = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    display_name: z.string().nullable(),
    title: z.string().nullable(),
    bio: z.string().nullable(),
    interests: z.array(z.string()),
    achievements: z.array(z.string()),
    avatar_url: z.string().nullable(),
    profile_picture_url: z.string().nullable(),
    public: z.boolean(),
    created_at: isoTime,
    updated_at: isoTime,
    public_profile_url: z.string().nullable().meta({ description: 'Where visitors find it; null while private.' }),
    public_fields: z.array(z.string()),
    metadata: z.record(z.string(), z.unknown()),
    posts: z.array(PostJson),
    photos: z.array(z.string()),
    skills: z.array(z.string()),
    projects: z.array(z.union([z.string(), z.record(z.string(), z.unknown())])),
    location: z.string().nullable(),
    twin_metadata: z
      .looseObject({ section_visibility: z.record(z.enum(SECTIONS), z.boolean()) })
      .meta({ description: "The twin's settings: each section's visibility, and any other setting as it was saved." }),
    hide_from_search: z.boolean(),
    embed_origins: z.array(z.string()),
    auto_curation: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type ProfileJson = z.output<typeof ProfileJson>;

export function profileJson(p: ProfileRecord): ProfileJson {
  return {
    id: p.id,
    email: p.email,
    username: p.username,
    display_name: p.displayName,
    title: p.title,
    bio: p.bio,
    interests: p.interests,
    achievements: p.achievements,
    avatar_url: p.avatarUrl,
    profile_picture_url: p.profilePictureUrl,
    public: p.public,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    public_profile_url: p.publicProfileUrl,
    public_fields: p.publicFields,
    metadata: p.metadata,
    posts: p.posts,
    photos: p.photos,
    skills: p.skills,
    projects: p.projects,
    location: p.location,
    twin_metadata: p.twinMetadata,
    hide_from_search: p.hideFromSearch,
    embed_origins: p.embedOrigins,
    auto_curation: p.autoCuration,
  };
}
