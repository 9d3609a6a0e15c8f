/**
 * The signed-in sidebar with Relay data: the user's threads (a paginated connection), New Chat,
 * Profile Pal with its badge, Search (its open state and New Chat come from the layout, which also
 * has their keyboard shortcuts), and delete with the docs/product.md §4 next-thread rule.
 */
import { Sidebar, SidebarProjects, isApplePlatform, recentThreads, type SidebarNavEntry } from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Compass, Feather, FolderInput, Sparkles, UserRound } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { graphql, useFragment, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppSidebar_threads$data, AppSidebar_threads$key } from '../../__generated__/AppSidebar_threads.graphql';
import type { AppSidebar_viewer$key } from '../../__generated__/AppSidebar_viewer.graphql';
import { later, laterComponent } from '../../after-paint/load-later';
import { useOpenedOnce } from '../../layouts/use-opened-once';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../session/storage-keys';
import { SHORTCUT_KEYS } from '../shortcuts/app-shortcuts';
import { conversationPath } from '../chat/conversation-path';
import { useDeleteThreadMutation } from './useDeleteThreadMutation';
import { useThreadMemoryCount } from './useThreadMemoryCount';
import { useUpdateThreadMutation } from './useUpdateThreadMutation';

// Search (and the dialog library under it) loads when first opened, not with every page.
const ThreadSearch = lazy(() => import('./ThreadSearch').then((m) => ({ default: m.ThreadSearch })));
// The badge shows nothing itself and reads its own data: its code follows the page (after-paint/load-later.tsx).
const ProfilePalBadge = laterComponent(() => import('./ProfilePalBadge').then((m) => m.ProfilePalBadge));
const exportLinks = later(() => import('../export/export-links'));
const projectMoves = later(() => import('../projects/move-thread'));

const ThreadFragment = graphql`
  fragment AppSidebar_threads on Thread @relay(plural: true) {
    id
    databaseId
    name
    agentType
    firstMessagePreview
    lastMessagePreview
    updatedAt
    pinned
  }
`;

const ViewerFragment = graphql`
  fragment AppSidebar_viewer on User
  @refetchable(queryName: "AppSidebarThreadsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    id
    username
    projects {
      databaseId
      name
    }
    # Recent lists the conversations in no project; a project's are on its page (/projects/{id}).
    threads(first: $count, after: $cursor, outsideProjects: true) @connection(key: "AppSidebar_threads") {
      edges {
        node {
          ...AppSidebar_threads
        }
      }
    }
  }
`;

/** The app's sections in the sidebar ('My Twin' needs a username; Profile Pal is 'New' until onboarding is done). */
function sections(hasUsername: boolean, profilePalNew: boolean): SidebarNavEntry[] {
  return [
    { label: t`Profile Pal`, path: '/profile-pal', icon: <Sparkles />, isNew: profilePalNew },
    { label: t`Knowledge`, path: '/knowledge', icon: <BookOpen /> },
    { label: t`My Story`, path: '/story', icon: <Feather /> },
    ...(hasUsername ? [{ label: t`My Twin`, path: '/twin', icon: <UserRound /> }] : []),
    { label: t`Discover`, path: '/discover', icon: <Compass /> },
  ];
}

export function isProfilePal(thread: Pick<AppSidebar_threads$data[number], 'agentType'>): boolean {
  return thread.agentType === 'profile_pal';
}

/** Reads the thread fragments of the list (plural read of the edges). */
function useThreads(keys: AppSidebar_threads$key) {
  return useFragment(ThreadFragment, keys);
}

export interface AppSidebarProps {
  viewer: AppSidebar_viewer$key;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
  /** Search is open (also opened by Ctrl/⌘+K, web/src/features/shortcuts/AppShortcuts.tsx). */
  searchOpen: boolean;
  onSearchOpenChange: (open: boolean) => void;
  /** Starts a new chat (web/src/features/sidebar/useNewChat.ts). */
  onNewChat: () => void;
  /** Opens "Share" for a conversation (its database id); the layout shows the dialog. */
  onShareThread: (threadId: string) => void;
}

export function AppSidebar({
  viewer,
  collapsed,
  onCollapsedChange,
  mobileOpen,
  onMobileOpenChange,
  searchOpen,
  onSearchOpenChange,
  onNewChat,
  onShareThread,
}: AppSidebarProps) {
  const { t } = useLingui();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(ViewerFragment, viewer);
  const threads = useThreads(useMemo(() => data.threads.edges.map((e) => e.node), [data.threads.edges]));
  const navigate = useNavigate();
  const location = useLocation();
  const [badge, setBadge] = useState(false);
  const [mac] = useState(isApplePlatform);
  const [deleteThread] = useDeleteThreadMutation();
  const [update] = useUpdateThreadMutation(data.id);
  const memoryCount = useThreadMemoryCount();
  const searchOpened = useOpenedOnce(searchOpen);

  const activeThreadId = location.pathname.startsWith('/chat/') ? decodeURIComponent(location.pathname.slice(6)) : null;
  const activeProjectId = /^\/projects\/([^/]+)$/.exec(location.pathname)?.[1] ?? null;
  const environment = useRelayEnvironment();
  const projects = useMemo(() => data.projects.map((p) => ({ id: p.databaseId, name: p.name })), [data.projects]);
  /** Moves a conversation of Recent into a project (dropped on it, or chosen in its menu). */
  const moveInto = (threadId: string, projectId: string) =>
    projectMoves()
      .then(({ moveThreadToProject }) => moveThreadToProject(environment, data.id, threadId, projectId))
      .catch((error: unknown) => console.warn('Moving the conversation failed', error));
  const profilePal = threads.find(isProfilePal) ?? null;
  const listed = useMemo(
    () =>
      recentThreads(
        threads
          .filter((t) => !isProfilePal(t))
          .map((t) => ({
            id: t.databaseId,
            name: t.name,
            preview: t.lastMessagePreview ?? t.firstMessagePreview,
            pinned: t.pinned,
            updatedAt: t.updatedAt as string,
          })),
      ),
    [threads],
  );

  const searchable = useMemo(
    () =>
      threads.map(({ databaseId, name, firstMessagePreview, lastMessagePreview, updatedAt }) => ({
        databaseId,
        name,
        firstMessagePreview,
        lastMessagePreview,
        updatedAt,
      })),
    [threads],
  );

  const go = useCallback(
    (path: string) => {
      onMobileOpenChange(false);
      navigate(path);
    },
    [navigate, onMobileOpenChange],
  );

  const newChat = () => {
    onMobileOpenChange(false);
    onNewChat();
  };

  /** Rename or pin (the sidebar speaks database ids; the mutation takes the Relay id). */
  const change = (databaseId: string, changes: { name?: string; pinned?: boolean }) => {
    const target = threads.find((t) => t.databaseId === databaseId);
    if (target)
      update(target.id, changes).catch((error: unknown) => console.warn('Changing the conversation failed', error));
  };

  const onDeleteThread = (databaseId: string, options: { deleteMemories: boolean }) => {
    const target = threads.find((t) => t.databaseId === databaseId);
    if (!target) return;
    const wasCurrent = activeThreadId === databaseId;
    const noneCurrent = activeThreadId === null && location.pathname.startsWith('/chat');
    if (readStorage(STORAGE_KEYS.lastThreadId) === databaseId) writeStorage(STORAGE_KEYS.lastThreadId, null);
    const next = threads.find((t) => t.databaseId !== databaseId && !isProfilePal(t));
    deleteThread(target.id, options).catch((error: unknown) => console.warn('Delete failed', error));
    if (wasCurrent || noneCurrent) navigate(next ? `/chat/${next.databaseId}` : '/chat', { replace: wasCurrent });
  };

  return (
    <>
      <Sidebar
        activePath={location.pathname}
        activeThreadId={activeThreadId}
        nav={sections(!!data.username, badge)}
        threadHref={(id) => conversationPath(id)}
        threads={listed}
        onNavigate={go}
        allThreadsHref="/history"
        onNewChat={newChat}
        onOpenSearch={() => onSearchOpenChange(true)}
        shortcuts={{ newChat: SHORTCUT_KEYS.newChat, search: SHORTCUT_KEYS.search, mac }}
        onSelectThread={(id) => go(`/chat/${id}`)}
        onDeleteThread={onDeleteThread}
        memoryCountOf={memoryCount}
        onRenameThread={(id, name) => change(id, { name })}
        onPinThread={(id, pinned) => change(id, { pinned })}
        onShareThread={onShareThread}
        onExportThread={(id, format) =>
          void exportLinks().then(
            ({ threadExportUrl }) => window.location.assign(threadExportUrl(id, format)),
            (error: unknown) => console.warn('The export could not start', error),
          )
        }
        moreActionsOf={(id) =>
          projects.map(({ id: projectId, name }) => ({
            id: `move-${projectId}`,
            label: t`Move to ${name}`,
            icon: <FolderInput />,
            onSelect: () => void moveInto(id, projectId),
          }))
        }
        projects={
          <SidebarProjects
            projects={projects}
            activeProjectId={activeProjectId}
            projectHref={(id) => `/projects/${id}`}
            onNavigate={go}
            onNewProject={() => go('/projects/new')}
            onDropThread={(threadId, projectId) => void moveInto(threadId, projectId)}
          />
        }
        collapsed={collapsed}
        onCollapsedChange={onCollapsedChange}
        mobileOpen={mobileOpen}
        onMobileOpenChange={onMobileOpenChange}
        footer={
          hasNext ? (
            <button type="button" className="duet-link-button" disabled={isLoadingNext} onClick={() => loadNext(30)}>
              {isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Show older chats</Trans>}
            </button>
          ) : undefined
        }
      />
      {profilePal && (
        <Suspense fallback={null}>
          <ProfilePalBadge threadId={profilePal.id} fetchKey={location.pathname} onChange={setBadge} />
        </Suspense>
      )}
      {searchOpened && (
        <Suspense fallback={null}>
          <ThreadSearch
            open={searchOpen}
            onOpenChange={onSearchOpenChange}
            threads={searchable}
            onSelect={(id, stepId) => go(conversationPath(id, stepId))}
          />
        </Suspense>
      )}
    </>
  );
}
