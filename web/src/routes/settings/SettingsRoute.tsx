/**
 * /settings: profile basics, the theme, personalisation, tools (MCP servers), the e-mail, the password, devices, access tokens, shared
 * links, export and import, usage, the AI provider, and deleting the account.
 */
import { Page, PageContents, PageNote, PageSection, Tag } from '@duet/design-system';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { SettingsRouteQuery as SettingsRouteQueryType } from '../../__generated__/SettingsRouteQuery.graphql';
import page from '../../layouts/page-parts.module.css';
import { AccessTokensSection } from '../../features/settings/AccessTokensSection';
import { AppearanceSection } from '../../features/settings/AppearanceSection';
import { LanguageSection } from '../../features/settings/LanguageSection';
import { DeleteAccountSection } from '../../features/settings/DeleteAccountSection';
import { DevicesSection } from '../../features/settings/DevicesSection';
import { EmailSection } from '../../features/settings/EmailSection';
import { ExportSection } from '../../features/settings/ExportSection';
import { ImportSection } from '../../features/settings/ImportSection';
import { PasswordForm } from '../../features/settings/PasswordForm';
import { PersonalisationSection } from '../../features/settings/PersonalisationSection';
import { ProfileBasics } from '../../features/settings/ProfileBasics';
import { SharedLinksSection } from '../../features/settings/SharedLinksSection';
import { UsageSection } from '../../features/settings/UsageSection';
import { ToolsSection } from '../../features/tools/ToolsSection';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';

const Query = graphql`
  query SettingsRouteQuery {
    viewer {
      isAdmin
      email
      profile {
        ...ProfileBasics_profile
      }
      ...EmailSection_viewer
      ...PersonalisationSection_viewer
      ...DevicesSection_viewer
      ...AccessTokensSection_viewer
      ...SharedLinksSection_viewer
      ...UsageSection_viewer
      hasConnectedModel
      chatModel {
        label
      }
    }
    ...ToolsSection_query
    systemStatus {
      internals
      components {
        name
        ok
        detail
      }
    }
  }
`;

/** Settings' sections in the order the page shows them, by their headings' ids (the contents list). */
const SECTIONS = [
  { target: 'profile-basics-title', label: msg`Profile` },
  { target: 'public-title', label: msg`Public profile` },
  { target: 'appearance-title', label: msg`Appearance` },
  { target: 'language-title', label: msg`Language` },
  { target: 'personalisation-title', label: msg`Personalisation` },
  { target: 'tools-title', label: msg`Tools` },
  { target: 'email-title', label: msg`E-mail` },
  { target: 'password-title', label: msg`Password` },
  { target: 'devices-title', label: msg`Devices` },
  { target: 'tokens-title', label: msg`Access tokens` },
  { target: 'shared-links-title', label: msg`Shared links` },
  { target: 'usage-title', label: msg`Usage` },
  { target: 'your-data-title', label: msg`Your data` },
  { target: 'import-title', label: msg`Import` },
  { target: 'provider-title', label: msg`AI model` },
  { target: 'delete-account-title', label: msg`Delete account` },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<SettingsRouteQueryType>('settings', Query, {}) };
}

export function SettingsRoute() {
  const { t } = useLingui();
  // `_` is new whenever the language changes: the contents list gets new labels then, and only then.
  const { _ } = useLinguiContext();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SettingsRouteQueryType> };
  const data = usePreloadedQuery<SettingsRouteQueryType>(Query, queryRef);
  const sections = useMemo(() => SECTIONS.map((section) => ({ target: section.target, label: _(section.label) })), [_]);
  const { viewer, systemStatus } = data;
  const environment = useRelayEnvironment();
  if (!viewer) return null;
  const provider = systemStatus.components.find((c) => c.name === 'ai_provider');
  const providerDetail = provider?.detail;
  // A password change ends other sessions on the server: read the device list again.
  const reload = () =>
    fetchQuery<SettingsRouteQueryType>(environment, Query, {}, { fetchPolicy: 'network-only' }).subscribe({});
  return (
    <PageContents label={t`Settings sections`} items={sections}>
      <Page>
        <ProfileBasics profile={viewer.profile} />
        <AppearanceSection />
        <LanguageSection />
        <PersonalisationSection viewer={viewer} />
        <ToolsSection query={data} />
        <EmailSection viewer={viewer} />
        <PasswordForm onChanged={reload} />
        <DevicesSection viewer={viewer} />
        <AccessTokensSection viewer={viewer} />
        <SharedLinksSection viewer={viewer} />
        <UsageSection viewer={viewer} isAdmin={viewer.isAdmin} />
        <ExportSection />
        <ImportSection />
        <PageSection
          titleId="provider-title"
          title={t`AI model`}
          actions={
            <>
              {provider && <Tag tone={provider.ok ? 'success' : 'urgent'}>{provider.ok ? t`Working` : t`Problem`}</Tag>}
            </>
          }
        >
          {/* The model new conversations start with: the person's last choice, else the default. */}
          <p className={page.body} data-testid="ai-provider">
            {viewer.chatModel.label}
          </p>
          <PageNote>
            <Trans>New conversations start with this model: the last one you chose in a chat, else the default.</Trans>{' '}
            {viewer.isAdmin ? (
              <>
                {/* Where the server's own model runs is an internal, for admins. */}
                {systemStatus.internals && providerDetail ? (
                  <>{t`The server's own model: ${providerDetail}.`} </>
                ) : null}
                <Trans>
                  <Link to="/admin/ai">Connect models and set the defaults</Link> on the AI models page.
                </Trans>
              </>
            ) : viewer.hasConnectedModel ? (
              t`Choose another in the model menu of any chat.`
            ) : (
              t`An admin connects models for everyone; then you choose among them in the composer.`
            )}
          </PageNote>
        </PageSection>
        <DeleteAccountSection account={viewer.email ?? ''} />
      </Page>
    </PageContents>
  );
}
