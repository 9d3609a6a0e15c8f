/**
 * Memory suggestions from imported conversations: remembering them (each becomes a private memory,
 * put at the top of the Knowledge page's list) or letting them go. The rows leave the suggestions
 * once the server has answered; until then the caller shows them as busy.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMemorySuggestionMutationsAcceptMutation as AcceptMutation } from '../../__generated__/useMemorySuggestionMutationsAcceptMutation.graphql';
import type { useMemorySuggestionMutationsDismissMutation as DismissMutation } from '../../__generated__/useMemorySuggestionMutationsDismissMutation.graphql';
import { editViewerList } from '../../relay/viewer-list';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { MEMORY_LIST_ARGS } from './useMemoryMutations';

const Accept = graphql`
  mutation useMemorySuggestionMutationsAcceptMutation($ids: [ID!]!) {
    acceptMemorySuggestions(ids: $ids) {
      __typename
      ... on AcceptedMemorySuggestions {
        memories {
          id
          visibility
          ...MemoryItem_memory @alias
        }
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const Dismiss = graphql`
  mutation useMemorySuggestionMutationsDismissMutation($ids: [ID!]!) {
    dismissMemorySuggestions(ids: $ids) {
      __typename
      ... on DismissedMemorySuggestions {
        ids
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Takes these suggestions out of the viewer's list (KnowledgeRouteQuery's memorySuggestions). */
function dropSuggestions(store: RecordSourceSelectorProxy, ids: readonly string[]) {
  const gone = new Set(ids);
  editViewerList(store, 'memorySuggestions', (list) => list.filter((id) => !gone.has(id)));
}

export function useAcceptMemorySuggestionsMutation() {
  const [commit, inFlight] = useMutation<AcceptMutation>(Accept);
  const accept = useCallback(
    (ids: string[]) =>
      committed(commit, {
        variables: { ids },
        updater: (store) => {
          const result = store.getRootField('acceptMemorySuggestions');
          if (result?.getValue('__typename') !== 'AcceptedMemorySuggestions') return;
          const added = (result.getLinkedRecords('memories') ?? [])
            .filter(Boolean)
            .map((m) => m!.getDataID());
          const fresh = new Set(added);
          editViewerList(
            store,
            'memories',
            (list) => [...added, ...list.filter((id) => !fresh.has(id))],
            MEMORY_LIST_ARGS,
          );
          dropSuggestions(store, ids);
        },
      }).then((data) => throwIfFailed(failureMessage(data.acceptMemorySuggestions))),
    [commit],
  );
  return [accept, inFlight] as const;
}

export function useDismissMemorySuggestionsMutation() {
  const [commit, inFlight] = useMutation<DismissMutation>(Dismiss);
  const dismiss = useCallback(
    (ids: string[]) =>
      committed(commit, {
        variables: { ids },
        updater: (store) => {
          const result = store.getRootField('dismissMemorySuggestions');
          if (result?.getValue('__typename') !== 'DismissedMemorySuggestions') return;
          dropSuggestions(store, (result.getValue('ids') as readonly string[] | null) ?? ids);
        },
      }).then((data) => throwIfFailed(failureMessage(data.dismissMemorySuggestions))),
    [commit],
  );
  return [dismiss, inFlight] as const;
}
