import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { cx } from '../../internal/class-names';
import { LoadingState } from '../LoadingState';
import styles from './MessageList.module.css';

export interface MessageListItem {
  id: string;
}

export interface MessageListProps<T extends MessageListItem> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Older messages exist above the first item. */
  hasMore?: boolean;
  loadingOlder?: boolean;
  /** Called once per page when the user scrolls near the top while `hasMore`. */
  onReachTop?: () => void;
  /** The last message is growing; the list stays pinned to the bottom unless the user scrolled up. */
  streaming?: boolean;
  /** Shown when there are no items. */
  empty?: ReactNode;
  /** Below the last message (phase indicator, token info). */
  footer?: ReactNode;
  estimateSize?: number;
  label?: string;
  className?: string;
  /** Brings this item into view (once it is in `items`) and marks it for a moment: a search result's message. */
  focusItemId?: string | null;
}

/** Where a focused item sits: this far below the top of the view. */
const FOCUS_OFFSET = 48;

const BOTTOM_THRESHOLD = 64;
const TOP_THRESHOLD = 160;

const distanceFromBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

/** Scrolls to the bottom and returns where that is (the browser rounds and clamps). */
const toBottom = (element: HTMLElement) => {
  element.scrollTop = element.scrollHeight;
  return element.scrollTop;
};

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

function MessageListInner<T extends MessageListItem>(
  {
    items,
    renderItem,
    hasMore = false,
    loadingOlder = false,
    onReachTop,
    streaming = false,
    empty,
    footer,
    estimateSize = 120,
    label,
    className,
    focusItemId = null,
  }: MessageListProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { t } = useLingui();
  label ??= t`Messages`;
  const scrollRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => scrollRef.current as HTMLDivElement);
  const pinned = useRef(true);
  /**
   * Where the list last scrolled itself to the bottom. Its scroll event comes a frame later and may
   * find the view shorter or the content taller (the composer grows with a long message): found
   * still there, nobody scrolled, and the list keeps following the bottom.
   */
  const ownTop = useRef(-1);
  /**
   * The first visible message and its distance from the top of the view, kept while reading; with
   * where it was in the list then (index, start), so that a render that moved nothing above it
   * neither searches the list nor touches the scroll position.
   */
  const anchor = useRef<{ id: string; offset: number; index: number; start: number | null } | null>(null);
  /** How many items the list had when the last layout effect ran (a prepend shifts the anchor by the difference). */
  const anchorCount = useRef(items.length);
  const requestedAt = useRef<number>(-1);
  /** "Scroll to latest" was pressed and the smooth scroll is under way (until the bottom or the reader takes over). */
  const goingToLatest = useRef(false);
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const latestButton = useRef<HTMLButtonElement>(null);

  // The same functions from one render to the next while the items are the same: a new getItemKey
  // makes the virtualizer lay out every row again (all of a 10,000-message conversation on each
  // scroll frame), where a measured row only moves those below it.
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimate,
    getItemKey,
    overscan: 6,
    // The rows a scroll brings are drawn in React's next pass, not inside the scroll event: with a
    // synchronous render per event, scrolling up a 10,000-message conversation kept the main thread
    // a third busier and cut Home's smooth scroll short twice as often (bench/RESULTS.md, long
    // conversations). The overscan covers the frame in between.
    useFlushSync: false,
  });
  // Position is kept by the anchor below (also across prepends), not by the virtualizer.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;

  const maybeLoadOlder = useCallback(() => {
    const element = scrollRef.current;
    if (!element || !hasMore || loadingOlder || !onReachTop) return;
    if (element.scrollTop > TOP_THRESHOLD) return;
    if (requestedAt.current === items.length) return;
    requestedAt.current = items.length;
    onReachTop();
  }, [hasMore, loadingOlder, onReachTop, items.length]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = distanceFromBottom(element) < BOTTOM_THRESHOLD;
    // Only a scroll by someone else (the reader, a message brought into view) lets go of the bottom.
    const moved = Math.abs(element.scrollTop - ownTop.current) > 1;
    if (atBottom) goingToLatest.current = false;
    if (!goingToLatest.current && (atBottom || moved)) pinned.current = atBottom;
    setAwayFromBottom(!atBottom && !pinned.current && !goingToLatest.current);
    const top = element.scrollTop;
    const first = firstRowEndingBelow(virtualizer.measurementsCache, top);
    const item = first ? items[first.index] : undefined;
    anchor.current =
      first && item ? { id: item.id, offset: first.start - top, index: first.index, start: first.start } : null;
    maybeLoadOlder();
  };

  const scrollToLatest = () => {
    const element = scrollRef.current;
    if (!element) return;
    // The button goes away: keyboard focus stays on the conversation instead of dropping to <body>.
    if (document.activeElement === latestButton.current) element.focus({ preventScroll: true });
    goingToLatest.current = true;
    setAwayFromBottom(false);
    element.scrollTo({ top: element.scrollHeight, behavior: scrollBehavior() });
  };

  // Rows measured on the way down can move the end further: finish there, and follow from now on.
  const onScrollEnd = () => {
    const element = scrollRef.current;
    if (!element || !goingToLatest.current) return;
    goingToLatest.current = false;
    pinned.current = true;
    if (distanceFromBottom(element) > 1) ownTop.current = toBottom(element);
  };

  // The reader scrolls by hand: a smooth scroll to the latest message gives way.
  const onReaderScrolls = () => {
    goingToLatest.current = false;
  };

  const totalSize = virtualizer.getTotalSize();

  /**
   * Puts the anchored message back exactly where the reader saw it, once something above it moved
   * it (older messages prepended, rows above measured).
   */
  const keepAnchor = (element: HTMLElement) => {
    const current = anchor.current;
    if (!current) return;
    // Where it was, or as many rows further down as were prepended: found without a search.
    const shifted = current.index + items.length - anchorCount.current;
    const index = [current.index, shifted].find((i) => items[i]?.id === current.id) ?? findIndex(items, current.id);
    const row = index >= 0 ? virtualizer.measurementsCache[index] : undefined;
    if (!row) return;
    current.index = index;
    if (row.start === current.start) return;
    current.start = row.start;
    const target = row.start - current.offset;
    if (Math.abs(element.scrollTop - target) > 0.5) element.scrollTop = target;
  };

  // A message to show (a search result): stop following the bottom and anchor the view on it.
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusItemId || focused.current === focusItemId) return;
    const index = items.findIndex((item) => item.id === focusItemId);
    if (index < 0) return;
    focused.current = focusItemId;
    pinned.current = false;
    goingToLatest.current = false;
    anchor.current = { id: focusItemId, offset: FOCUS_OFFSET, index, start: null };
    virtualizer.scrollToIndex(index, { align: 'start' });
  }, [focusItemId, items, virtualizer]);

  // After every layout change (new messages, prepended pages, re-measured heights): follow the
  // bottom when pinned, otherwise keep the reader's place.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (pinned.current) ownTop.current = toBottom(element);
    else if (!goingToLatest.current) keepAnchor(element);
    anchorCount.current = items.length;
  });

  // The way back is offered only while needed: another branch may be short enough to fit the view.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const away = !goingToLatest.current && distanceFromBottom(element) >= BOTTOM_THRESHOLD;
    if (away !== awayFromBottom) setAwayFromBottom(away);
  }, [totalSize, items.length, awayFromBottom]);

  // The view changes size without a render here (the composer grows, the window is resized), and
  // streamed text grows the last item without changing the items array: follow the bottom.
  const showsEmpty = items.length === 0 && Boolean(empty);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) ownTop.current = toBottom(element);
    });
    observer.observe(element);
    if (streaming) for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [streaming, showsEmpty]);

  // A short first page may not fill the view: ask for more right away.
  useLayoutEffect(() => {
    maybeLoadOlder();
  }, [maybeLoadOlder]);

  if (showsEmpty) {
    return <div className={cx(styles.root, styles.empty, className)}>{empty}</div>;
  }

  return (
    <div className={cx(styles.root, className)}>
      {loadingOlder && (
        <div className={styles.older}>
          <LoadingState />
        </div>
      )}
      <div
        ref={scrollRef}
        className={styles.scroller}
        role="log"
        // Not read out as it changes: a streaming answer would be spoken token by token. The chat
        // announces each completed answer once through its own status region.
        aria-live="off"
        aria-label={label}
        aria-busy={streaming || undefined}
        tabIndex={0}
        onScroll={onScroll}
        onScrollEnd={onScrollEnd}
        onWheel={onReaderScrolls}
        onTouchStart={onReaderScrolls}
        onKeyDown={onReaderScrolls}
      >
        <div className={styles.canvas} style={{ height: totalSize }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                data-focused={item.id === focusItemId || undefined}
                className={styles.row}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {renderItem(item, row.index)}
              </div>
            );
          })}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
      {awayFromBottom && (
        <button
          ref={latestButton}
          type="button"
          className={styles.latest}
          aria-label={t`Scroll to latest`}
          title={t`Scroll to latest`}
          onClick={scrollToLatest}
        >
          <ArrowDown aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** The first row whose end is below `top` (rows are in order: a binary search). */
function firstRowEndingBelow<R extends { end: number }>(rows: readonly R[], top: number): R | undefined {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((rows[mid] as R).end > top) high = mid;
    else low = mid + 1;
  }
  return rows[low];
}

const findIndex = (items: readonly MessageListItem[], id: string) => items.findIndex((item) => item.id === id);

/**
 * The conversation, virtualized: only visible messages are in the DOM. Keeps the reader's place
 * when older messages are prepended, follows the bottom while streaming (unless the reader scrolled
 * up), offers "Scroll to latest" when away from the bottom, and asks for older messages near the top.
 */
export const MessageList = forwardRef(MessageListInner) as <T extends MessageListItem>(
  props: MessageListProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement;
