/**
 * /admin/usage, "Usage" (admins): the default limits, everyone's usage over the last 30 days with a
 * person's own limits, and tokens and cost by model with a price per model (docs/product.md §14).
 * Anyone else finds no such page.
 */
import { Page, PageNote, PageSection, UsageOverview } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminUsageRouteQuery as QueryType } from '../../__generated__/AdminUsageRouteQuery.graphql';
import { DefaultLimitsForm } from '../../features/usage/DefaultLimitsForm';
import { PeopleUsageTable } from '../../features/usage/PeopleUsageTable';
import { PriceForm } from '../../features/usage/PriceForm';
import { costText } from '../../features/usage/usage-figures';
import forms from '../../features/usage/usage-forms.module.css';
import { loadRouteQuery } from '../../relay/route-query';
import { requireViewer } from '../../session/AppViewer';
import { NotFoundRoute } from '../public/NotFoundRoute';

const Query = graphql`
  query AdminUsageRouteQuery {
    viewer {
      isAdmin
    }
    usageReport(days: 30) {
      __typename
      ... on UsageReport {
        defaults {
          unit
          daily
          monthly
        }
        ...PeopleUsageTable_report @alias(as: "peopleReport")
        models {
          model
          calls
          inputTokens
          outputTokens
          cost
          price {
            inputPerMillion
            outputPerMillion
          }
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return { queryRef: viewer.isAdmin ? loadRouteQuery<QueryType>('admin-usage', Query, {}) : null };
}

export function AdminUsageRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<QueryType> | null };
  return queryRef ? <AdminUsagePage queryRef={queryRef} /> : <NotFoundRoute />;
}

function AdminUsagePage({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<QueryType>(Query, queryRef);
  const environment = useRelayEnvironment();
  const [, setVersion] = useState(0);
  const reload = () =>
    fetchQuery<QueryType>(environment, Query, {}, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => setVersion((v) => v + 1),
    });
  const report = data.usageReport;
  if (!data.viewer?.isAdmin || report?.__typename !== 'UsageReport') return <NotFoundRoute />;
  const priced = report.models.some((m) => m.price);
  return (
    <Page
      intro={t`Who used which models over the last 30 days (UTC), what it cost where a model has a price, and the limits on each person's messages or tokens.`}
    >
      <DefaultLimitsForm
        defaults={{ unit: report.defaults.unit, daily: report.defaults.daily, monthly: report.defaults.monthly }}
        onSaved={reload}
      />
      {report.peopleReport && <PeopleUsageTable report={report.peopleReport} onSaved={reload} />}
      <PageSection
        titleId="models-title"
        title={t`Models`}
        note={priced ? undefined : t`Set a price per model to see what usage costs.`}
        actions={
          <a className={forms.download} href="/api/v1/admin/usage?format=csv" download>
            <Trans>Download CSV</Trans>
          </a>
        }
      >
        <UsageOverview
          meters={[]}
          showCost
          rows={report.models.map((m) => ({
            model: m.model,
            purpose: t`All`,
            calls: m.calls,
            inputTokens: m.inputTokens,
            outputTokens: m.outputTokens,
            cost: costText(m.cost),
          }))}
          empty={t`No model calls in the last 30 days.`}
        />
        <PriceForm
          models={report.models.map((m) => ({
            model: m.model,
            price: m.price
              ? { inputPerMillion: m.price.inputPerMillion, outputPerMillion: m.price.outputPerMillion }
              : null,
          }))}
          onSaved={reload}
        />
        <PageNote>
          <Trans>Prices are per million tokens, in the currency you count in.</Trans>
        </PageNote>
      </PageSection>
    </Page>
  );
}
