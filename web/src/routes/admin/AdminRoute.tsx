/**
 * /admin, "Admin" (admins): who may sign up, invitation links, sign-ups that wait, the people, the
 * MCP servers for everyone, and the audit log; Usage (/admin/usage) and AI models (/admin/ai) are
 * linked from its navigation. Anyone else finds no such page (the server answers them Not found too).
 */
import { Page, SectionNav } from '@duet/design-system';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminRouteQuery as AdminRouteQueryType } from '../../__generated__/AdminRouteQuery.graphql';
import { AuditLogSection } from '../../features/admin/AuditLogSection';
import { InvitationsSection } from '../../features/admin/InvitationsSection';
import { PeopleSection } from '../../features/admin/PeopleSection';
import { SignupPolicySection } from '../../features/admin/SignupPolicySection';
import { ToolServersSection } from '../../features/admin/ToolServersSection';
import { loadRouteQuery } from '../../relay/route-query';
import { requireViewer } from '../../session/AppViewer';
import { NotFoundRoute } from '../public/NotFoundRoute';

const Query = graphql`
  query AdminRouteQuery($search: String) {
    viewer {
      isAdmin
      email
    }
    ...SignupPolicySection_query
    ...InvitationsSection_query
    ...PeopleSection_query
    ...ToolServersSection_query
    ...AuditLogSection_query
  }
`;

export const ADMIN_NAV = [
  { label: msg`Sign-up`, href: '/admin#sign-up' },
  { label: msg`Invitations`, href: '/admin#invitations' },
  { label: msg`Waiting`, href: '/admin#pending' },
  { label: msg`People`, href: '/admin#people' },
  { label: msg`Usage`, href: '/admin/usage' },
  { label: msg`Tools`, href: '/admin#tools' },
  { label: msg`Audit log`, href: '/admin#audit' },
  { label: msg`AI models`, href: '/admin/ai' },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return {
    queryRef: viewer.isAdmin ? loadRouteQuery<AdminRouteQueryType>('admin', Query, { search: null }) : null,
  };
}

export function AdminRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AdminRouteQueryType> | null };
  return queryRef ? <AdminPage queryRef={queryRef} /> : <NotFoundRoute />;
}

function AdminPage({ queryRef }: { queryRef: PreloadedQuery<AdminRouteQueryType> }) {
  const { t, i18n } = useLingui();
  usePreloadedQuery<AdminRouteQueryType>(Query, queryRef); // the first answer, fetched by the loader
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // A new search or a change reads the page again (kept on screen meanwhile: a transition).
  const [read, setRead] = useState({ variables: { search: null as string | null }, fetchKey: 0 });
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<AdminRouteQueryType>(Query, read.variables, {
    fetchKey: read.fetchKey,
    fetchPolicy: read.fetchKey === 0 ? 'store-or-network' : 'network-only',
  });
  const reload = useCallback(() => startTransition(() => setRead((r) => ({ ...r, fetchKey: r.fetchKey + 1 }))), []);
  const onSearch = (value: string) => {
    setSearch(value);
    startTransition(() => setRead((r) => ({ variables: { search: value.trim() || null }, fetchKey: r.fetchKey + 1 })));
  };
  if (!data.viewer?.isAdmin) return <NotFoundRoute />;
  return (
    <Page intro={<Trans>Who may sign up, the people of this Duet, and what admins did.</Trans>}>
      <SectionNav
        label={t`Admin`}
        items={ADMIN_NAV.map((item) => ({ label: i18n._(item.label), href: item.href }))}
        onNavigate={(href) => (href.startsWith('/admin#') ? (window.location.hash = href.slice(6)) : navigate(href))}
      />
      <SignupPolicySection query={data} reload={reload} />
      <InvitationsSection query={data} reload={reload} />
      <PeopleSection
        query={data}
        viewerEmail={data.viewer.email ?? ''}
        search={search}
        onSearch={onSearch}
        reload={reload}
      />
      <ToolServersSection query={data} reload={reload} />
      <AuditLogSection query={data} />
    </Page>
  );
}
