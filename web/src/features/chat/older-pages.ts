/**
 * The older pages of a conversation's history (ChatThread.tsx), each its own query and read by
 * itself. Relay's connection merged each older page into one list of edges and read that whole
 * list again when the page came: with 10,000 messages loaded, one task of well over 50 ms per
 * page while the reader scrolls up. Here a page is read once, when it comes, and the store keeps
 * it (retained) while it is shown. Not subscribed to: each page's read includes the thread, which
 * every page that comes changes, so each would be read again with every page. What the thread
 * reads of an older message (thread-steps.ts) is settled once newer messages follow it; what
 * changes on it (a rating, a tool call's approval) its row reads and follows itself (ChatStep).
 *
 * The pages hang above the newest one (the fragment's connection, which appended answers join):
 * when that starts at another message (another branch) or `reset` is called (the newest page was
 * read again), they go, as the connection's older edges went with a refetch.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, fetchQuery, getRequest, type Disposable } from 'relay-runtime';
import type { olderPagesQuery, olderPagesQuery$data } from '../../__generated__/olderPagesQuery.graphql';
import { later } from '../../after-paint/load-later';
import { readStep, type ThreadStep } from './thread-steps';

// The query's text, fetched once the page is shown or at the first older page (web/src/after-paint/).
const OlderPages = later(() => import('./older-pages.operation').then((m) => m.OlderPages));

interface Page {
  key: number;
  steps: readonly ThreadStep[];
  startCursor: string | null;
  hasPrevious: boolean;
}

/** The newest page, as the connection has it. */
export interface NewestPage {
  /** Its first message's id (null while it has none). */
  firstId: string | null;
  startCursor: string | null;
  hasPrevious: boolean;
}

const NONE: readonly Page[] = [];

function read(data: olderPagesQuery$data | undefined) {
  const history = data?.node?.history;
  if (!history) return null;
  return {
    steps: history.edges.map((edge) => readStep(edge.node)),
    startCursor: history.pageInfo.startCursor ?? null,
    hasPrevious: history.pageInfo.hasPreviousPage,
  };
}

export function useOlderPages(threadId: string, newest: NewestPage) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ above: string | null; pages: readonly Page[] }>({ above: null, pages: NONE });
  const [loading, setLoading] = useState(false);
  const pages = state.above !== null && state.above === newest.firstId ? state.pages : NONE;
  const latest = useRef({ pages, newest });
  latest.current = { pages, newest };
  /** Each page's hold on the store, by its key. */
  const held = useRef(new Map<number, Disposable>());
  const request = useRef<object | null>(null);
  const nextKey = useRef(0);

  const release = useCallback((key: number) => {
    held.current.get(key)?.dispose();
    held.current.delete(key);
  }, []);

  // Pages no longer shown (reset, another newest page) let go of the store.
  useEffect(() => {
    const shown = new Set(pages.map((page) => page.key));
    for (const key of [...held.current.keys()]) if (!shown.has(key)) release(key);
  }, [pages, release]);
  useEffect(() => {
    const all = held.current;
    return () => {
      for (const key of [...all.keys()]) release(key);
    };
  }, [release]);

  const load = useCallback(
    (count: number) => {
      const { pages: shown, newest: base } = latest.current;
      const oldest = shown[0];
      const before = oldest ? oldest.startCursor : base.startCursor;
      const more = oldest ? oldest.hasPrevious : base.hasPrevious;
      if (request.current || !more || !before || base.firstId === null) return;
      const above = base.firstId;
      const token = {};
      request.current = token;
      setLoading(true);
      const variables = { id: threadId, count, before };
      /** This request ended: false when another took its place (reset, a newer load). */
      const settled = () => {
        if (request.current !== token) return false;
        request.current = null;
        setLoading(false);
        return true;
      };
      const failed = (error: unknown) => {
        if (settled()) console.warn('Failed to load older messages', error);
      };
      OlderPages().then((Query) => {
        if (request.current !== token) return;
        fetchQuery<olderPagesQuery>(environment, Query, variables).subscribe({
          complete: () => {
            if (!settled()) return;
            const operation = createOperationDescriptor(getRequest(Query), variables);
            const snapshot = environment.lookup(operation.fragment);
            const page = read(snapshot.data as olderPagesQuery$data);
            if (!page || latest.current.newest.firstId !== above) return;
            const key = nextKey.current++;
            held.current.set(key, environment.retain(operation));
            setState((s) => ({ above, pages: [{ key, ...page }, ...(s.above === above ? s.pages : NONE)] }));
          },
          error: failed,
        });
      }, failed);
    },
    [environment, threadId],
  );

  const reset = useCallback(() => {
    request.current = null;
    setLoading(false);
    setState({ above: null, pages: NONE });
  }, []);

  const steps = useMemo(() => (pages.length === 1 ? pages[0]!.steps : pages.flatMap((page) => page.steps)), [pages]);
  return {
    /** The older pages' messages, oldest first. */
    steps,
    hasPrevious: pages.length ? pages[0]!.hasPrevious : newest.hasPrevious,
    isLoading: loading,
    load,
    reset,
  };
}
