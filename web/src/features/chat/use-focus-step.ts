/**
 * Opening a conversation at a message (a search result: /chat/{id}?step={stepId}): older pages
 * load until that message is in the list, then the list shows and marks it (MessageList's
 * focusItemId). A message on another branch, or one deleted since, is not found: the
 * conversation opens as usual.
 */
import { useEffect, useMemo, useRef } from 'react';

/** Pages of this many messages while looking for the one to show. */
const FOCUS_PAGE = 100;
/** Up to this many pages (10,000 messages back). */
const MAX_PAGES = 100;

interface Step {
  id: string;
  databaseId: string;
}

export function useFocusStep(
  stepId: string | null | undefined,
  steps: readonly Step[],
  paging: { hasPrevious: boolean; isLoadingPrevious: boolean; loadPrevious: (count: number) => void },
): string | null {
  const found = useMemo(
    () => (stepId ? (steps.find((step) => step.databaseId === stepId)?.id ?? null) : null),
    [stepId, steps],
  );
  const pages = useRef(0);
  const { hasPrevious, isLoadingPrevious, loadPrevious } = paging;
  useEffect(() => {
    if (!stepId || found || !hasPrevious || isLoadingPrevious || pages.current >= MAX_PAGES) return;
    pages.current += 1;
    loadPrevious(FOCUS_PAGE);
  }, [stepId, found, hasPrevious, isLoadingPrevious, loadPrevious]);
  return found;
}
