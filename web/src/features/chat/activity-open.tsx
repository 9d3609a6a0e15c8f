/**
 * Which answers' activity lines a reader has opened, kept by the thread: a streamed answer is drawn
 * again as a saved message when it ends, and a line opened while it streamed must stay open.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ActivityOpenState {
  opened: ReadonlySet<string>;
  setOpen: (stepId: string, open: boolean) => void;
}

const ActivityOpenContext = createContext<ActivityOpenState | null>(null);

export function ActivityOpenProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = useCallback((stepId: string, open: boolean) => {
    setOpened((previous) => {
      if (previous.has(stepId) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(stepId);
      else next.delete(stepId);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ opened, setOpen }), [opened, setOpen]);
  return <ActivityOpenContext.Provider value={value}>{children}</ActivityOpenContext.Provider>;
}

/** The open state of one answer's activity line, or nothing (the line keeps its own) outside a thread. */
export function useActivityOpen(stepId: string | null): { open?: boolean; onOpenChange?: (open: boolean) => void } {
  const state = useContext(ActivityOpenContext);
  if (!state || !stepId) return {};
  return { open: state.opened.has(stepId), onOpenChange: (open) => state.setOpen(stepId, open) };
}
