/** /monitoring: health of the server, database, AI provider and realtime; refreshes every 10 s. */
import { Button, Page, PageNote, Tag } from '@duet/design-system';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { MonitoringRouteQuery as MonitoringRouteQueryType } from '../../__generated__/MonitoringRouteQuery.graphql';
import type { MonitoringRoute_query$key } from '../../__generated__/MonitoringRoute_query.graphql';
import type { MonitoringRouteRefetchQuery } from '../../__generated__/MonitoringRouteRefetchQuery.graphql';
import page from '../../layouts/page-parts.module.css';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './MonitoringRoute.module.css';

const Query = graphql`
  query MonitoringRouteQuery {
    ...MonitoringRoute_query
  }
`;

const Fragment = graphql`
  fragment MonitoringRoute_query on Query @refetchable(queryName: "MonitoringRouteRefetchQuery") {
    systemStatus {
      internals
      uptimeSeconds
      components {
        name
        ok
        detail
        latencyMs
      }
    }
  }
`;

export const REFRESH_MS = 10_000;

const LABELS: Record<string, string> = {
  server: 'Server',
  database: 'Database',
  ai_provider: 'AI provider',
  realtime: 'Realtime',
  file_storage: 'File storage',
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<MonitoringRouteQueryType>('monitoring', Query, {}) };
}

export function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (d) return `${d}d ${h}h ${m}m`;
  if (h) return `${h}h ${m}m`;
  if (m) return `${m}m ${s}s`;
  return `${s}s`;
}

function Status({ query }: { query: MonitoringRoute_query$key }) {
  const [data, refetch] = useRefetchableFragment<MonitoringRouteRefetchQuery, MonitoringRoute_query$key>(
    Fragment,
    query,
  );
  const [pending, startTransition] = useTransition();
  const [checkedAt, setCheckedAt] = useState(() => new Date());
  const refresh = useCallback(() => {
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only', onComplete: () => setCheckedAt(new Date()) });
    });
  }, [refetch]);
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  // Admins see the server's internals (uptime, details, timings); others a plain status (issue 36).
  const { components, uptimeSeconds, internals } = data.systemStatus;
  const healthy = components.every((c) => c.ok);
  return (
    <>
      <div className={styles.summary}>
        <div className={styles.overall} data-ok={healthy}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{healthy ? 'All systems working' : 'Some parts have a problem'}</span>
        </div>
        <div className={page.row}>
          <span className={styles.muted} aria-live="polite">
            {uptimeSeconds != null && <>Up {formatUptime(uptimeSeconds)} · </>}checked {checkedAt.toLocaleTimeString()}
          </span>
          <Button size="sm" variant="secondary" loading={pending} onClick={refresh}>
            Refresh
          </Button>
        </div>
      </div>
      <ul className={styles.grid} aria-label="Components">
        {components.map((component) => (
          <li key={component.name} className={styles.card} data-testid="component" data-ok={component.ok}>
            <div className={styles.cardTop}>
              <h2 className={styles.name}>{LABELS[component.name] ?? component.name}</h2>
              <Tag tone={component.ok ? 'success' : 'urgent'}>{component.ok ? 'OK' : 'Problem'}</Tag>
            </div>
            <p className={styles.detail}>{component.detail}</p>
            {internals && (
              <p className={styles.muted}>
                {component.latencyMs == null
                  ? 'Latency unknown'
                  : `Latency ${component.latencyMs < 1 ? '<1' : Math.round(component.latencyMs)} ms`}
              </p>
            )}
          </li>
        ))}
      </ul>
      <PageNote>Refreshes every 10 seconds while this page is open.</PageNote>
    </>
  );
}

export function MonitoringRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MonitoringRouteQueryType> };
  const data = usePreloadedQuery<MonitoringRouteQueryType>(Query, queryRef);
  return (
    <Page intro={<>The parts Duet depends on, as the server sees them right now.</>}>
      <Status query={data} />
    </Page>
  );
}
