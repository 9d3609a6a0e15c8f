/**
 * What a person sees of their documents: for each attached PDF or Word file, whether Duet has read
 * it for the brain yet, how many pages it found, or why it could not read it. Only the owner's
 * own documents are shown (a share page or a twin's visitor sees the file, not its reading).
 */
import type { Db } from '../db/client.js';
import type { DocumentStatus } from './reading-queue.js';

export interface DocumentReading {
  uploadId: string;
  status: DocumentStatus;
  pages: number | null;
  /** failed: why, in plain words. */
  failure: string | null;
}

/** The readings of `uploadIds` that belong to `viewerId`, in the order asked (null where there is none). */
export async function readingsOf(
  db: Db,
  viewerId: string | null,
  uploadIds: readonly string[],
): Promise<(DocumentReading | null)[]> {
  if (!viewerId) return uploadIds.map(() => null);
  const rows = await db.document.findMany({
    where: { uploadId: { in: [...uploadIds] }, userId: viewerId },
    select: { uploadId: true, status: true, pages: true, failure: true },
  });
  const byUpload = new Map(rows.map((r) => [r.uploadId, r]));
  return uploadIds.map((id) => {
    const r = byUpload.get(id);
    return r
      ? {
          uploadId: id,
          status: r.status as DocumentStatus,
          pages: r.pages,
          failure: r.status === 'failed' ? r.failure : null,
        }
      : null;
  });
}
