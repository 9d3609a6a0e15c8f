/** The signed-in frame: sidebar (collapsible, slide-over on small screens) and the header. */
import { AccountMenu, AppHeader } from '@duet/design-system';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppSidebar } from '../features/sidebar/AppSidebar';
import { logout } from '../session/logout';
import type { Viewer } from '../session/AppViewer';
import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';
import { titleForPath, useCurrentPageTitle } from './page-title';
import styles from './SidebarLayout.module.css';

const SMALL_SCREEN = '(max-width: 767px)';

// The bell (with its live subscription) loads beside the page, not before it.
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
}: {
  viewer: Viewer;
  collapsed: boolean;
  mobileOpen: boolean;
  onToggle: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = useCurrentPageTitle();
  const title = page?.title ?? titleForPath(pathname);
  const isChat =
    pathname === '/chat' || pathname.startsWith('/chat/') || pathname === '/profile-pal';
  // §2: the chat subtitle shows when the sidebar is collapsed (always hidden on small screens by CSS).
  const subtitle = isChat && collapsed ? page?.subtitle : undefined;
  return (
    <AppHeader
      title={title || undefined}
      subtitle={subtitle ?? undefined}
      onToggleSidebar={onToggle}
      sidebarOpen={!collapsed || mobileOpen}
      onChatWithTwin={() => navigate(`/twin/${viewer.username}/chat`)}
      actions={
        <>
          <Suspense fallback={<span className={styles.bellSlot} aria-hidden="true" />}>
            <AppNotificationBell viewer={viewer} />
          </Suspense>
          <AccountMenu
            email={viewer.email ?? ''}
            name={viewer.displayName ?? viewer.username}
            avatarUrl={viewer.profilePictureUrl}
            onNavigate={(path) => navigate(path)}
            onLogout={() => void logout()}
          />
        </>
      }
    />
  );
}

export default function SidebarLayout({
  viewer,
  children,
}: {
  viewer: Viewer;
  children: ReactNode;
}) {
  const [collapsed, setCollapsedState] = useState(
    () => readStorage(STORAGE_KEYS.sidebarCollapsed) === 'true',
  );
  const [mobileOpen, setMobileOpen] = useState(false);
  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    writeStorage(STORAGE_KEYS.sidebarCollapsed, value ? 'true' : 'false');
  }, []);
  const onToggle = () => {
    if (window.matchMedia(SMALL_SCREEN).matches) setMobileOpen((open) => !open);
    else setCollapsed(!collapsed);
  };
  return (
    <div className={styles.root}>
      <AppSidebar
        viewer={viewer}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
      />
      <div className={styles.main}>
        <Header viewer={viewer} collapsed={collapsed} mobileOpen={mobileOpen} onToggle={onToggle} />
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
