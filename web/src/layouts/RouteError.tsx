/**
 * Shown when a route fails to load (a failed query or a missing chunk). Offline, that is what any
 * page's data does: the offline page says so instead, and keeps a chat's composer
 * (web/src/pwa/OfflinePage.tsx); when the connection comes back (the server answers:
 * web/src/pwa/server-answers.ts) the page loads again.
 */
import { Button, EmptyState } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { useOnline } from '../pwa/connection';
import { whenServerAnswers } from '../pwa/server-answers';
import { errorText } from '../relay/error-text';
import { PageLoading } from './PageLoading';

const OfflinePage = lazy(() => import('../pwa/OfflinePage'));

export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const online = useOnline();
  // Offline once, this page loads again, whole, when the connection is back (its drafts are on the
  // device), rather than show the error the lost connection caused. "Back" is when the server
  // answers, not only when the browser says online; until then the offline page stays.
  const [wasOffline, setWasOffline] = useState(!online);
  if (!online && !wasOffline) setWasOffline(true);
  const back = online && wasOffline;
  useEffect(() => (back ? whenServerAnswers(() => window.location.reload()) : undefined), [back]);
  if (!online || back) {
    return (
      <Suspense fallback={<PageLoading />}>
        <OfflinePage />
      </Suspense>
    );
  }
  return (
    <main className="duet-centered">
      <EmptyState
        tone="danger"
        title={t`Something went wrong`}
        description={errorText(error instanceof Error ? error.message : error)}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </main>
  );
}
