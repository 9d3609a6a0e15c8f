/** ↑ in the empty composer (MessageComposer's onEditLast): the owner edits their last message. */
interface HistoryEdge {
  node: { stepType: string; databaseId: string };
}

/** The handler for the composer, or undefined when there is nothing to edit or editing is not allowed now. */
export function editLastHandler(
  enabled: boolean,
  edges: readonly HistoryEdge[],
  startEdit: (stepId: string) => void,
): (() => void) | undefined {
  if (!enabled) return undefined;
  const last = edges.findLast((edge) => edge.node.stepType === 'USER_MESSAGE');
  if (!last) return undefined;
  const stepId = last.node.databaseId;
  return () => startEdit(stepId);
}
