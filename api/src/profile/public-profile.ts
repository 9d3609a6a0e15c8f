/**
 * The public projection of a profile: only when the owner made it public,
 * only visible and non-empty sections, photos limited to 3, never the e-mail
 * or any other private field. The twin reads nothing else.
 */
import type { PublicProfileView } from '../agent/ports.js';
import type { Db } from '../db/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { twinAccessOf, type TwinAccessSettings } from '../twin/twin-settings.js';
import { PUBLIC_BASE_FIELDS } from './profile-rules.js';
import { embedOriginsOf } from './embed-origins.js';
import { toProfileRecord, type ProfileRow } from './profiles.js';
import { PROFILE_NOT_FOUND } from '../errors/shared-sentences.js';

export const PUBLIC_PHOTOS = 3;

export function publicProjection(p: ProfileRow): PublicProfileView {
  const r = toProfileRecord(p, '');
  const visible = r.twinMetadata.section_visibility;
  const fields = new Set<string>(r.publicFields.length ? r.publicFields : PUBLIC_BASE_FIELDS);
  const section = <T>(name: keyof typeof visible, items: T[]) => (visible[name] ? items : []);
  return {
    username: r.username,
    display_name: r.displayName,
    title: fields.has('title') ? r.title : null,
    avatar_url: fields.has('avatar_url') ? (r.profilePictureUrl ?? r.avatarUrl) : null,
    bio: fields.has('bio') ? r.bio : null,
    interests: fields.has('interests') ? r.interests : [],
    location: fields.has('location') ? r.location : null,
    achievements: section('achievements', r.achievements),
    posts: section('posts', r.posts),
    photos: section('photos', r.photos).slice(0, PUBLIC_PHOTOS),
    skills: section('skills', r.skills),
    projects: section('projects', r.projects).map((item) =>
      typeof item === 'string'
        ? item
        : { title: String(item.title ?? ''), description: (item.description as string | null | undefined) ?? null },
    ),
    twin_metadata: { section_visibility: visible },
  };
}

async function publicRow(db: Db, where: { userId: string } | { username: string }): Promise<ProfileRow | null> {
  const row =
    'userId' in where
      ? await db.profile.findUnique({ where: { userId: where.userId }, include: { user: true } })
      : await db.profile.findFirst({
          where: { user: { username: where.username.toLowerCase() } },
          include: { user: true },
        });
  return row?.public ? row : null;
}

/** The public profile of `username`, or NotFound when there is none or it is not public. */
export async function publicProfileByUsername(
  db: Db,
  username: string,
): Promise<PublicProfileView & { owner_id: string; twin_access: TwinAccessSettings }> {
  if (typeof username !== 'string' || username.length > 40) throw new NotFoundError(PROFILE_NOT_FOUND);
  const row = await publicRow(db, { username });
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return { ...publicProjection(row), owner_id: row.userId, twin_access: twinAccessOf(row) };
}

export async function publicProfileOfUser(db: Db, userId: string): Promise<PublicProfileView | null> {
  const row = await publicRow(db, { userId });
  return row ? publicProjection(row) : null;
}

/** What a public page needs beyond the projection: who owns it, search indexing, framing, freshness. */
export interface PublicPage {
  profile: PublicProfileView;
  ownerId: string;
  hideFromSearch: boolean;
  embedOrigins: string[];
  /** Who may talk to the twin (the page offers the twin chat unless it is off). */
  twinAccess: TwinAccessSettings['mode'];
  updatedAt: Date;
}

/** The public page of `username`, or null when there is none (unknown, or not public). */
export async function publicPageOf(db: Db, username: string): Promise<PublicPage | null> {
  if (typeof username !== 'string' || username.length > 40) return null;
  const row = await publicRow(db, { username });
  if (!row) return null;
  return {
    profile: publicProjection(row),
    ownerId: row.userId,
    hideFromSearch: row.hideFromSearch,
    embedOrigins: embedOriginsOf(row.embedOrigins),
    twinAccess: twinAccessOf(row).mode,
    updatedAt: row.updatedAt > row.user.updatedAt ? row.updatedAt : row.user.updatedAt,
  };
}

/** Public pages that search engines may list (for the sitemap), most recently changed first. */
export async function indexablePages(db: Db, limit: number): Promise<{ username: string; updatedAt: Date }[]> {
  const rows = await db.profile.findMany({
    where: { public: true, hideFromSearch: false },
    select: { updatedAt: true, user: { select: { username: true } } },
    orderBy: { updatedAt: 'desc' },
    take: limit,
  });
  return rows.map((r) => ({ username: r.user.username, updatedAt: r.updatedAt }));
}

/** Public profiles to browse, most recently updated first; `query` matches name, username, title, bio and interests. */
export async function discoverProfiles(
  db: Db,
  query: string | null,
  first: number,
): Promise<(PublicProfileView & { twin_access: TwinAccessSettings })[]> {
  const rows = await db.profile.findMany({
    where: { public: true },
    orderBy: { updatedAt: 'desc' },
    take: 500,
    include: { user: true },
  });
  const needle = query?.trim().toLowerCase();
  return rows
    .map((row) => ({ ...publicProjection(row), twin_access: twinAccessOf(row) }))
    .filter(
      (p) =>
        !needle ||
        [p.username, p.display_name, p.title, p.bio, ...p.interests].some((v) => v?.toLowerCase().includes(needle)),
    )
    .slice(0, Math.min(Math.max(first, 1), 100));
}
