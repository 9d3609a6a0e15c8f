/**
 * A page anyone can read: inside the sidebar layout when signed in (the header shows its title),
 * otherwise bare with the public navigation.
 */
import { PublicNav } from '@duet/design-system';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../layouts/viewer-context';
import styles from './PublicPage.module.css';

export function PublicPage({
  children,
  wide = false,
  hidePricing = false,
}: {
  children: ReactNode;
  wide?: boolean;
  hidePricing?: boolean;
}) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const body = (
    <div className={styles.content} data-wide={wide || undefined}>
      {children}
    </div>
  );
  if (viewer) return body;
  return (
    <div className={styles.root}>
      <PublicNav onNavigate={(path) => navigate(path)} showPricing={!hidePricing} />
      <main className={styles.main}>{body}</main>
      <footer className={styles.footer}>
        <a href="/terms" onClick={(e) => (e.preventDefault(), navigate('/terms'))}>
          <Trans>Terms</Trans>
        </a>
        <a href="/privacy" onClick={(e) => (e.preventDefault(), navigate('/privacy'))}>
          <Trans>Privacy</Trans>
        </a>
        <a href="/pricing" onClick={(e) => (e.preventDefault(), navigate('/pricing'))}>
          <Trans>Pricing</Trans>
        </a>
      </footer>
    </div>
  );
}
