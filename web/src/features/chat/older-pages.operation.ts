/**
 * The query of older-pages.ts, fetched once the page is shown (web/src/after-paint/load-later.tsx):
 * each message as the thread reads it (thread-steps.ts).
 */
import { graphql } from 'react-relay/hooks';

export const OlderPages = graphql`
  query olderPagesQuery($id: ID!, $count: Int!, $before: String!) {
    node(id: $id) {
      ... on Thread {
        history(last: $count, before: $before) {
          edges {
            node {
              ...threadSteps_step
            }
          }
          pageInfo {
            hasPreviousPage
            startCursor
          }
        }
      }
    }
  }
`;
