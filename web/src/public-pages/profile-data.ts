/**
 * A public profile as GET /api/v1/profile/public/{username} answers it, and which of its
 * sections a visitor sees. Shared by the server-rendered page and the in-app route.
 */
export type PublicPost = string | { title?: string | null; content?: string | null };
export type PublicProject = string | { title?: string | null; description?: string | null };

export interface PublicProfileData {
  username: string;
  display_name?: string | null;
  title?: string | null;
  avatar_url?: string | null;
  bio?: string | null;
  interests?: string[] | null;
  location?: string | null;
  achievements?: string[] | null;
  posts?: PublicPost[] | null;
  photos?: string[] | null;
  skills?: string[] | null;
  projects?: PublicProject[] | null;
  twin_metadata?: { section_visibility?: Partial<Record<SectionName, boolean>> } | null;
  /** Who may talk to the twin; with nobody, the page offers no chat. */
  twin_access?: 'everyone' | 'signed_in' | 'nobody' | null;
}

export type SectionName = 'achievements' | 'posts' | 'photos' | 'skills' | 'projects';

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** A section's items when it is visible (default true) and non-empty; photos are the first 3. */
export function visibleItems<K extends SectionName>(
  profile: PublicProfileData,
  section: K,
): NonNullable<PublicProfileData[K]> {
  if (profile.twin_metadata?.section_visibility?.[section] === false) return [] as never;
  const items = list(profile[section] as unknown[]);
  return (section === 'photos' ? items.slice(0, 3) : items) as never;
}

export const displayName = (p: PublicProfileData) => p.display_name?.trim() || p.username;

/** Whether the page offers a chat with the twin (not while the owner lets nobody talk to it). */
export const twinTakesChats = (p: PublicProfileData) => p.twin_access !== 'nobody';
