/**
 * Branches of a conversation (ChatThread.tsx): editing a message or regenerating an answer writes
 * a new branch beside the old one, and the reader can switch between versions. While a new branch
 * is written, the history from its message on is hidden (`forkSeq`); when the answer is done the
 * history is read again from the newest page.
 */
import { startTransition, useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { SendBranch } from './useChatRun';
import { useSelectStepMutation } from './useSelectStepMutation';

/** What a reader can do to a message of the thread (useStepControls makes one for all of them; ChatStep takes it). */
export interface StepControls {
  /** An answer is being written: nothing changes meanwhile. */
  busy: boolean;
  /** The user message being edited (its database id). */
  editingId: string | null;
  startEdit: (stepId: string) => void;
  cancelEdit: () => void;
  /** Send the edited text of this user message (database id). */
  submitEdit: (stepId: string, text: string) => void;
  /** Answer this answer's question again (database id). */
  regenerate: (stepId: string) => void;
  /** Show another version (a sibling's database id). */
  select: (stepId: string) => void;
}

type Refetch = (
  variables: { count: number },
  options: { fetchPolicy: 'network-only'; onComplete: () => void },
) => unknown;

export function useBranches(refetch: Refetch, pageSize: number) {
  const [forkSeq, setForkSeq] = useState<number | null>(null);
  const forkRef = useRef<number | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The history again from the newest page: another branch is shown now. */
  const reload = useCallback(
    (then: () => void) =>
      startTransition(() => {
        refetch({ count: pageSize }, { fetchPolicy: 'network-only', onComplete: () => then() });
      }),
    [refetch, pageSize],
  );

  /** An answer ended: if it wrote a new branch, show it, then `done` (false: there was none). */
  const settle = useCallback(
    (done: () => void) => {
      if (forkRef.current === null) return false;
      reload(() => {
        forkRef.current = null;
        setForkSeq(null);
        done();
      });
      return true;
    },
    [reload],
  );

  /** A new branch from the message at `seq` on. */
  const fork = useCallback((seq: number) => {
    forkRef.current = seq;
    setForkSeq(seq);
    setEditingId(null);
    setError(null);
  }, []);

  return { forkSeq, editingId, setEditingId, error, setError, reload, settle, fork };
}

type Branches = ReturnType<typeof useBranches>;

interface Step {
  databaseId: string;
  seq: number;
}

/** What the reader can do to each message (ChatStep's controls); the keyboard goes back to `composer` after an edit. */
export function useStepControls(
  branches: Branches,
  {
    busy,
    steps,
    send,
    composer,
  }: {
    busy: boolean;
    steps: readonly Step[];
    send: (text: string, files: readonly File[], branch?: SendBranch) => Promise<unknown>;
    composer: RefObject<HTMLTextAreaElement | null>;
  },
): StepControls {
  const selectStep = useSelectStepMutation();
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const { editingId, setEditingId, setError, reload, fork } = branches;
  return useMemo<StepControls>(() => {
    const forkAt = (stepId: string) => {
      const seq = stepsRef.current.find((step) => step.databaseId === stepId)?.seq;
      if (seq === undefined) return false;
      fork(seq);
      return true;
    };
    return {
      busy,
      editingId,
      startEdit: (id) => setEditingId(id),
      cancelEdit: () => {
        setEditingId(null);
        composer.current?.focus();
      },
      submitEdit: (stepId, text) => {
        composer.current?.focus();
        if (forkAt(stepId)) void send(text, [], { editStepId: stepId });
      },
      regenerate: (stepId) => {
        if (forkAt(stepId)) void send('', [], { regenerateStepId: stepId });
      },
      select: (id) => {
        setError(null);
        void selectStep(id).then((refused) => {
          if (refused) setError(refused);
          else reload(() => {});
        });
      },
    };
  }, [busy, editingId, setEditingId, setError, fork, reload, send, selectStep, composer]);
}
