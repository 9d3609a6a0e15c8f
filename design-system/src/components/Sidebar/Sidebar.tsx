import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PanelLeftClose, Plus, Search } from 'lucide-react';
import { forwardRef, lazy, Suspense, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { Brand } from '../Brand';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { LoadingState } from '../LoadingState';
import { KeyCombo } from '../ShortcutsDialog/KeyCombo';
import { ariaKeyShortcuts, shortcutHint, type ShortcutKey } from '../ShortcutsDialog/shortcut-keys';
import { Tag } from '../Tag';
import type { DropdownMenuEntry } from '../DropdownMenu';
import { ThreadListItem } from '../ThreadListItem';

// The confirmation (and the dialog library under it) loads with the first delete, not with every page.
const ConfirmDialog = lazy(() => import('../ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
import { THREAD_DRAG_TYPE } from '../SidebarProjects';
import { groupThreads, recentThreads, threadTitle, type SidebarThread } from './sidebar-threads';
import { threadActions } from './thread-actions';
import styles from './Sidebar.module.css';

export interface SidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The current path, to mark the active nav entry. */
  activePath?: string;
  activeThreadId?: string | null;
  /** The sections the app has, in order (the app decides which, and where they lead). */
  nav: readonly SidebarNavEntry[];
  /** Where a thread's link leads (its address, for opening in a new tab; selecting calls onSelectThread). */
  threadHref: (id: string) => string;
  threads: readonly SidebarThread[];
  threadsLoading?: boolean;
  /** Receives a nav entry's path, or '/' for the brand. */
  onNavigate: NavigateHandler;
  onNewChat: () => void;
  onOpenSearch: () => void;
  onSelectThread: (id: string) => void;
  /** Called after the user confirms the deletion (and chose whether its memories go too). */
  onDeleteThread: (id: string, options: { deleteMemories: boolean }) => void;
  /** How many memories came from a conversation: the delete confirmation offers to delete them too. */
  memoryCountOf?: (id: string) => Promise<number>;
  onRenameThread?: (id: string, name: string) => void;
  onPinThread?: (id: string, pinned: boolean) => void;
  onShareThread?: (id: string) => void;
  onExportThread?: (id: string, format: 'md' | 'json') => void;
  /** The app's own entries of a conversation's menu (moving it to a project), before Delete. */
  moreActionsOf?: (id: string) => DropdownMenuEntry[];
  /** Above Recent: the person's projects (SidebarProjects), which conversations can be dragged onto. */
  projects?: ReactNode;
  /** Hidden on wide screens (the header offers the toggle back). */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Open as a slide-over on small screens. */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  footer?: ReactNode;
  /** Where every conversation is listed: an "All conversations" link beside the Recent heading. */
  allThreadsHref?: string;
  /** Keyboard shortcuts of New Chat and Search, shown as hints (the app handles the keys). */
  shortcuts?: { newChat?: readonly ShortcutKey[]; search?: readonly ShortcutKey[]; mac?: boolean };
}

/**
 * Title, aria-keyshortcuts and a key-caps hint for an action that has a shortcut; `title` puts the
 * keys' hint in the action's words.
 */
function shortcutProps(keys: readonly ShortcutKey[] | undefined, mac: boolean, title: (hint: string) => string) {
  if (!keys) return { attributes: {}, hint: null };
  return {
    attributes: { title: title(shortcutHint(keys, mac)), 'aria-keyshortcuts': ariaKeyShortcuts(keys, mac) },
    hint: (
      <span className={styles.shortcut} aria-hidden="true">
        <KeyCombo keys={keys} mac={mac} />
      </span>
    ),
  };
}

export interface SidebarNavEntry {
  label: string;
  path: string;
  icon: ReactNode;
  /** Shows a 'New' tag beside the label. */
  isNew?: boolean;
}

/** The signed-in navigation: nav entries, New Chat, Search and the 'Recent' threads. */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  {
    activePath,
    activeThreadId,
    nav,
    threadHref,
    threads,
    threadsLoading = false,
    onNavigate,
    onNewChat,
    onOpenSearch,
    onSelectThread,
    onDeleteThread,
    memoryCountOf,
    onRenameThread,
    onPinThread,
    onShareThread,
    onExportThread,
    moreActionsOf,
    projects,
    collapsed = false,
    onCollapsedChange,
    mobileOpen = false,
    onMobileOpenChange,
    footer,
    allThreadsHref,
    shortcuts,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  const mac = shortcuts?.mac ?? false;
  const newChatShortcut = shortcutProps(shortcuts?.newChat, mac, (keys) => t`New chat (${keys})`);
  const searchShortcut = shortcutProps(shortcuts?.search, mac, (keys) => t`Search (${keys})`);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [memories, setMemories] = useState<{ id: string; count: number } | null>(null);
  const [alsoMemories, setAlsoMemories] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const asideRef = useRef<HTMLElement | null>(null);
  /** The last conversation whose deletion was asked (the dialog loads with the first; focus returns to its menu). */
  const [asked, setAsked] = useState<string | null>(null);
  const moreButton = (id: string) =>
    asideRef.current?.querySelector<HTMLElement>(`[data-thread-id="${CSS.escape(id)}"] button`) ?? null;
  const askDelete = (id: string) => {
    setAsked(id);
    setPendingDelete(id);
    setMemories(null);
    setAlsoMemories(false);
    memoryCountOf?.(id)
      .then((count) => setMemories({ id, count }))
      .catch(() => undefined);
  };
  const actionsFor = (thread: SidebarThread) =>
    threadActions(thread, {
      rename: onRenameThread ? () => setRenaming(thread.id) : undefined,
      onPinThread,
      onShareThread,
      onExportThread,
      more: moreActionsOf?.(thread.id),
      askDelete: () => askDelete(thread.id),
    });
  const memoryCount = memories && memories.id === pendingDelete ? memories.count : 0;
  const recent = recentThreads(threads);
  const groups = groupThreads(recent);
  const closeMobile = () => onMobileOpenChange?.(false);

  return (
    <>
      <div className={styles.backdrop} data-open={mobileOpen || undefined} onClick={closeMobile} aria-hidden="true" />
      <aside
        ref={(node) => {
          asideRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        aria-label={t`Sidebar`}
        className={cx(styles.root, className)}
        data-collapsed={collapsed || undefined}
        data-mobile-open={mobileOpen || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && mobileOpen) closeMobile();
        }}
        {...rest}
      >
        <div className={styles.header}>
          <Brand onNavigate={onNavigate} />
          {onCollapsedChange && (
            <IconButton
              label={t`Close sidebar`}
              icon={<PanelLeftClose />}
              size="sm"
              className={styles.collapse}
              onClick={() => {
                if (mobileOpen) closeMobile();
                else onCollapsedChange(true);
              }}
            />
          )}
        </div>

        <div className={styles.actions}>
          <button type="button" className={styles.newChat} onClick={onNewChat} {...newChatShortcut.attributes}>
            <Plus aria-hidden="true" />
            <Trans>New Chat</Trans>
            {newChatShortcut.hint}
          </button>
          <button type="button" className={styles.action} onClick={onOpenSearch} {...searchShortcut.attributes}>
            <Search aria-hidden="true" />
            <Trans>Search</Trans>
            {searchShortcut.hint}
          </button>
        </div>

        <nav aria-label={t`Sections`} className={styles.nav}>
          <ul className={styles.navList}>
            {nav.map((entry) => {
              const active = activePath === entry.path;
              return (
                <li key={entry.path}>
                  <a
                    className={styles.navLink}
                    aria-current={active ? 'page' : undefined}
                    {...linkProps(entry.path, onNavigate)}
                  >
                    <span className={styles.navIcon} aria-hidden="true">
                      {entry.icon}
                    </span>
                    <span className={styles.navLabel}>{entry.label}</span>
                    {entry.isNew && <Tag tone="new" />}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        {projects}

        <section className={styles.recent} aria-labelledby="sidebar-recent-heading">
          <div className={styles.recentHeader}>
            <h2 id="sidebar-recent-heading" className={styles.recentHeading}>
              <Trans>Recent</Trans>
            </h2>
            {allThreadsHref && (
              <a className={styles.allThreads} {...linkProps(allThreadsHref, onNavigate)}>
                <Trans>All conversations</Trans>
              </a>
            )}
          </div>
          <div className={styles.threads}>
            {threadsLoading && recent.length === 0 ? (
              <LoadingState />
            ) : recent.length === 0 ? (
              <EmptyState size="sm" title={t`No conversations yet`} description={t`Start a new chat to begin`} />
            ) : (
              groups.map((group) => (
                <div key={group.label} className={styles.group}>
                  <h3 className={styles.groupHeading}>{group.label}</h3>
                  <ul className={styles.threadList}>
                    {group.threads.map((thread) => (
                      <li key={thread.id}>
                        <ThreadListItem
                          data-thread-id={thread.id}
                          // Dragged onto a project (SidebarProjects) it moves there.
                          draggable={projects ? true : undefined}
                          onDragStart={
                            projects
                              ? (event) => {
                                  event.dataTransfer.setData(THREAD_DRAG_TYPE, thread.id);
                                  event.dataTransfer.effectAllowed = 'move';
                                }
                              : undefined
                          }
                          id={thread.id}
                          href={threadHref(thread.id)}
                          title={threadTitle(thread)}
                          preview={thread.preview}
                          pinned={thread.pinned}
                          active={thread.id === activeThreadId}
                          onSelect={onSelectThread}
                          actions={actionsFor(thread)}
                          renaming={renaming === thread.id}
                          onRename={(name) => {
                            setRenaming(null);
                            onRenameThread?.(thread.id, name);
                          }}
                          onRenameCancel={() => setRenaming(null)}
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </div>
        </section>

        {footer && <div className={styles.footer}>{footer}</div>}
      </aside>
      {asked !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pendingDelete !== null}
            onOpenChange={(open) => {
              if (!open) setPendingDelete(null);
            }}
            // Cancelled: focus goes back to the conversation's "More" button (its menu asked).
            returnFocusTo={() => (asked ? moreButton(asked) : null)}
            onConfirm={() => {
              if (pendingDelete) onDeleteThread(pendingDelete, { deleteMemories: memoryCount > 0 && alsoMemories });
              setPendingDelete(null);
            }}
            option={
              memoryCount > 0
                ? {
                    label: plural(memoryCount, {
                      one: 'Also delete the memory saved from this conversation',
                      other: 'Also delete the # memories saved from this conversation',
                    }),
                    checked: alsoMemories,
                    onChange: setAlsoMemories,
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
});
