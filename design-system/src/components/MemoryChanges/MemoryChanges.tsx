import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { Tag } from '../Tag';
import styles from './MemoryChanges.module.css';

export interface MemoryChangeView {
  id: string;
  /** updated: a newer fact replaced the memory's words; forgotten: the person asked to forget it. */
  kind: 'updated' | 'forgotten';
  /** updated: what the memory says now (null when it has since been deleted or changed again). */
  current?: string | null;
  /** updated: what it said before. A forgotten memory's words are not kept. */
  previous?: string | null;
  /** The conversation where it happened (null: deleted since). */
  threadId?: string | null;
  threadName?: string | null;
  /** When, already in the reader's words ("24 Nov 2026"). */
  when: string;
}

export interface MemoryChangesProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Newest first; nothing renders when there are none. */
  changes: readonly MemoryChangeView[];
  /** Where a conversation opens. */
  conversationHref: (threadId: string) => string;
  /** Opens a conversation in the app (a plain click); without it the link navigates. */
  onNavigate?: NavigateHandler;
  title?: ReactNode;
  description?: ReactNode;
  /** The title's heading level (2 on a page, 3 inside a section). */
  headingLevel?: 2 | 3;
}

/** A memory's words in quotation marks, as the language writes them. */
function Quoted({ text }: { text: string }) {
  return <Trans>“{text}”</Trans>;
}

function Source({
  change,
  conversationHref,
  onNavigate,
}: { change: MemoryChangeView } & Pick<MemoryChangesProps, 'conversationHref' | 'onNavigate'>) {
  if (!change.threadId)
    return (
      <span>
        <Trans>in a conversation since deleted</Trans>
      </span>
    );
  const name = change.threadName;
  const where = name ? <Quoted text={name} /> : <Trans>an untitled chat</Trans>;
  return (
    <a className={styles.link} {...linkProps(conversationHref(change.threadId), onNavigate)}>
      <Trans>in {where}</Trans>
    </a>
  );
}

/**
 * What the brain changed in its memories and where: a newer fact that replaced older words (both
 * shown), or a memory forgotten when the person asked (its words are gone). Each links to its chat.
 */
export const MemoryChanges = forwardRef<HTMLElement, MemoryChangesProps>(function MemoryChanges(
  { changes, conversationHref, onNavigate, title, description, headingLevel = 2, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  title ??= t`Recent changes`;
  description ??= t`What your brain changed when you told it something new or asked it to forget.`;
  const titleId = useId();
  if (changes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.intro}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <ul className={styles.list} aria-label={t`Changes to your memories`}>
        {changes.map((change) => (
          <li key={change.id} className={styles.item}>
            <Tag tone={change.kind === 'updated' ? 'accent' : 'neutral'}>
              {change.kind === 'updated' ? t`Updated` : t`Forgotten`}
            </Tag>
            <div className={styles.text}>
              {change.kind === 'updated' ? (
                <>
                  <p className={styles.fact}>
                    {change.current ? <Quoted text={change.current} /> : t`A memory you have since changed or deleted`}
                  </p>
                  {change.previous && (
                    <p className={styles.before}>
                      <span className={styles.label}>{`${t`Before:`} `}</span>
                      <del>
                        <Quoted text={change.previous} />
                      </del>
                    </p>
                  )}
                </>
              ) : (
                <p className={styles.fact}>
                  <Trans>A memory you asked your brain to forget</Trans>
                </p>
              )}
              <p className={styles.meta}>
                <Source change={change} conversationHref={conversationHref} onNavigate={onNavigate} /> · {change.when}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});

export interface MemoryHistoryProps extends HTMLAttributes<HTMLDetailsElement> {
  /** The memory's earlier words, newest first. */
  versions: readonly Omit<MemoryChangeView, 'kind' | 'current'>[];
  conversationHref: (threadId: string) => string;
  onNavigate?: NavigateHandler;
}

/** A memory's earlier words, behind a quiet "Earlier versions" disclosure. Nothing renders without any. */
export function MemoryHistory({ versions, conversationHref, onNavigate, className, ...rest }: MemoryHistoryProps) {
  const count = versions.length;
  if (count === 0) return null;
  return (
    <details className={cx(styles.history, className)} {...rest}>
      <summary className={styles.summary}>
        <Plural value={count} one="Earlier version" other="# earlier versions" />
      </summary>
      <ol className={styles.versions}>
        {versions.map((v) => {
          const when = <>{v.when}</>;
          return (
            <li key={v.id} className={styles.version}>
              <del className={styles.fact}>{v.previous ? <Quoted text={v.previous} /> : ''}</del>
              <p className={styles.meta}>
                <Trans>
                  Replaced{' '}
                  <Source
                    change={{ ...v, kind: 'updated' }}
                    conversationHref={conversationHref}
                    onNavigate={onNavigate}
                  />{' '}
                  · {when}
                </Trans>
              </p>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
