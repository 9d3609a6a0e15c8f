/** The frame of chat pages without the sidebar (onboarding, testing): brand, title, actions. */
import { Brand } from '@duet/design-system';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './BareChatFrame.module.css';

export function BareChatFrame({
  title,
  subtitle,
  actions,
  notice,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Brand onNavigate={(path) => navigate(path)} />
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <div className={styles.actions}>{actions}</div>
      </header>
      {notice}
      <main className={styles.main}>{children}</main>
    </div>
  );
}
