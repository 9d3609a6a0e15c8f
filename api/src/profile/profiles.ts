/**
 * The owner's profile (docs/product.md §3): read with every field, update with the
 * docs/product.md §5 rules (username like registration, empty display_name → null, URLs).
 */
import { parseInput } from '../errors/parse-input.js';
import { MESSAGES } from '../auth/rules.js';
import type { Db } from '../db/client.js';
import type { Profile, User } from '../db/generated/sqlite/client.js';
import { ConflictError, ValidationError } from '../errors/domain-errors.js';
import { embedOriginsOf } from './embed-origins.js';
import { deleteDroppedPictures, type ProfileDeps } from './profile-pictures.js';
import {
  PHOTOS_MAX,
  PROFILE_FIELD_NAMES,
  profileUpdate,
  SECTIONS,
  tooManyItems,
  uploadIdOf,
  type ProfileUpdate,
  type Section,
} from './profile-rules.js';
import { said } from '../words/said.js';

export type ProfileRow = Profile & { user: User };

const arr = <T = string>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function sectionVisibility(twinMetadata: unknown): Record<Section, boolean> {
  const given = obj(obj(twinMetadata).section_visibility);
  return Object.fromEntries(SECTIONS.map((s) => [s, given[s] !== false])) as Record<Section, boolean>;
}

/** The owner's whole profile as a record (REST writes it in snake_case, rest/shapes.ts). */
export interface ProfileRecord {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  title: string | null;
  bio: string | null;
  interests: string[];
  achievements: string[];
  avatarUrl: string | null;
  profilePictureUrl: string | null;
  public: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Where visitors find it (null while it is private). */
  publicProfileUrl: string | null;
  publicFields: string[];
  metadata: Record<string, unknown>;
  posts: Array<string | { title: string; content: string }>;
  photos: string[];
  skills: string[];
  projects: Array<string | Record<string, unknown>>;
  location: string | null;
  /** The twin's settings, with every section's visibility filled in. */
  twinMetadata: Record<string, unknown> & { section_visibility: Record<Section, boolean> };
  hideFromSearch: boolean;
  embedOrigins: string[];
  /** Stories and imports may suggest profile items (profile-suggestions.ts). */
  autoCuration: boolean;
}

export function toProfileRecord(p: ProfileRow, publicUrl: string): ProfileRecord {
  const twinMetadata = obj(p.twinMetadata);
  return {
    id: p.id,
    email: p.user.email,
    username: p.user.username,
    displayName: p.user.displayName,
    title: p.title,
    bio: p.bio,
    interests: arr(p.interests),
    achievements: arr(p.achievements),
    // One picture: an upload (profile_picture_url) or an address (avatar_url) set before they were one.
    avatarUrl: p.user.profilePictureUrl ?? p.avatarUrl,
    profilePictureUrl: p.user.profilePictureUrl,
    public: p.public,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    publicProfileUrl: p.public ? `${publicUrl}/${p.user.username}` : null,
    publicFields: arr(p.publicFields),
    metadata: obj(p.metadata),
    posts: arr(p.posts),
    photos: arr(p.photos),
    skills: arr(p.skills),
    projects: arr(p.projects),
    location: p.location,
    twinMetadata: { ...twinMetadata, section_visibility: sectionVisibility(twinMetadata) },
    hideFromSearch: p.hideFromSearch,
    embedOrigins: embedOriginsOf(p.embedOrigins),
    autoCuration: p.autoCuration,
  };
}

/** The user's profile row, created on first use (older accounts may lack one). */
export async function loadProfile(db: Db, userId: string): Promise<ProfileRow> {
  return db.profile.upsert({ where: { userId }, create: { userId }, update: {}, include: { user: true } });
}

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Pictures uploaded to Duet must be the owner's own images (another person's file is not theirs to show). */
async function checkPictures(db: Db, userId: string, input: ProfileUpdate) {
  const named = [
    ['avatar_url', input.avatarUrl],
    ['profile_picture_url', input.profilePictureUrl],
    ...(input.photos ?? []).map((url, i) => [`photos.${i}`, url] as const),
  ] as const;
  const uploads = named.flatMap(([field, url]) => {
    const id = uploadIdOf(url);
    return id ? [{ field, id }] : [];
  });
  if (uploads.length === 0) return;
  const own = await db.upload.findMany({
    where: { id: { in: uploads.map((u) => u.id) }, userId, mimeType: { in: PICTURE_TYPES } },
    select: { id: true },
  });
  const ids = new Set(own.map((u) => u.id));
  const foreign = uploads.find((u) => !ids.has(u.id));
  if (foreign)
    throw ValidationError.of(
      foreign.field,
      said(
        /*i18n*/ { id: 'error.profile.picture-not-yours', message: 'That picture is not one of your uploaded images' },
      ),
    );
}

/**
 * Applies the owner's changes (`profileUpdate` of profile-rules.ts, checked by the edge); a picture the change drops
 * (a photo removed, the avatar replaced or removed) is deleted with its upload (profile-pictures.ts).
 */
export async function updateProfile(deps: ProfileDeps, userId: string, input: ProfileUpdate): Promise<ProfileRow> {
  const { db } = deps;
  await checkPictures(db, userId, input);
  const current = await loadProfile(db, userId);
  if (input.username && input.username !== current.user.username) {
    const taken = await db.user.findUnique({ where: { username: input.username }, select: { id: true } });
    if (taken) throw new ConflictError('username', MESSAGES.usernameUnavailable);
  }
  const userData = {
    ...(input.username ? { username: input.username } : {}),
    ...('displayName' in input ? { displayName: input.displayName } : {}),
    // The avatar is one picture, whichever name sets it.
    ...('profilePictureUrl' in input ? { profilePictureUrl: input.profilePictureUrl } : {}),
    ...('avatarUrl' in input ? { profilePictureUrl: input.avatarUrl } : {}),
  };
  const avatarUrl =
    'avatarUrl' in input ? input.avatarUrl : 'profilePictureUrl' in input ? input.profilePictureUrl : undefined;
  const { sectionVisibility: sections, ...otherSettings } = input.twinMetadata ?? {};
  const twinMetadata =
    input.twinMetadata === undefined
      ? undefined
      : {
          ...obj(current.twinMetadata),
          ...otherSettings,
          section_visibility: { ...sectionVisibility(current.twinMetadata), ...(sections ?? {}) },
        };
  const json = (v: unknown) => v as object;
  let updated: ProfileRow;
  try {
    updated = await db.profile.update({
      where: { userId },
      data: {
        ...('title' in input ? { title: input.title } : {}),
        ...('bio' in input ? { bio: input.bio } : {}),
        ...('location' in input ? { location: input.location } : {}),
        ...(avatarUrl !== undefined ? { avatarUrl } : {}),
        ...(input.interests ? { interests: json(input.interests) } : {}),
        ...(input.achievements ? { achievements: json(input.achievements) } : {}),
        ...(input.skills ? { skills: json(input.skills) } : {}),
        ...(input.photos ? { photos: json(input.photos) } : {}),
        ...(input.posts ? { posts: json(input.posts) } : {}),
        ...(input.projects ? { projects: json(input.projects) } : {}),
        ...(input.public !== undefined ? { public: input.public } : {}),
        ...(input.hideFromSearch !== undefined ? { hideFromSearch: input.hideFromSearch } : {}),
        ...(input.autoCuration !== undefined ? { autoCuration: input.autoCuration } : {}),
        ...(input.embedOrigins ? { embedOrigins: json(input.embedOrigins) } : {}),
        ...(input.publicFields ? { publicFields: json(input.publicFields) } : {}),
        ...(input.metadata ? { metadata: json(input.metadata) } : {}),
        ...(twinMetadata ? { twinMetadata: json(twinMetadata) } : {}),
        ...(Object.keys(userData).length ? { user: { update: userData } } : {}),
      },
      include: { user: true },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002')
      throw new ConflictError('username', MESSAGES.usernameUnavailable);
    throw error;
  }
  await deleteDroppedPictures(deps, userId, current, updated);
  return updated;
}

/** Refuses before a photo is received when the profile already holds the most photos it may. */
export async function checkPhotoRoom(db: Db, userId: string): Promise<void> {
  const { photos } = toProfileRecord(await loadProfile(db, userId), '');
  if (photos.length >= PHOTOS_MAX)
    throw ValidationError.of('photos', tooManyItems(PROFILE_FIELD_NAMES.photos, PHOTOS_MAX));
}

/** Adds an uploaded photo at the end of the profile's photos. */
export async function addProfilePhoto(deps: ProfileDeps, userId: string, url: string): Promise<ProfileRow> {
  const { photos } = toProfileRecord(await loadProfile(deps.db, userId), '');
  return updateProfile(deps, userId, parseInput(profileUpdate, { photos: [...photos, url] }));
}
