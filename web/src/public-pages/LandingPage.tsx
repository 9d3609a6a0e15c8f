/** The landing page (signed out): the two promises and a fake input that leads to sign-up. */
import { LandingHero, PublicNav } from '@duet/design-system';
import { Trans } from '@lingui/react/macro';
import type { NavigateHandler } from './navigate';
import { go } from './navigate';
import { PublicLanguage } from './PublicLanguage';
import styles from './LandingPage.module.css';

export function LandingPage({ onNavigate }: { onNavigate?: NavigateHandler }) {
  const to = (path: string) => (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    go(path, onNavigate);
  };
  return (
    <div className={styles.root}>
      <PublicNav onNavigate={onNavigate} />
      <main className={styles.main}>
        <LandingHero onGetStarted={to('/accounts/signup')} />
      </main>
      <footer className={styles.footer}>
        <a href="/terms" onClick={onNavigate && to('/terms')}>
          <Trans>Terms</Trans>
        </a>
        <a href="/privacy" onClick={onNavigate && to('/privacy')}>
          <Trans>Privacy</Trans>
        </a>
        <PublicLanguage />
      </footer>
    </div>
  );
}
