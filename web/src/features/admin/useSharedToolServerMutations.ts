/**
 * The admin's mutations of the MCP servers for everyone (schema/admin-tools.ts): add, change,
 * refresh and remove one, and turn a tool off (or on) for everyone. Each resolves when the server
 * answered, or rejects with the refusal (a FieldError at its field: relay/field-error.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSharedToolServerMutationsAddMutation as AddMutation } from '../../__generated__/useSharedToolServerMutationsAddMutation.graphql';
import type { useSharedToolServerMutationsRefreshMutation as RefreshMutation } from '../../__generated__/useSharedToolServerMutationsRefreshMutation.graphql';
import type { useSharedToolServerMutationsRemoveMutation as RemoveMutation } from '../../__generated__/useSharedToolServerMutationsRemoveMutation.graphql';
import type { useSharedToolServerMutationsToolMutation as ToolMutation } from '../../__generated__/useSharedToolServerMutationsToolMutation.graphql';
import type { useSharedToolServerMutationsUpdateMutation as UpdateMutation } from '../../__generated__/useSharedToolServerMutationsUpdateMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';

const Add = graphql`
  mutation useSharedToolServerMutationsAddMutation($name: String!, $url: String!, $headers: [McpHeaderInput!]) {
    adminAddMcpServer(name: $name, url: $url, headers: $headers) {
      __typename
      ... on SharedMcpServer @alias(as: "added") {
        id
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

const Update = graphql`
  mutation useSharedToolServerMutationsUpdateMutation(
    $id: ID!
    $name: String
    $url: String
    $headers: [McpHeaderInput!]
  ) {
    adminUpdateMcpServer(id: $id, name: $name, url: $url, headers: $headers) {
      __typename
      ... on SharedMcpServer @alias(as: "saved") {
        id
        name
        address
        secretNames
        lastError
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

const Refresh = graphql`
  mutation useSharedToolServerMutationsRefreshMutation($id: ID!) {
    adminRefreshMcpServer(id: $id) {
      ... on SharedMcpServer {
        id
        lastError
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const Remove = graphql`
  mutation useSharedToolServerMutationsRemoveMutation($id: ID!) {
    adminRemoveMcpServer(id: $id) {
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const Tool = graphql`
  mutation useSharedToolServerMutationsToolMutation($id: ID!, $on: Boolean!) {
    adminUpdateMcpTool(id: $id, enabledForEveryone: $on) {
      ... on SharedMcpTool {
        id
        enabledForEveryone
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export type HeaderInput = { name: string; value: string };

export function useSharedToolServerMutations() {
  const [commitAdd, adding] = useMutation<AddMutation>(Add);
  const [commitUpdate, saving] = useMutation<UpdateMutation>(Update);
  const [commitRefresh] = useMutation<RefreshMutation>(Refresh);
  const [commitRemove] = useMutation<RemoveMutation>(Remove);
  const [commitTool] = useMutation<ToolMutation>(Tool);
  const add = useCallback(
    (name: string, url: string, headers: HeaderInput[]) =>
      committed(commitAdd, { variables: { name, url, headers } }).then(({ adminAddMcpServer: result }) => {
        if (result.added) return result.added.id;
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commitAdd],
  );
  /** No headers: the ones it has stay (their values never come back to be shown again). */
  const update = useCallback(
    (id: string, change: { name: string; url: string; headers: HeaderInput[] }) =>
      committed(commitUpdate, {
        variables: {
          id,
          name: change.name,
          url: change.url,
          headers: change.headers.length > 0 ? change.headers : null,
        },
      }).then(({ adminUpdateMcpServer: result }) => {
        if (result.saved) return;
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commitUpdate],
  );
  const refresh = useCallback(
    (id: string) =>
      committed(commitRefresh, { variables: { id } }).then(({ adminRefreshMcpServer: r }) =>
        throwIfFailed(failureMessage(r)),
      ),
    [commitRefresh],
  );
  const remove = useCallback(
    (id: string) =>
      committed(commitRemove, { variables: { id } }).then(({ adminRemoveMcpServer: r }) =>
        throwIfFailed(failureMessage(r)),
      ),
    [commitRemove],
  );
  const setTool = useCallback(
    (id: string, on: boolean) =>
      committed(commitTool, { variables: { id, on } }).then(({ adminUpdateMcpTool: r }) =>
        throwIfFailed(failureMessage(r)),
      ),
    [commitTool],
  );
  return { add, adding, update, saving, refresh, remove, setTool };
}
