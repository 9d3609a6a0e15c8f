import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './ProfileSuggestions.module.css';

export type ProfileSuggestionField = 'interests' | 'skills' | 'achievements' | 'bio';

export interface ProfileSuggestionView {
  id: string;
  field: ProfileSuggestionField;
  value: string;
  /** Where it came from, in plain words ("From “Climbing”"); nothing shown when absent. */
  source?: string | null;
}

export interface ProfileSuggestionsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The suggestions waiting; the empty text shows when there are none. */
  suggestions: readonly ProfileSuggestionView[];
  /** Adds it to the profile, as `value` when the owner edited it. */
  onAccept: (id: string, value?: string) => void;
  onDismiss: (id: string) => void;
  /** Suggestions being decided (their buttons wait). */
  busy?: readonly string[];
  /** What went wrong with the last decision. */
  error?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  emptyText?: ReactNode;
  headingLevel?: 2 | 3;
  /** Beside the title (a button that looks for more). */
  actions?: ReactNode;
}

/** Each field's name: on its own (a label), and inside a sentence ("Accept interest: Poetry"). */
const FIELD_NAMES: Record<ProfileSuggestionField, { label: MessageDescriptor; inSentence: MessageDescriptor }> = {
  interests: { label: msg`Interest`, inSentence: msg`interest` },
  skills: { label: msg`Skill`, inSentence: msg`skill` },
  achievements: { label: msg`Achievement`, inSentence: msg`achievement` },
  bio: { label: msg`Bio`, inSentence: msg`bio` },
};

const EMPTY: readonly string[] = [];

/**
 * What the agents suggest for the profile, one item at a time: Accept adds it, Edit changes its
 * words first (Enter accepts, Escape cancels), Dismiss lets it go. Nothing changes until the owner
 * decides.
 */
export const ProfileSuggestions = forwardRef<HTMLElement, ProfileSuggestionsProps>(function ProfileSuggestions(
  {
    suggestions,
    onAccept,
    onDismiss,
    busy = EMPTY,
    error,
    title,
    description,
    emptyText,
    headingLevel = 2,
    actions,
    className,
    ...rest
  },
  ref,
) {
  const { i18n, t } = useLingui();
  title ??= t`Suggested for your profile`;
  description ??= t`Found in your stories and conversations. Nothing is added until you accept it.`;
  emptyText ??= t`No suggestions waiting.`;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.headerActions}>{actions}</div>}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {suggestions.length === 0 ? (
        <p className={styles.description}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={t`Suggestions`}>
          {suggestions.map((s) => {
            const waiting = busy.includes(s.id);
            const name = i18n._(FIELD_NAMES[s.field].label);
            const field = i18n._(FIELD_NAMES[s.field].inSentence);
            const value = s.value;
            const edit = editing?.id === s.id ? editing : null;
            const accept = () => {
              const text = edit?.text.trim();
              if (edit && !text) return;
              onAccept(s.id, edit && text !== s.value ? text : undefined);
              setEditing(null);
            };
            return (
              <li key={s.id} className={styles.item} aria-busy={waiting || undefined} data-suggestion="">
                <div className={styles.text}>
                  <span className={styles.field}>{name}</span>
                  {edit ? (
                    <input
                      className={styles.input}
                      aria-label={t`Edit the suggested ${field}`}
                      value={edit.text}
                      autoFocus
                      onChange={(event) => setEditing({ id: s.id, text: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          accept();
                        } else if (event.key === 'Escape') {
                          event.preventDefault();
                          setEditing(null);
                        }
                      }}
                    />
                  ) : (
                    <p className={styles.value}>{s.value}</p>
                  )}
                  {s.source && <span className={styles.source}>{s.source}</span>}
                </div>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t`Dismiss ${field}: ${value}`}
                    disabled={waiting}
                    onClick={() => {
                      setEditing(null);
                      onDismiss(s.id);
                    }}
                  >
                    <Trans>Dismiss</Trans>
                  </Button>
                  {!edit && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Edit ${field}: ${value}`}
                      disabled={waiting}
                      onClick={() => setEditing({ id: s.id, text: s.value })}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={t`Accept ${field}: ${value}`}
                    disabled={waiting || (edit !== null && !edit.text.trim())}
                    loading={waiting}
                    onClick={accept}
                  >
                    <Trans>Accept</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
