/**
 * A profile in its documented JSON form (docs/product.md §3 Profile, snake_case): what REST answers
 * and what the account export writes (conversations/export-account.ts). Everything else reads the
 * record (profiles.ts).
 */
import type { ProfileRecord } from './profiles.js';

export function profileJson(p: ProfileRecord) {
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
