/**
 * Settings › Tools: the MCP servers the person connected (api/src/mcp/), then the servers the admin
 * added for everyone (they only set their own choices there), each tool with its switch and when it
 * may run, and the form that connects another. Their tools act for them alone, in their private
 * conversations; their twin never has them.
 */
import {
  AddToolServerForm,
  PageNote,
  PageSection,
  ToolServerCard,
  type NewToolServer,
  type ToolPolicy,
} from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { ToolsSection_query$key } from '../../__generated__/ToolsSection_query.graphql';
import { errorText } from '../../relay/error-text';
import { formErrorsOf } from '../../relay/field-error';
import { useToolMutations, type Policy } from './useToolMutations';

const Fragment = graphql`
  fragment ToolsSection_query on Query @refetchable(queryName: "ToolsSectionRefetchQuery") {
    mcpServers {
      id
      name
      url
      headerNames
      lastError
      signInUrl
      signedIn
      forEveryone
      fromConfiguration
      transport
      tools {
        id
        name
        description
        enabled
        policy
        offForEveryone
      }
    }
  }
`;

type Errors = { name?: string; url?: string; headers?: string; form?: string };

const errorsOf = (e: unknown): Errors => formErrorsOf(e, ['name', 'url', 'headers']);

export function ToolsSection({ query }: { query: ToolsSection_query$key }) {
  const { t } = useLingui();
  const [data, refetch] = useRefetchableFragment(Fragment, query);
  const { add, adding, refresh, remove, setTool } = useToolMutations();
  const [errors, setErrors] = useState<Errors>({});
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = () => refetch({}, { fetchPolicy: 'network-only' });

  const onAdd = (server: NewToolServer) => {
    setErrors({});
    const headers = server.headers.filter((h) => h.name.trim() || h.value.trim());
    return add(server.name, server.url, headers).then(reload, (e: unknown) => {
      setErrors(errorsOf(e));
      throw e;
    });
  };

  return (
    <PageSection titleId="tools-title" title={t`Tools`}>
      <PageNote>
        <Trans>
          Connect an MCP server (its Streamable HTTP address) and the brain may use its tools in your private
          conversations. Each call asks you first unless you say otherwise; your twin never has these tools. Servers
          marked For everyone were added by your admin: you choose which of their tools your brain may use.
        </Trans>
      </PageNote>
      {problem && (
        <p role="alert" style={{ margin: 0, color: 'var(--color-danger-text)' }}>
          {problem}
        </p>
      )}
      {data.mcpServers.map((server) => (
        <ToolServerCard
          key={server.id}
          data-testid="tool-server"
          server={{
            id: server.id,
            name: server.name,
            url: server.url,
            headerNames: server.headerNames,
            lastError: server.lastError ?? null,
            signInUrl: server.signInUrl ?? null,
            signedIn: server.signedIn,
            forEveryone: server.forEveryone,
            fromConfiguration: server.fromConfiguration,
            transport: server.transport === 'STDIO' ? 'stdio' : 'http',
            tools: server.tools.map((tool) => ({
              id: tool.id,
              name: tool.name,
              description: tool.description,
              enabled: tool.enabled,
              policy: tool.policy.toLowerCase() as ToolPolicy,
              offForEveryone: tool.offForEveryone,
            })),
          }}
          refreshing={refreshing === server.id}
          onRefresh={() => {
            setRefreshing(server.id);
            refresh(server.id)
              .catch((e: unknown) => setProblem(errorText(e)))
              .finally(() => setRefreshing(null));
          }}
          onRemove={() => remove(server.id).then(reload, (e: unknown) => setProblem(errorText(e)))}
          onToolChange={(toolId, change) => {
            setProblem(null);
            setTool(toolId, {
              ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
              ...(change.policy ? { policy: change.policy.toUpperCase() as Policy } : {}),
            }).catch((e: unknown) => setProblem(errorText(e)));
          }}
        />
      ))}
      <AddToolServerForm data-testid="add-tool-server" onAdd={onAdd} adding={adding} errors={errors} />
    </PageSection>
  );
}
