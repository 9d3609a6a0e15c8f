import { useVirtualizer } from '@tanstack/react-virtual';
import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
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
}

const BOTTOM_THRESHOLD = 64;
const TOP_THRESHOLD = 160;

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
    label = 'Messages',
    className,
  }: MessageListProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => scrollRef.current as HTMLDivElement);
  const pinned = useRef(true);
  /** The first visible message and its distance from the top of the view, kept while reading. */
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const requestedAt = useRef<number>(-1);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 6,
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
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_THRESHOLD;
    const top = element.scrollTop;
    const first = virtualizer.measurementsCache.find((row) => row.end > top);
    const item = first ? items[first.index] : undefined;
    anchor.current = first && item ? { id: item.id, offset: first.start - top } : null;
    maybeLoadOlder();
  };

  const totalSize = virtualizer.getTotalSize();

  // After every layout change (new messages, prepended pages, re-measured heights): follow the
  // bottom when pinned, otherwise keep the anchored message exactly where the reader saw it.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (pinned.current) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    const current = anchor.current;
    if (!current) return;
    const index = items.findIndex((item) => item.id === current.id);
    const row = index >= 0 ? virtualizer.measurementsCache[index] : undefined;
    if (!row) return;
    const target = row.start - current.offset;
    if (Math.abs(element.scrollTop - target) > 0.5) element.scrollTop = target;
  });

  // Streamed text grows the last item without changing the items array.
  useLayoutEffect(() => {
    if (!streaming) return;
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    });
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [streaming]);

  // A short first page may not fill the view: ask for more right away.
  useLayoutEffect(() => {
    maybeLoadOlder();
  }, [maybeLoadOlder]);

  if (items.length === 0 && empty) {
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
        aria-label={label}
        aria-busy={streaming || undefined}
        tabIndex={0}
        onScroll={onScroll}
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
    </div>
  );
}

/**
 * The conversation, virtualized: only visible messages are in the DOM. Keeps the reader's place
 * when older messages are prepended, follows the bottom while streaming, and asks for older
 * messages near the top.
 */
export const MessageList = forwardRef(MessageListInner) as <T extends MessageListItem>(
  props: MessageListProps<T> & RefAttributes<HTMLDivElement>,
) => ReactElement;
