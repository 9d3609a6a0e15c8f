/** The library's changes over GraphQL: add a link, public or private, read again, delete. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { documentMutationsAddLinkMutation as AddLink } from '../../../__generated__/documentMutationsAddLinkMutation.graphql';
import type { documentMutationsDeleteMutation as Delete } from '../../../__generated__/documentMutationsDeleteMutation.graphql';
import type { documentMutationsRereadMutation as Reread } from '../../../__generated__/documentMutationsRereadMutation.graphql';
import type {
  DocumentVisibility,
  documentMutationsVisibilityMutation as Visibility,
} from '../../../__generated__/documentMutationsVisibilityMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../../relay/committed';

const AddLinkMutation = graphql`
  mutation documentMutationsAddLinkMutation($url: String!) {
    addLink(url: $url) {
      __typename
      ... on LibraryDocument {
        id
        status
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const VisibilityMutation = graphql`
  mutation documentMutationsVisibilityMutation($id: ID!, $visibility: DocumentVisibility!) {
    setDocumentVisibility(id: $id, visibility: $visibility) {
      __typename
      ... on LibraryDocument {
        id
        visibility
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const RereadMutation = graphql`
  mutation documentMutationsRereadMutation($id: ID!) {
    rereadDocument(id: $id) {
      __typename
      ... on LibraryDocument {
        id
        status
        failure
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const DeleteMutation = graphql`
  mutation documentMutationsDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteDocument(id: $id) {
      __typename
      ... on Deleted {
        id @deleteEdge(connections: $connections)
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useAddLink() {
  const [commit, inFlight] = useMutation<AddLink>(AddLinkMutation);
  const add = useCallback(
    (url: string) =>
      committed(commit, { variables: { url } }).then((data) => throwIfFailed(failureMessage(data.addLink))),
    [commit],
  );
  return [add, inFlight] as const;
}

export function useSetDocumentVisibility() {
  const [commit, inFlight] = useMutation<Visibility>(VisibilityMutation);
  const set = useCallback(
    (id: string, visibility: DocumentVisibility) =>
      committed(commit, {
        variables: { id, visibility },
        optimisticResponse: { setDocumentVisibility: { __typename: 'LibraryDocument', id, visibility } },
      }).then((data) => throwIfFailed(failureMessage(data.setDocumentVisibility))),
    [commit],
  );
  return [set, inFlight] as const;
}

export function useRereadDocument() {
  const [commit, inFlight] = useMutation<Reread>(RereadMutation);
  const reread = useCallback(
    (id: string) =>
      committed(commit, { variables: { id } }).then((data) => throwIfFailed(failureMessage(data.rereadDocument))),
    [commit],
  );
  return [reread, inFlight] as const;
}

/** Deletes a document; it leaves these connections (the lists it is shown in) at once. */
export function useDeleteDocument() {
  const [commit, inFlight] = useMutation<Delete>(DeleteMutation);
  const remove = useCallback(
    (id: string, connections: readonly string[]) =>
      committed(commit, { variables: { id, connections: [...connections] } }).then((data) =>
        throwIfFailed(failureMessage(data.deleteDocument)),
      ),
    [commit],
  );
  return [remove, inFlight] as const;
}
