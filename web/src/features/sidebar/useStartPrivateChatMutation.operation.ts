/** The mutation of useStartPrivateChatMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const StartPrivateChat = graphql`
  mutation useStartPrivateChatMutation {
    startPrivateBrainChat {
      threadId
    }
  }
`;
