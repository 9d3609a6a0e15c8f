/**
 * The owner's review queue in the store (TwinReviewQueue_viewer's open `twinQuestions`): a question
 * answered (useAnswerTwinQuestionMutation.ts) or dismissed (useDismissTwinQuestionMutation.ts)
 * leaves it.
 */
import type { RecordSourceSelectorProxy } from 'relay-runtime';

const OPEN = { status: 'open' };

/** Drops the question from the viewer's open queue. */
export function removeFromQueue(store: RecordSourceSelectorProxy, viewerId: string, questionId: string) {
  const viewer = store.get(viewerId);
  const open = viewer?.getLinkedRecords('twinQuestions', OPEN);
  if (!viewer || !open) return;
  viewer.setLinkedRecords(
    open.filter((q) => q && q.getDataID() !== questionId),
    'twinQuestions',
    OPEN,
  );
}
