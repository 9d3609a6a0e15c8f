/**
 * The pictures a profile shows, its avatar and its photos, are uploads the owner sent for it
 * (rest/profile.ts). A change that drops one (a photo removed, the avatar replaced or removed)
 * deletes that upload through the uploads domain (uploads/uploads.ts, deleteUpload): its row, its
 * bytes in the store and its share of the storage quota. Only files uploaded as profile pictures
 * go: an attachment the owner also chose as a picture stays one of their files.
 */
import type { Db } from '../db/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import type { ObjectStore } from '../storage/object-store.js';
import { deleteUpload } from '../uploads/uploads.js';
import { uploadIdOf } from './profile-rules.js';

/** What changing a profile needs: the database, and the store its dropped pictures' bytes leave. */
export interface ProfileDeps {
  db: Db;
  store: ObjectStore;
}

/** What of a profile row shows pictures (profiles.ts ProfileRow). */
interface PicturedProfile {
  photos: unknown;
  avatarUrl: string | null;
  user: { profilePictureUrl: string | null };
}

const PROFILE_PICTURES = ['profile_picture', 'profile_photo'];

/** The ids of the uploads the profile shows: the avatar (by either name) and the photos. */
function picturesOf(row: PicturedProfile): Set<string> {
  const photos: unknown[] = Array.isArray(row.photos) ? row.photos : [];
  const ids = [row.user.profilePictureUrl, row.avatarUrl, ...photos].map((url) =>
    uploadIdOf(typeof url === 'string' ? url : null),
  );
  return new Set(ids.filter((id): id is string => id !== null));
}

/** Deletes the profile pictures `before` showed and `after` no longer does. */
export async function deleteDroppedPictures(
  deps: ProfileDeps,
  userId: string,
  before: PicturedProfile,
  after: PicturedProfile,
): Promise<void> {
  const kept = picturesOf(after);
  const dropped = [...picturesOf(before)].filter((id) => !kept.has(id));
  if (dropped.length === 0) return;
  const uploads = await deps.db.upload.findMany({
    where: { id: { in: dropped }, userId, purpose: { in: PROFILE_PICTURES } },
    select: { id: true },
  });
  for (const { id } of uploads) {
    // A parallel change may have deleted it already: it is gone either way.
    await deleteUpload(deps, userId, id).catch((error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
    });
  }
}
