/** ↑ in the empty composer (MessageComposer's onEditLast): the owner edits their last message. */
interface HistoryStep {
  stepType: string;
  databaseId: string;
}

/** The handler for the composer, or undefined when there is nothing to edit or editing is not allowed now. */
export function editLastHandler(
  enabled: boolean,
  steps: readonly HistoryStep[],
  startEdit: (stepId: string) => void,
): (() => void) | undefined {
  if (!enabled) return undefined;
  const last = steps.findLast((step) => step.stepType === 'USER_MESSAGE');
  if (!last) return undefined;
  const stepId = last.databaseId;
  return () => startEdit(stepId);
}
