/** Shown when a route fails to load (a failed query or a missing chunk). */
import { Button, EmptyState } from '@duet/design-system';
import { useRouteError } from 'react-router-dom';
import { errorText } from '../relay/error-text';

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="duet-centered">
      <EmptyState
        tone="danger"
        title="Something went wrong"
        description={errorText(error instanceof Error ? error.message : error)}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      />
    </main>
  );
}
