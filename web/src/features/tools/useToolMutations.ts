/**
 * Settings › Tools' mutations (schema/tools.ts): connect, refresh and remove an MCP server, and a
 * tool's switch and policy. Each resolves when the server answered, or rejects with the refusal
 * (a FieldError at its field: relay/field-error.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useToolMutationsAddMutation as AddMutation } from '../../__generated__/useToolMutationsAddMutation.graphql';
import type { useToolMutationsRefreshMutation as RefreshMutation } from '../../__generated__/useToolMutationsRefreshMutation.graphql';
import type { useToolMutationsRemoveMutation as RemoveMutation } from '../../__generated__/useToolMutationsRemoveMutation.graphql';
import type { useToolMutationsToolMutation as ToolMutation } from '../../__generated__/useToolMutationsToolMutation.graphql';
import { committed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';

const Add = graphql`
  mutation useToolMutationsAddMutation($name: String!, $url: String!, $headers: [McpHeaderInput!]) {
    addMcpServer(name: $name, url: $url, headers: $headers) {
      __typename
      ... on McpServer @alias(as: "added") {
        id
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

const Refresh = graphql`
  mutation useToolMutationsRefreshMutation($id: ID!) {
    refreshMcpServer(id: $id) {
      ... on McpServer {
        id
        lastError
        tools {
          id
          name
          description
          enabled
          policy
        }
      }
    }
  }
`;

const Remove = graphql`
  mutation useToolMutationsRemoveMutation($id: ID!) {
    removeMcpServer(id: $id) {
      __typename
    }
  }
`;

const Tool = graphql`
  mutation useToolMutationsToolMutation($id: ID!, $enabled: Boolean, $policy: ToolPolicy) {
    updateMcpTool(id: $id, enabled: $enabled, policy: $policy) {
      ... on McpTool {
        id
        enabled
        policy
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export type Policy = 'ASK' | 'ALLOW' | 'NEVER';

export function useToolMutations() {
  const [commitAdd, adding] = useMutation<AddMutation>(Add);
  const [commitRefresh] = useMutation<RefreshMutation>(Refresh);
  const [commitRemove] = useMutation<RemoveMutation>(Remove);
  const [commitTool] = useMutation<ToolMutation>(Tool);
  const add = useCallback(
    (name: string, url: string, headers: { name: string; value: string }[]) =>
      committed(commitAdd, { variables: { name, url, headers } }).then(({ addMcpServer: result }) => {
        if (result.added) return result.added.id;
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commitAdd],
  );
  const refresh = useCallback((id: string) => committed(commitRefresh, { variables: { id } }), [commitRefresh]);
  const remove = useCallback((id: string) => committed(commitRemove, { variables: { id } }), [commitRemove]);
  const setTool = useCallback(
    (id: string, change: { enabled?: boolean; policy?: Policy }) =>
      committed(commitTool, {
        variables: { id, enabled: change.enabled ?? null, policy: change.policy ?? null },
      }).then(({ updateMcpTool: result }) => throwIfFieldFailed(result.refusal)),
    [commitTool],
  );
  return { add, adding, refresh, remove, setTool };
}
