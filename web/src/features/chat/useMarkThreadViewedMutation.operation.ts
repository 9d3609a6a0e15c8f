/** The mutation of useMarkThreadViewedMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const MarkThreadViewed = graphql`
  mutation useMarkThreadViewedMutation($threadId: ID!) {
    markThreadViewed(threadId: $threadId) {
      ... on Thread {
        id
        ...ProfilePalBadge_thread @alias
      }
    }
  }
`;
