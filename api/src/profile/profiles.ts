/**
 * The owner's profile (docs/product.md §3): read with every field, update with the
 * docs/product.md §5 rules (username like registration, empty display_name → null, URLs).
 */
import { parseInput } from '../errors/parse-input.js';
import { MESSAGES } from '../auth/rules.js';
import type { Db } from '../db/client.js';
import type { Profile, User } from '../db/generated/sqlite/client.js';
import { ConflictError } from '../errors/domain-errors.js';
import { profileUpdate, SECTIONS, type Section } from './profile-rules.js';

export type ProfileRow = Profile & { user: User };

const arr = <T = string>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function sectionVisibility(twinMetadata: unknown): Record<Section, boolean> {
  const given = obj(obj(twinMetadata).section_visibility);
  return Object.fromEntries(SECTIONS.map((s) => [s, given[s] !== false])) as Record<Section, boolean>;
}

/** The docs/product.md §3 Profile shape (snake_case, as REST answers and GraphQL's JSON fields use). */
export function profileView(p: ProfileRow, publicUrl: string) {
  const twinMetadata = obj(p.twinMetadata);
  return {
    id: p.id,
    email: p.user.email,
    username: p.user.username,
    display_name: p.user.displayName,
    title: p.title,
    bio: p.bio,
    interests: arr(p.interests),
    achievements: arr(p.achievements),
    avatar_url: p.avatarUrl,
    profile_picture_url: p.user.profilePictureUrl,
    public: p.public,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    public_profile_url: p.public ? `${publicUrl}/${p.user.username}` : null,
    public_fields: arr(p.publicFields),
    metadata: obj(p.metadata),
    posts: arr<string | { title: string; content: string }>(p.posts),
    photos: arr(p.photos),
    skills: arr(p.skills),
    projects: arr<string | Record<string, unknown>>(p.projects),
    location: p.location,
    twin_metadata: { ...twinMetadata, section_visibility: sectionVisibility(twinMetadata) },
    hide_from_search: p.hideFromSearch,
    embed_origins: arr(p.embedOrigins),
  };
}
export type ProfileView = ReturnType<typeof profileView>;

/** The user's profile row, created on first use (older accounts may lack one). */
export async function loadProfile(db: Db, userId: string): Promise<ProfileRow> {
  return db.profile.upsert({ where: { userId }, create: { userId }, update: {}, include: { user: true } });
}

export async function updateProfile(db: Db, userId: string, raw: unknown): Promise<ProfileRow> {
  const input = parseInput(profileUpdate, raw ?? {});
  const current = await loadProfile(db, userId);
  if (input.username && input.username !== current.user.username) {
    const taken = await db.user.findUnique({ where: { username: input.username }, select: { id: true } });
    if (taken) throw new ConflictError('username', MESSAGES.usernameUnavailable);
  }
  const userData = {
    ...(input.username ? { username: input.username } : {}),
    ...('display_name' in input ? { displayName: input.display_name } : {}),
    ...('profile_picture_url' in input ? { profilePictureUrl: input.profile_picture_url } : {}),
  };
  const twinMetadata =
    input.twin_metadata === undefined
      ? undefined
      : {
          ...obj(current.twinMetadata),
          ...input.twin_metadata,
          section_visibility: {
            ...sectionVisibility(current.twinMetadata),
            ...(input.twin_metadata.section_visibility ?? {}),
          },
        };
  const json = (v: unknown) => v as object;
  try {
    return await db.profile.update({
      where: { userId },
      data: {
        ...('title' in input ? { title: input.title } : {}),
        ...('bio' in input ? { bio: input.bio } : {}),
        ...('location' in input ? { location: input.location } : {}),
        ...('avatar_url' in input ? { avatarUrl: input.avatar_url } : {}),
        ...(input.interests ? { interests: json(input.interests) } : {}),
        ...(input.achievements ? { achievements: json(input.achievements) } : {}),
        ...(input.skills ? { skills: json(input.skills) } : {}),
        ...(input.photos ? { photos: json(input.photos) } : {}),
        ...(input.posts ? { posts: json(input.posts) } : {}),
        ...(input.projects ? { projects: json(input.projects) } : {}),
        ...(input.public !== undefined ? { public: input.public } : {}),
        ...(input.hide_from_search !== undefined ? { hideFromSearch: input.hide_from_search } : {}),
        ...(input.embed_origins ? { embedOrigins: json(input.embed_origins) } : {}),
        ...(input.public_fields ? { publicFields: json(input.public_fields) } : {}),
        ...(input.metadata ? { metadata: json(input.metadata) } : {}),
        ...(twinMetadata ? { twinMetadata: json(twinMetadata) } : {}),
        ...(Object.keys(userData).length ? { user: { update: userData } } : {}),
      },
      include: { user: true },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw new ConflictError('username', MESSAGES.usernameUnavailable);
    throw error;
  }
}
