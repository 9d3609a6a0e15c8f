import { useLingui } from '@lingui/react/macro';
import { MoreHorizontal, Pin } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps } from '../../internal/navigation';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { DropdownMenu, type DropdownMenuEntry } from '../DropdownMenu';
import styles from './ThreadListItem.module.css';

export interface ThreadListItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  id: string;
  title: string;
  /** A line under the title (last message preview, a search result's passage, or a subtitle). */
  preview?: ReactNode;
  /** Shows a checkbox to choose the conversation (for actions on several, e.g. delete). */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** The conversation's address: the item is a real link (open in a new tab, copy link). */
  href: string;
  active?: boolean;
  pinned?: boolean;
  /** A plain click (the app routes it); modified clicks keep the browser's behaviour. */
  onSelect: (id: string) => void;
  /** The "More" menu's entries (rename, pin, share, export, delete…); shown on hover and focus. */
  actions?: DropdownMenuEntry[];
  /** Shows a name field in place of the title; Enter saves, Escape cancels. */
  renaming?: boolean;
  onRename?: (name: string) => void;
  onRenameCancel?: () => void;
}

/** One conversation in the sidebar's list. */
export const ThreadListItem = forwardRef<HTMLDivElement, ThreadListItemProps>(function ThreadListItem(
  {
    id,
    title,
    preview,
    href,
    active = false,
    pinned = false,
    onSelect,
    actions,
    renaming = false,
    onRename,
    onRenameCancel,
    selected,
    onSelectedChange,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-active={active || undefined}
      data-menu-open={menuOpen || undefined}
      data-selected={selected || undefined}
      {...rest}
    >
      {onSelectedChange && (
        <input
          type="checkbox"
          className={styles.check}
          aria-label={t`Choose ${title}`}
          checked={selected ?? false}
          onChange={(e) => onSelectedChange(e.target.checked)}
        />
      )}
      {renaming ? (
        <RenameField title={title} onRename={onRename} onCancel={onRenameCancel} />
      ) : (
        <a className={styles.main} aria-current={active ? 'page' : undefined} {...linkProps(href, () => onSelect(id))}>
          <span className={styles.title}>
            {pinned && (
              <>
                <Pin className={styles.pin} aria-hidden="true" />
                <VisuallyHidden>{t`Pinned:`} </VisuallyHidden>
              </>
            )}
            <bdi>{title}</bdi>
          </span>
          {preview && <span className={styles.preview}>{preview}</span>}
        </a>
      )}
      {actions && actions.length > 0 && !renaming && (
        <DropdownMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          items={actions}
          trigger={
            <button type="button" className={styles.more} aria-label={t`More for ${title}`}>
              <MoreHorizontal aria-hidden="true" />
            </button>
          }
        />
      )}
    </div>
  );
});

function RenameField({
  title,
  onRename,
  onCancel,
}: {
  title: string;
  onRename?: (name: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const name = value.trim();
    if (save && name && name !== title) onRename?.(name);
    else onCancel?.();
  };
  return (
    <input
      ref={input}
      className={styles.rename}
      aria-label={t`Conversation name`}
      value={value}
      maxLength={200}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(true);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          finish(false);
        }
      }}
    />
  );
}
