import { Trans, useLingui } from '@lingui/react/macro';
import { Check, GripVertical, Pencil, X } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { itemKey, tidyItem } from '../../internal/item-key';
import { moved, useReorder } from '../../internal/reorder';
import { ReorderHelp } from '../../internal/ReorderHelp';
import { Button } from '../Button';
import styles from './EditableList.module.css';

export interface EditableListProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  /** The list's name: its heading, and the name in messages ("“x” is already in Interests"). */
  label: string;
  items: readonly string[];
  /** The whole list after an add, an edit, a move or a removal. */
  onChange: (items: string[]) => void;
  /** Chips that wrap (short items: interests, skills) or one row each (sentences: achievements). */
  layout?: 'chips' | 'rows';
  maxItems?: number;
  maxLength?: number;
  /** The label of the field that adds an item ("Add an interest"). */
  addLabel?: string;
  placeholder?: string;
  description?: ReactNode;
  /** What the server refused, in plain words. */
  error?: ReactNode;
  /** A change is being saved. */
  busy?: boolean;
  emptyText?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Beside the heading (a visibility switch). */
  actions?: ReactNode;
}

/**
 * A list of text items the owner edits in place: add, edit (Enter saves, Escape cancels), remove,
 * and reorder by dragging or with the arrow keys on an item's handle. An item already in the list
 * (whatever its case or spaces), an empty one or one too long is refused here with a message.
 */
export const EditableList = forwardRef<HTMLElement, EditableListProps>(function EditableList(
  {
    label,
    items,
    onChange,
    layout = 'chips',
    maxItems = 50,
    maxLength = 200,
    addLabel,
    placeholder,
    description,
    error,
    busy = false,
    emptyText,
    headingLevel = 3,
    actions,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  addLabel ??= t`Add to ${label}`;
  emptyText ??= t`Nothing here yet.`;
  const titleId = useId();
  const helpId = useId();
  const Heading = `h${headingLevel}` as const;
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const addField = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<{ key: string; action: 'edit' | 'remove' } | 'add' | null>(null);
  const reorder = useReorder<HTMLUListElement>({
    count: items.length,
    labelOf: (i) => items[i] ?? '',
    onMove: (from, to) => onChange(moved(items, from, to)),
    disabled: busy,
  });

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'add') return addField.current?.focus();
    const row = reorder.container.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(target.key)}"]`);
    (row?.querySelector<HTMLElement>(`[data-action="${target.action}"]`) ?? addField.current)?.focus();
  });

  /** Why `text` cannot be in the list (null: it can); `except` is the item being edited. */
  const refusal = (text: string, except: number | null): string | null => {
    if (!text) return t`Write something first.`;
    if (text.length > maxLength) return t`An item can be at most ${maxLength} characters.`;
    const twin = items.findIndex((item, i) => i !== except && itemKey(item) === itemKey(text));
    const existing = items[twin];
    if (twin >= 0) return t`“${existing}” is already in ${label}.`;
    return null;
  };

  const add = () => {
    const text = tidyItem(draft);
    const why = items.length >= maxItems ? t`${label} can have at most ${maxItems} items.` : refusal(text, null);
    setProblem(why);
    if (why) return;
    onChange([...items, text]);
    setDraft('');
  };

  const save = () => {
    if (!editing) return;
    const text = tidyItem(editing.text);
    const why = refusal(text, editing.index);
    setProblem(why);
    if (why) return;
    if (text !== items[editing.index]) onChange(items.map((item, i) => (i === editing.index ? text : item)));
    focusAfter.current = { key: itemKey(text), action: 'edit' };
    setEditing(null);
  };

  const remove = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    focusAfter.current = next === undefined ? 'add' : { key: itemKey(next), action: 'remove' };
    setProblem(null);
    onChange(items.filter((_, i) => i !== index));
  };

  const shown = problem ?? error;
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {label}
        </Heading>
        {actions}
      </div>
      {description && <p className={styles.description}>{description}</p>}
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul ref={reorder.container} className={styles.list} data-layout={layout} aria-labelledby={titleId}>
          {items.map((item, index) => {
            const typed = editing?.text;
            return editing?.index === index ? (
              <li key={itemKey(item)} className={styles.item} data-editing="">
                <input
                  className={styles.input}
                  aria-label={t`Edit “${item}”`}
                  value={editing.text}
                  maxLength={maxLength + 50}
                  autoFocus
                  onChange={(event) => setEditing({ index, text: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      save();
                    } else if (event.key === 'Escape') {
                      event.preventDefault();
                      focusAfter.current = { key: itemKey(item), action: 'edit' };
                      setProblem(null);
                      setEditing(null);
                    }
                  }}
                />
                <button type="button" className={styles.icon} aria-label={t`Save “${typed}”`} onClick={save}>
                  <Check aria-hidden="true" />
                </button>
              </li>
            ) : (
              <li
                key={itemKey(item)}
                className={styles.item}
                data-key={itemKey(item)}
                data-reorder-item=""
                {...reorder.itemState(index)}
              >
                <button
                  type="button"
                  className={cx(styles.icon, styles.handle)}
                  {...reorder.handleProps(index, helpId)}
                >
                  <GripVertical aria-hidden="true" />
                </button>
                <span className={styles.text}>{item}</span>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={t`Edit “${item}”`}
                  data-action="edit"
                  disabled={busy}
                  onClick={() => {
                    setProblem(null);
                    setEditing({ index, text: item });
                  }}
                >
                  <Pencil aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={t`Remove “${item}”`}
                  data-action="remove"
                  disabled={busy}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className={styles.add}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label className={styles.addLabel}>
          <span>{addLabel}</span>
          <input
            ref={addField}
            className={styles.input}
            value={draft}
            placeholder={placeholder}
            aria-invalid={problem && !editing ? true : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        </label>
        <Button type="submit" size="md" disabled={busy}>
          <Trans>Add</Trans>
        </Button>
      </form>
      {shown && (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      )}
      <ReorderHelp id={helpId} announcement={reorder.announcement} />
    </section>
  );
});
