/** The mutation of ToolApproval.tsx, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const Decide = graphql`
  mutation ToolApprovalDecideMutation($id: ID!, $decision: ToolDecision!) {
    decideToolCall(id: $id, decision: $decision) {
      ... on ToolDecisionResult {
        approval {
          id
          status
        }
        runId
      }
      ... on Error {
        message
      }
    }
  }
`;
