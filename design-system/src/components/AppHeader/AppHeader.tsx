import { useLingui } from '@lingui/react/macro';
import { PanelLeft, Sparkles } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { IconButton } from '../IconButton';
import styles from './AppHeader.module.css';

export interface AppHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Page or thread title ('Loading...' while a thread loads). */
  title?: ReactNode;
  /** Shown under the title (e.g. when the sidebar is collapsed on chat pages). */
  subtitle?: ReactNode;
  /** Left-most slot, e.g. <Brand /> when there is no sidebar. */
  brand?: ReactNode;
  /** Shows a sidebar toggle (always on small screens, where the sidebar is a slide-over). */
  onToggleSidebar?: () => void;
  sidebarOpen?: boolean;
  toggleSidebarLabel?: string;
  /** Shows the 'Chat with your Twin' button ('Twin' on small screens). */
  onChatWithTwin?: () => void;
  chatWithTwinLabel?: string;
  chatWithTwinShortLabel?: string;
  /** Right-hand slot: notification bell, account menu, or sign-in links. */
  actions?: ReactNode;
}

/** The top bar of every page: brand or sidebar toggle, title and subtitle, actions. */
export const AppHeader = forwardRef<HTMLElement, AppHeaderProps>(function AppHeader(
  {
    title,
    subtitle,
    brand,
    onToggleSidebar,
    sidebarOpen,
    toggleSidebarLabel,
    onChatWithTwin,
    chatWithTwinLabel,
    chatWithTwinShortLabel,
    actions,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  toggleSidebarLabel ??= t`Toggle sidebar`;
  chatWithTwinLabel ??= t`Chat with your Twin`;
  chatWithTwinShortLabel ??= t`Twin`;
  return (
    <header ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.start}>
        {onToggleSidebar && (
          <IconButton
            label={toggleSidebarLabel}
            icon={<PanelLeft />}
            aria-expanded={sidebarOpen}
            onClick={onToggleSidebar}
            data-sidebar-open={sidebarOpen || undefined}
            className={styles.toggle}
          />
        )}
        {brand}
        {(title || subtitle) && (
          <div className={styles.titles}>
            {title && (
              // A conversation's title reads in its own direction (an English one in an Arabic page).
              <h1 className={styles.title} dir="auto">
                {title}
              </h1>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
        )}
      </div>
      <div className={styles.end}>
        {onChatWithTwin && (
          <button type="button" className={styles.twin} onClick={onChatWithTwin}>
            <Sparkles aria-hidden="true" />
            <span className={styles.twinLong}>{chatWithTwinLabel}</span>
            <span className={styles.twinShort}>{chatWithTwinShortLabel}</span>
          </button>
        )}
        {actions}
      </div>
    </header>
  );
});
