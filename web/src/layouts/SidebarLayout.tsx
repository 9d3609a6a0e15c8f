/**
 * The signed-in frame: sidebar (collapsible, slide-over on small screens), the header and the
 * keyboard shortcuts (web/src/features/shortcuts/AppShortcuts.tsx).
 */
import { AppHeader, Avatar, IconButton, SkipLink } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppShortcuts } from '../features/shortcuts/AppShortcuts';
import { AppSidebar } from '../features/sidebar/AppSidebar';
import { useNewChat } from '../features/sidebar/useNewChat';
import { AppStatusSlot } from '../pwa/AppStatusSlot';
import type { Viewer } from '../session/AppViewer';
import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';
import { titleForPath, useCurrentPageTitle } from './page-title';
import styles from './SidebarLayout.module.css';

const smallScreenQuery = '(max-width: 767px)';

// "Share" (docs/product.md §10) loads when first opened.
const ShareDialog = lazy(() => import('../features/share/ShareDialog').then((m) => ({ default: m.ShareDialog })));

// The bell (with its live subscription) and the account menu load beside the page, not before it.
const HeaderAccountMenu = lazy(() => import('./HeaderAccountMenu'));
const AppNotificationBell = lazy(() =>
  import('../features/notifications/AppNotificationBell').then((m) => ({
    default: m.AppNotificationBell,
  })),
);

function Header({
  viewer,
  collapsed,
  mobileOpen,
  onToggle,
  onShare,
}: {
  viewer: Viewer;
  collapsed: boolean;
  mobileOpen: boolean;
  onToggle: () => void;
  onShare: (threadId: string) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = useCurrentPageTitle();
  const title = page?.title ?? titleForPath(pathname);
  const isChat = pathname === '/chat' || pathname.startsWith('/chat/') || pathname === '/profile-pal';
  // docs/product.md §2: the chat subtitle shows when the sidebar is collapsed (always hidden on small screens by CSS).
  const subtitle = isChat && collapsed ? page?.subtitle : undefined;
  // A conversation is offered for sharing once it has something to share (ChatRoute.tsx says which).
  const threadId = isChat ? (page?.shareThreadId ?? null) : null;
  return (
    <AppHeader
      title={title || undefined}
      subtitle={subtitle ?? undefined}
      onToggleSidebar={onToggle}
      sidebarOpen={!collapsed || mobileOpen}
      onChatWithTwin={() => navigate(`/twin/${viewer.username}/chat`)}
      actions={
        <>
          {threadId && (
            <IconButton
              label={t`Share conversation`}
              title={t`Share conversation`}
              icon={<Share2 />}
              onClick={() => onShare(threadId)}
            />
          )}
          <Suspense fallback={<span className={styles.bellSlot} aria-hidden="true" />}>
            <AppNotificationBell viewer={viewer} />
          </Suspense>
          <Suspense
            fallback={
              <span className={styles.bellSlot} aria-hidden="true">
                <Avatar
                  name={viewer.displayName ?? viewer.username}
                  src={viewer.profilePictureUrl}
                  size="sm"
                  decorative
                />
              </span>
            }
          >
            <HeaderAccountMenu viewer={viewer} />
          </Suspense>
        </>
      }
    />
  );
}

/** The page's main region, where "Skip to content" takes the keyboard. */
const MAIN_ID = 'duet-main';

export default function SidebarLayout({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const [collapsed, setCollapsedState] = useState(() => readStorage(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  /** The conversation being shared (its database id), from the header or a sidebar menu. */
  const [sharing, setSharing] = useState<string | null>(null);
  const newChat = useNewChat();
  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    writeStorage(STORAGE_KEYS.sidebarCollapsed, value ? 'true' : 'false');
  }, []);
  const onToggle = () => {
    if (window.matchMedia(smallScreenQuery).matches) setMobileOpen((open) => !open);
    else setCollapsed(!collapsed);
  };
  return (
    <div className={styles.root}>
      <SkipLink target={MAIN_ID} />
      <AppSidebar
        viewer={viewer}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        onNewChat={newChat}
        onShareThread={setSharing}
      />
      <AppShortcuts
        onSearch={() => setSearchOpen(true)}
        onNewChat={() => {
          setMobileOpen(false);
          newChat();
        }}
      />
      <div className={styles.main}>
        <Header
          viewer={viewer}
          collapsed={collapsed}
          mobileOpen={mobileOpen}
          onToggle={onToggle}
          onShare={setSharing}
        />
        <AppStatusSlot />
        {/* Focusable, so a page that scrolls without links or buttons still scrolls from the keyboard. */}
        <main id={MAIN_ID} className={styles.page} tabIndex={0}>
          {children}
        </main>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog key={sharing} threadId={sharing} open onClose={() => setSharing(null)} />
        </Suspense>
      )}
    </div>
  );
}
