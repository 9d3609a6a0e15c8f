/** What sends a message, fetched once the conversation is shown (useChatRun.ts; web/src/after-paint/load-later.tsx). */
import { graphql } from 'react-relay/hooks';

export const SendSubscription = graphql`
  subscription useChatRunSendSubscription(
    $threadId: ID!
    $input: String!
    $elements: [ElementInput!]
    $editStepId: ID
    $regenerateStepId: ID
    $model: ID
  ) {
    sendMessage(
      threadId: $threadId
      input: $input
      elements: $elements
      editStepId: $editStepId
      regenerateStepId: $regenerateStepId
      model: $model
    ) {
      ...useChatRun_event
    }
  }
`;
