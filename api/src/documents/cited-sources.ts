/**
 * Where each source under an answer opens, for the one looking: their own document opens in their
 * library's reader (/knowledge/documents/:id) at the passage; a public document opens, for anyone,
 * at its link or in the owner's public reader (/:username/documents/:id); anything else (private
 * and not theirs, deleted, made private again) is not shown.
 */
import { answerSources, type AnswerSourceRef } from '../chat/sources.js';
import type { Db } from '../db/client.js';

export interface ShownSource {
  documentId: string;
  title: string;
  where: string | null;
  href: string;
  /** public: a visitor may open it (a link's page, or the owner's public reader). */
  public: boolean;
}

const withPassage = (path: string, passageId: string | null) =>
  passageId ? `${path}?passage=${encodeURIComponent(passageId)}` : path;

/** Each source as the viewer may open it, in the order given; null where they may not see it. */
export async function shownSources(
  db: Db,
  viewerId: string | null,
  refs: readonly AnswerSourceRef[],
): Promise<(ShownSource | null)[]> {
  if (refs.length === 0) return [];
  const docs = await db.document.findMany({
    where: { id: { in: [...new Set(refs.map((r) => r.documentId))] } },
    select: { id: true, userId: true, visibility: true, sourceUrl: true, user: { select: { username: true } } },
  });
  const byId = new Map(docs.map((d) => [d.id, d]));
  return refs.map((ref) => {
    const doc = byId.get(ref.documentId);
    if (!doc) return null;
    const base = { documentId: ref.documentId, title: ref.title, where: ref.where };
    if (viewerId !== null && doc.userId === viewerId) {
      return {
        ...base,
        href: withPassage(`/knowledge/documents/${doc.id}`, ref.passageId),
        public: doc.visibility === 'public',
      };
    }
    if (doc.visibility !== 'public' || !doc.user) return null;
    const href = doc.sourceUrl ?? withPassage(`/${doc.user.username}/documents/${doc.id}`, ref.passageId);
    return { ...base, href, public: true };
  });
}

/** What a step keeps of its sources (chat/sources.ts reads them). */
type StepSourcesOf = { toolCallSession: Parameters<typeof answerSources>[0]; metadata?: unknown };

/** The sources under each of these answers that the viewer may open: one query for them all. */
export async function sourcesOfSteps(
  db: Db,
  viewerId: string | null,
  steps: readonly StepSourcesOf[],
): Promise<ShownSource[][]> {
  const refs = steps.map((s) => answerSources(s.toolCallSession, s.metadata));
  const shown = await shownSources(db, viewerId, refs.flat());
  let at = 0;
  return refs.map((mine) => shown.slice(at, (at += mine.length)).filter((x) => x !== null));
}
