import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AppHeader, IconButton, Sidebar } from '../index';
import { nav, threads } from './sample-data';
import styles from './Screens.module.css';

const ignore = () => {};
const smallScreenQuery = '(max-width: 767px)';

/** The signed-in frame of every App screen: the sidebar, the header with its title, the page. */
export function SignedInFrame({
  title,
  activePath,
  activeThreadId = null,
  scrolls = true,
  children,
}: {
  title: ReactNode;
  activePath: string;
  activeThreadId?: string | null;
  /** False when the page scrolls a part of itself (the chat's messages, above a fixed composer). */
  scrolls?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <div className={styles.app}>
      <Sidebar
        nav={nav}
        threads={threads}
        activePath={activePath}
        activeThreadId={activeThreadId}
        threadHref={(id) => `/chat/${id}`}
        onNavigate={ignore}
        onNewChat={ignore}
        onOpenSearch={ignore}
        onSelectThread={ignore}
        onDeleteThread={ignore}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
      />
      <div className={styles.main}>
        <AppHeader
          title={title}
          sidebarOpen={!collapsed || mobileOpen}
          onToggleSidebar={() => {
            // As the app does: a slide-over on small screens, collapsed beside the page on wide ones.
            if (window.matchMedia(smallScreenQuery).matches) setMobileOpen((open) => !open);
            else setCollapsed((value) => !value);
          }}
          actions={<IconButton label={t`Notifications`} icon={<Bell />} />}
        />
        <main className={scrolls ? styles.scroll : styles.fill}>{children}</main>
      </div>
    </div>
  );
}
