import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps } from '../../internal/navigation';
import { Button } from '../Button';
import styles from './MemorySuggestions.module.css';

export interface MemorySuggestionView {
  id: string;
  /** The fact, as it would be remembered. */
  content: string;
  /** The conversation it was found in. */
  threadId: string;
  /** That conversation's name (null: untitled). */
  threadName?: string | null;
  /** The message it was found in. */
  stepId?: string | null;
}

export interface MemorySuggestionsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The suggestions waiting for a decision; nothing renders when there are none. */
  suggestions: readonly MemorySuggestionView[];
  /** Remember these (one, or all). */
  onRemember: (ids: string[]) => void;
  /** Let these go (one, or all). */
  onDismiss: (ids: string[]) => void;
  /** Where a suggestion's conversation opens (at its message when there is one). */
  conversationHref: (threadId: string, stepId: string | null) => string;
  /** Opens a conversation in the app (a plain click); without it the link navigates. */
  onOpenConversation?: (threadId: string, stepId: string | null) => void;
  /** Suggestions being remembered (their Remember buttons spin; their rows wait). */
  remembering?: readonly string[];
  /** Suggestions being dismissed. */
  dismissing?: readonly string[];
  /** What went wrong with the last decision, in plain words. */
  error?: string | null;
  title?: ReactNode;
  description?: ReactNode;
  /** The title's heading level (2 on a page, 3 inside a section). */
  headingLevel?: 2 | 3;
}

const EMPTY: readonly string[] = [];
type Action = 'remember' | 'dismiss';

/**
 * Facts the brain found in imported conversations, each waiting for a "Remember" or a "Dismiss":
 * nothing is remembered until the person says so. Each fact links to the conversation it came from.
 */
export const MemorySuggestions = forwardRef<HTMLElement, MemorySuggestionsProps>(function MemorySuggestions(
  {
    suggestions,
    onRemember,
    onDismiss,
    conversationHref,
    onOpenConversation,
    remembering = EMPTY,
    dismissing = EMPTY,
    error,
    title,
    description,
    headingLevel = 2,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  title ??= t`Your brain could remember`;
  description ??= t`Found in the conversations you imported. Nothing is remembered until you say so.`;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The row a keyboard decision was made on: once it is gone, focus moves to the row that took its place.
  const decidedAt = useRef<{ index: number; action: Action } | null>(null);
  const idsKey = suggestions.map((s) => s.id).join(' ');

  useEffect(() => {
    const decided = decidedAt.current;
    const doc = list.current?.ownerDocument ?? heading.current?.ownerDocument;
    if (decided === null || !doc) return;
    const active = doc.activeElement;
    if (active && active !== doc.body) {
      if (!active.closest('[data-suggestion]')?.hasAttribute('aria-busy')) decidedAt.current = null;
      return;
    }
    decidedAt.current = null;
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-suggestion]') ?? [];
    const open = [...rows].filter((row) => !row.hasAttribute('aria-busy'));
    const next = open[Math.min(decided.index, open.length - 1)]?.querySelector<HTMLElement>(
      `[data-action="${decided.action}"]`,
    );
    (next ?? heading.current)?.focus();
  }, [idsKey]);

  if (suggestions.length === 0) return null;
  const busy = new Set([...remembering, ...dismissing]);
  const allIds = suggestions.map((s) => s.id);
  const deciding = busy.size > 0;
  const everyone = (ids: readonly string[]) => ids.length > 1 && allIds.every((id) => ids.includes(id));
  const decide = (index: number, action: Action) => {
    const doc = list.current?.ownerDocument;
    decidedAt.current = doc && list.current?.contains(doc.activeElement) ? { index, action } : null;
    if (action === 'remember') onRemember([suggestions[index]!.id]);
    else onDismiss([suggestions[index]!.id]);
  };

  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Heading ref={heading} id={titleId} className={styles.title} tabIndex={-1}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {suggestions.length > 1 && (
          <div className={styles.all}>
            <Button
              size="sm"
              variant="ghost"
              disabled={deciding}
              loading={everyone(dismissing)}
              onClick={() => onDismiss(allIds)}
            >
              <Trans>Dismiss all</Trans>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={deciding}
              loading={everyone(remembering)}
              onClick={() => onRemember(allIds)}
            >
              <Trans>Remember all</Trans>
            </Button>
          </div>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul ref={list} className={styles.list} aria-label={t`Suggested memories`}>
        {suggestions.map((s, index) => {
          const stepId = s.stepId ?? null;
          const waiting = busy.has(s.id);
          const { content, threadName } = s;
          return (
            <li key={s.id} className={styles.item} data-suggestion="" aria-busy={waiting || undefined}>
              <div className={styles.text}>
                <p className={styles.fact}>{content}</p>
                <a
                  className={styles.source}
                  {...linkProps(
                    conversationHref(s.threadId, stepId),
                    onOpenConversation && (() => onOpenConversation(s.threadId, stepId)),
                  )}
                >
                  {threadName ? t`From “${threadName}”` : t`From an imported conversation`}
                </a>
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Dismiss: ${content}`}
                  disabled={waiting}
                  loading={dismissing.includes(s.id) && !everyone(dismissing)}
                  data-action="dismiss"
                  onClick={() => decide(index, 'dismiss')}
                >
                  <Trans>Dismiss</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={t`Remember: ${content}`}
                  disabled={waiting}
                  loading={remembering.includes(s.id) && !everyone(remembering)}
                  data-action="remember"
                  onClick={() => decide(index, 'remember')}
                >
                  <Trans>Remember</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
