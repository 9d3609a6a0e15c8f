/** The mutations of useProjectActions.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const StartChat = graphql`
  mutation useProjectActionsStartMutation($projectId: ID!) {
    startProjectChat(projectId: $projectId) {
      __typename
      ... on StartChatPayload {
        threadId
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export const MoveThread = graphql`
  mutation useProjectActionsMoveMutation($threadId: ID!, $projectId: ID) {
    moveThreadToProject(threadId: $threadId, projectId: $projectId) {
      __typename
      ... on Thread {
        id
        project {
          id
          name
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export const DeleteProject = graphql`
  mutation useProjectActionsDeleteMutation($projectId: ID!, $conversations: ProjectLeaving!) {
    deleteProject(projectId: $projectId, conversations: $conversations) {
      __typename
      ... on DeleteProjectPayload {
        movedConversations
        deletedConversations
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
