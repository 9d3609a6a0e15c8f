/**
 * /admin › Tools for everyone (AdminRoute.tsx): the MCP servers every person's private brain may
 * use (api/src/mcp/shared-servers.ts). The admin adds a Streamable HTTP server with headers (sealed;
 * only their names come back), changes, refreshes or removes it, and turns a tool off for everyone;
 * the operator's servers from MCP_SERVERS_FILE are shown read-only, with what is wrong with the file.
 */
import {
  AddToolServerForm,
  PageNote,
  PageSection,
  SharedToolServerCard,
  ToolConfigurationErrors,
  type NewToolServer,
} from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ToolServersSection_query$key } from '../../__generated__/ToolServersSection_query.graphql';
import { errorText } from '../../relay/error-text';
import { formErrorsOf } from '../../relay/field-error';
import { useSharedToolServerMutations } from './useSharedToolServerMutations';

const Fragment = graphql`
  fragment ToolServersSection_query on Query {
    adminMcpServers {
      configurationFile
      configurationErrors {
        entry
        message
      }
      servers {
        id
        name
        address
        transport
        command
        secretNames
        lastError
        fromConfiguration
        tools {
          id
          name
          description
          enabledForEveryone
        }
      }
    }
  }
`;

type Errors = { name?: string; url?: string; headers?: string; form?: string };

const errorsOf = (e: unknown): Errors => formErrorsOf(e, ['name', 'url', 'headers']);

const withHeaders = (server: NewToolServer) => ({
  ...server,
  headers: server.headers.filter((h) => h.name.trim() || h.value.trim()),
});

export function ToolServersSection(props: { query: ToolServersSection_query$key; reload: () => void }) {
  const { t } = useLingui();
  const data = useFragment(Fragment, props.query);
  const { add, adding, update, saving, refresh, remove, setTool } = useSharedToolServerMutations();
  const [addErrors, setAddErrors] = useState<Errors>({});
  const [saveErrors, setSaveErrors] = useState<{ id: string; errors: Errors } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = data.adminMcpServers;
  if (!list) return null;

  const onAdd = (server: NewToolServer) => {
    setAddErrors({});
    const { name, url, headers } = withHeaders(server);
    return add(name, url, headers).then(props.reload, (e: unknown) => {
      setAddErrors(errorsOf(e));
      throw e;
    });
  };

  return (
    <PageSection id="tools" title={t`Tools for everyone`} titleId="admin-tools">
      <PageNote>
        <Trans>
          MCP servers every person’s private brain may use. Each person chooses for themselves which tools it may call,
          and each call asks them first unless they say otherwise; a tool you turn off is off for everyone. Twins never
          have these tools.
        </Trans>
      </PageNote>
      <ToolConfigurationErrors
        file={list.configurationFile ?? null}
        errors={list.configurationErrors.map((e) => ({ entry: e.entry, message: e.message }))}
      />
      {problem && (
        <p role="alert" style={{ margin: 0, color: 'var(--color-danger-text)' }}>
          {problem}
        </p>
      )}
      {list.servers.map((server) => (
        <SharedToolServerCard
          key={server.id}
          data-testid="shared-tool-server"
          server={{
            id: server.id,
            name: server.name,
            url: server.address,
            transport: server.transport === 'STDIO' ? 'stdio' : 'http',
            command: server.command ?? null,
            secretNames: server.secretNames,
            lastError: server.lastError ?? null,
            fromConfiguration: server.fromConfiguration,
            tools: server.tools.map((t) => ({
              id: t.id,
              name: t.name,
              description: t.description,
              enabledForEveryone: t.enabledForEveryone,
            })),
          }}
          refreshing={busy === server.id}
          saving={saving}
          errors={saveErrors?.id === server.id ? saveErrors.errors : undefined}
          onRefresh={() => {
            setBusy(server.id);
            refresh(server.id)
              .then(props.reload, (e: unknown) => setProblem(errorText(e)))
              .finally(() => setBusy(null));
          }}
          onRemove={() => remove(server.id).then(props.reload, (e: unknown) => setProblem(errorText(e)))}
          onSave={(change) => {
            setSaveErrors(null);
            return update(server.id, withHeaders(change)).then(props.reload, (e: unknown) => {
              setSaveErrors({ id: server.id, errors: errorsOf(e) });
              throw e;
            });
          }}
          onToolChange={(toolId, on) => {
            setProblem(null);
            setTool(toolId, on).catch((e: unknown) => setProblem(errorText(e)));
          }}
        />
      ))}
      <AddToolServerForm
        data-testid="add-shared-tool-server"
        aria-label={t`Add a server for everyone`}
        submitLabel={t`Add for everyone`}
        onAdd={onAdd}
        adding={adding}
        errors={addErrors}
      />
    </PageSection>
  );
}
