import { Trans, useLingui } from '@lingui/react/macro';
import { GripVertical, Pencil, X } from 'lucide-react';
import { forwardRef, useId, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { moved, useReorder } from '../../internal/reorder';
import { ReorderHelp } from '../../internal/ReorderHelp';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import styles from './ItemListEditor.module.css';

export interface EditableItem {
  /** Stable while the list is edited (new items get one from the editor). */
  id: string;
  title: string;
  text: string;
}

export interface ItemListWords {
  /** Opens the form for a new item: "Add a post". */
  add: string;
  /** The new item's form's button: "Add post". */
  addButton: string;
  /** Said when a new or edited item lacks what `required` names: "A post needs some text." */
  missing: string;
  /** An item's edit button, for screen readers, with its title: "Edit post “Why I climb”". */
  edit: (name: string) => string;
  /** An item's remove button, the same way: "Remove post “Why I climb”". */
  remove: (name: string) => string;
}

export interface ItemListEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  /** The list's name ("Posts"), its heading. */
  label: string;
  /**
   * What the list says of one of its items, each a whole phrase of the caller's (in German a post and
   * a project take other articles, so no sentence is built here from an item's name).
   */
  words: ItemListWords;
  items: readonly EditableItem[];
  onChange: (items: EditableItem[]) => void;
  titleLabel?: string;
  textLabel?: string;
  /** Which of the two an item must have. */
  required?: 'title' | 'text';
  maxItems?: number;
  maxTitle?: number;
  maxText?: number;
  error?: ReactNode;
  busy?: boolean;
  emptyText?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
}

let nextId = 0;

function ItemForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  props,
}: {
  initial: { title: string; text: string };
  submitLabel: string;
  onSubmit: (value: { title: string; text: string }) => string | null;
  onCancel?: () => void;
  props: Pick<ItemListEditorProps, 'titleLabel' | 'textLabel' | 'maxTitle' | 'maxText' | 'busy'>;
}) {
  const { t } = useLingui();
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.text);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = onSubmit({ title: title.trim(), text: text.trim() });
    setProblem(why);
    if (!why && !onCancel) {
      setTitle('');
      setText('');
    }
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={props.titleLabel ?? t`Title`}
        value={title}
        maxLength={(props.maxTitle ?? 200) + 50}
        autoFocus={Boolean(onCancel)}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextArea
        label={props.textLabel ?? t`Text`}
        rows={3}
        value={text}
        error={problem ?? undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
      />
      <div className={styles.formActions}>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" size="sm" disabled={props.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A list of items with a title and a text (posts, projects) the owner edits in place: add, edit,
 * remove, and reorder by dragging or with the arrow keys on an item's handle.
 */
export const ItemListEditor = forwardRef<HTMLElement, ItemListEditorProps>(function ItemListEditor(
  {
    label,
    words,
    items,
    onChange,
    titleLabel,
    textLabel,
    required = 'text',
    maxItems = 50,
    maxTitle = 200,
    maxText = 5000,
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
  emptyText ??= t`Nothing here yet.`;
  const titleId = useId();
  const helpId = useId();
  const Heading = `h${headingLevel}` as const;
  const [editing, setEditing] = useState<string | null>(null);
  const nameOf = (item: EditableItem) => item.title || item.text.slice(0, 40);
  const reorder = useReorder<HTMLUListElement>({
    count: items.length,
    labelOf: (i) => (items[i] ? nameOf(items[i]) : ''),
    onMove: (from, to) => onChange(moved(items, from, to)),
    disabled: busy,
  });
  const formProps = { titleLabel, textLabel, maxTitle, maxText, busy };
  const refusal = (value: { title: string; text: string }) => {
    if (!value[required]) return words.missing;
    if (value.title.length > maxTitle) return t`A title can be at most ${maxTitle} characters.`;
    if (value.text.length > maxText) return t`The text can be at most ${maxText} characters.`;
    return null;
  };

  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {label}
        </Heading>
        {actions}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul ref={reorder.container} className={styles.list} aria-labelledby={titleId}>
          {items.map((item, index) => {
            const name = nameOf(item);
            return editing === item.id ? (
              <li key={item.id} className={styles.item}>
                <ItemForm
                  initial={item}
                  submitLabel={t`Save`}
                  props={formProps}
                  onCancel={() => setEditing(null)}
                  onSubmit={(value) => {
                    const why = refusal(value);
                    if (why) return why;
                    onChange(items.map((other) => (other.id === item.id ? { ...other, ...value } : other)));
                    setEditing(null);
                    return null;
                  }}
                />
              </li>
            ) : (
              <li key={item.id} className={styles.item} data-reorder-item="" {...reorder.itemState(index)}>
                <button
                  type="button"
                  className={cx(styles.icon, styles.handle)}
                  {...reorder.handleProps(index, helpId)}
                >
                  <GripVertical aria-hidden="true" />
                </button>
                <div className={styles.body}>
                  {item.title && <p className={styles.itemTitle}>{item.title}</p>}
                  {item.text && <p className={styles.text}>{item.text}</p>}
                </div>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={words.edit(name)}
                  disabled={busy}
                  onClick={() => setEditing(item.id)}
                >
                  <Pencil aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={words.remove(name)}
                  disabled={busy}
                  onClick={() => onChange(items.filter((other) => other.id !== item.id))}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {items.length < maxItems && (
        <details className={styles.add}>
          <summary className={styles.summary}>{words.add}</summary>
          <ItemForm
            initial={{ title: '', text: '' }}
            submitLabel={words.addButton}
            props={formProps}
            onSubmit={(value) => {
              const why = refusal(value);
              if (why) return why;
              onChange([...items, { id: `new-${++nextId}`, ...value }]);
              return null;
            }}
          />
        </details>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ReorderHelp id={helpId} announcement={reorder.announcement} />
    </section>
  );
});
