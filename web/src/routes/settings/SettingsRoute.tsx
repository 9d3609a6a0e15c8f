/**
 * /settings: profile basics, the theme, personalisation, tools (MCP servers), the e-mail, the password, devices, access tokens, shared
 * links, export and import, usage, the AI provider, and deleting the account.
 */
import { Page, PageContents, PageNote, PageSection, Tag } from '@duet/design-system';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { SettingsRouteQuery as SettingsRouteQueryType } from '../../__generated__/SettingsRouteQuery.graphql';
import page from '../../layouts/page-parts.module.css';
import { AccessTokensSection } from '../../features/settings/AccessTokensSection';
import { AppearanceSection } from '../../features/settings/AppearanceSection';
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
  { target: 'profile-basics-title', label: 'Profile' },
  { target: 'public-title', label: 'Public profile' },
  { target: 'appearance-title', label: 'Appearance' },
  { target: 'personalisation-title', label: 'Personalisation' },
  { target: 'tools-title', label: 'Tools' },
  { target: 'email-title', label: 'E-mail' },
  { target: 'password-title', label: 'Password' },
  { target: 'devices-title', label: 'Devices' },
  { target: 'tokens-title', label: 'Access tokens' },
  { target: 'shared-links-title', label: 'Shared links' },
  { target: 'usage-title', label: 'Usage' },
  { target: 'your-data-title', label: 'Your data' },
  { target: 'import-title', label: 'Import' },
  { target: 'provider-title', label: 'AI model' },
  { target: 'delete-account-title', label: 'Delete account' },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<SettingsRouteQueryType>('settings', Query, {}) };
}

export function SettingsRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SettingsRouteQueryType> };
  const data = usePreloadedQuery<SettingsRouteQueryType>(Query, queryRef);
  const { viewer, systemStatus } = data;
  const environment = useRelayEnvironment();
  if (!viewer) return null;
  const provider = systemStatus.components.find((c) => c.name === 'ai_provider');
  // A password change ends other sessions on the server: read the device list again.
  const reload = () =>
    fetchQuery<SettingsRouteQueryType>(environment, Query, {}, { fetchPolicy: 'network-only' }).subscribe({});
  return (
    <PageContents label="Settings sections" items={SECTIONS}>
      <Page>
        <ProfileBasics profile={viewer.profile} />
        <AppearanceSection />
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
          title="AI model"
          actions={
            <>
              {provider && <Tag tone={provider.ok ? 'success' : 'urgent'}>{provider.ok ? 'Working' : 'Problem'}</Tag>}
            </>
          }
        >
          {/* The model new conversations start with: the person's last choice, else the default. */}
          <p className={page.body} data-testid="ai-provider">
            {viewer.chatModel.label}
          </p>
          <PageNote>
            New conversations start with this model: the last one you chose in a chat, else the default.{' '}
            {viewer.isAdmin ? (
              <>
                {/* Where the server's own model runs is an internal, for admins. */}
                {systemStatus.internals && provider?.detail ? `The server's own model: ${provider.detail}. ` : null}
                <Link to="/admin/ai">Connect models and set the defaults</Link> on the AI models page.
              </>
            ) : viewer.hasConnectedModel ? (
              'Choose another in the model menu of any chat.'
            ) : (
              'An admin connects models for everyone; then you choose among them in the composer.'
            )}
          </PageNote>
        </PageSection>
        <DeleteAccountSection account={viewer.email ?? ''} />
      </Page>
    </PageContents>
  );
}
