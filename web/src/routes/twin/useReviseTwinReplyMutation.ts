/** Revises a twin reply (reviseTwinReply): the visitor's view and the twin's future answers change. */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useReviseTwinReplyMutation as MutationType } from '../../__generated__/useReviseTwinReplyMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Mutation = graphql`
  mutation useReviseTwinReplyMutation($threadId: ID!, $stepId: ID!, $output: String!) {
    reviseTwinReply(threadId: $threadId, stepId: $stepId, output: $output) {
      __typename
      ... on Step {
        id
        output
        metadata
        # A revised reply lists no "Based on" (api/src/chat/based-on.ts).
        basedOn
        sources {
          title
          where
          href
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Resolves when saved; rejects with the server's message otherwise. */
export function useReviseTwinReplyMutation() {
  const [commit, saving] = useMutation<MutationType>(Mutation);
  const revise = useCallback(
    (threadId: string, stepId: string, output: string) =>
      committed(commit, { variables: { threadId, stepId, output } }).then(
        ({ reviseTwinReply: result }) => {
          if (result.__typename !== 'Step') throw new Error(failureMessage(result) ?? t`Could not save the revision`);
        },
        () => {
          throw new Error(t`Could not save the revision. Check your connection and try again.`);
        },
      ),
    [commit],
  );
  return [revise, saving] as const;
}
