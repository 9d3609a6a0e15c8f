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

const FIELD_NAMES: Record<ProfileSuggestionField, string> = {
  interests: 'Interest',
  skills: 'Skill',
  achievements: 'Achievement',
  bio: 'Bio',
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
    title = 'Suggested for your profile',
    description = 'Found in your stories and conversations. Nothing is added until you accept it.',
    emptyText = 'No suggestions waiting.',
    headingLevel = 2,
    actions,
    className,
    ...rest
  },
  ref,
) {
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
        <ul className={styles.list} aria-label="Suggestions">
          {suggestions.map((s) => {
            const waiting = busy.includes(s.id);
            const name = FIELD_NAMES[s.field];
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
                      aria-label={`Edit the suggested ${name.toLowerCase()}`}
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
                    aria-label={`Dismiss ${name.toLowerCase()}: ${s.value}`}
                    disabled={waiting}
                    onClick={() => {
                      setEditing(null);
                      onDismiss(s.id);
                    }}
                  >
                    Dismiss
                  </Button>
                  {!edit && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${name.toLowerCase()}: ${s.value}`}
                      disabled={waiting}
                      onClick={() => setEditing({ id: s.id, text: s.value })}
                    >
                      Edit
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={`Accept ${name.toLowerCase()}: ${s.value}`}
                    disabled={waiting || (edit !== null && !edit.text.trim())}
                    loading={waiting}
                    onClick={accept}
                  >
                    Accept
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
