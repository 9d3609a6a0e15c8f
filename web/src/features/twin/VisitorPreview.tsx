/**
 * The frame of the owner's visitor preview (layouts/visitor-preview.ts): the page as visitors see
 * it, under a banner that says so and leads back to My Twin. `chat`: the page fills the screen
 * (the twin chat), so the banner takes its height from it instead of adding to it.
 */
import { EmptyState, PreviewBanner } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './VisitorPreview.module.css';

export function VisitorPreview({
  children,
  message,
  fill = false,
}: {
  children: ReactNode;
  message?: ReactNode;
  fill?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <div className={fill ? styles.fill : styles.page}>
      <PreviewBanner className={styles.banner} message={message} onBack={() => navigate('/twin')} />
      {children}
    </div>
  );
}

/**
 * The preview of a private page: visitors would get "Page not found" (and be sent home), so the
 * owner is told that instead.
 */
export function PrivatePagePreview({ username }: { username: string }) {
  const { t } = useLingui();
  return (
    <VisitorPreview
      message={t`You're previewing your page as a visitor sees it: it is private, so visitors get “Page not found”.`}
    >
      <main className={styles.private}>
        <EmptyState
          icon={<EyeOff />}
          title={t`Your page is private`}
          description={t`Visitors who open /${username} see “Page not found”, and cannot chat with your twin. Switch on Public profile in My Twin to share it.`}
        />
      </main>
    </VisitorPreview>
  );
}
