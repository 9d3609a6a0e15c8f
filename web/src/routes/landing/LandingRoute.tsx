/** The landing page (signed out): the two promises and a fake input that leads to sign-up. */
import { LandingHero, PublicNav } from '@duet/design-system';
import { useNavigate } from 'react-router-dom';
import styles from './LandingRoute.module.css';

export function LandingRoute() {
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <PublicNav onNavigate={(path) => navigate(path)} />
      <main className={styles.main}>
        <LandingHero onGetStarted={() => navigate('/accounts/signup')} />
      </main>
      <footer className={styles.footer}>
        <a href="/terms" onClick={(e) => (e.preventDefault(), navigate('/terms'))}>
          Terms
        </a>
        <a href="/privacy" onClick={(e) => (e.preventDefault(), navigate('/privacy'))}>
          Privacy
        </a>
      </footer>
    </div>
  );
}
