/** /monitoring: health of the server, database, AI provider and realtime; refreshes every 10 s. */
import { Button, currentLocale, Page, PageNote, Tag } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const LABELS: Record<string, MessageDescriptor> = {
  server: msg`Server`,
  database: msg`Database`,
  ai_provider: msg`AI provider`,
  realtime: msg`Realtime`,
  file_storage: msg`File storage`,
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
  if (d) return t`${d}d ${h}h ${m}m`;
  if (h) return t`${h}h ${m}m`;
  if (m) return t`${m}m ${s}s`;
  return t`${s}s`;
}

function Status({ query }: { query: MonitoringRoute_query$key }) {
  const { t, i18n } = useLingui();
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
  const checked = checkedAt.toLocaleTimeString(currentLocale());
  const uptime = uptimeSeconds != null ? formatUptime(uptimeSeconds) : null;
  return (
    <>
      <div className={styles.summary}>
        <div className={styles.overall} data-ok={healthy}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{healthy ? t`All systems working` : t`Some parts have a problem`}</span>
        </div>
        <div className={page.row}>
          <span className={styles.muted} aria-live="polite">
            {uptime != null ? t`Up ${uptime} · checked ${checked}` : t`checked ${checked}`}
          </span>
          <Button size="sm" variant="secondary" loading={pending} onClick={refresh}>
            <Trans>Refresh</Trans>
          </Button>
        </div>
      </div>
      <ul className={styles.grid} aria-label={t`Components`}>
        {components.map((component) => {
          const label = LABELS[component.name];
          const latency =
            component.latencyMs == null
              ? null
              : component.latencyMs < 1
                ? '<1'
                : String(Math.round(component.latencyMs));
          return (
            <li key={component.name} className={styles.card} data-testid="component" data-ok={component.ok}>
              <div className={styles.cardTop}>
                <h2 className={styles.name}>{label ? i18n._(label) : component.name}</h2>
                <Tag tone={component.ok ? 'success' : 'urgent'}>{component.ok ? t`OK` : t`Problem`}</Tag>
              </div>
              <p className={styles.detail}>{component.detail}</p>
              {internals && (
                <p className={styles.muted}>{latency == null ? t`Latency unknown` : t`Latency ${latency} ms`}</p>
              )}
            </li>
          );
        })}
      </ul>
      <PageNote>
        <Trans>Refreshes every 10 seconds while this page is open.</Trans>
      </PageNote>
    </>
  );
}

export function MonitoringRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MonitoringRouteQueryType> };
  const data = usePreloadedQuery<MonitoringRouteQueryType>(Query, queryRef);
  return (
    <Page intro={<Trans>The parts Duet depends on, as the server sees them right now.</Trans>}>
      <Status query={data} />
    </Page>
  );
}
