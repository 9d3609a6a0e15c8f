/**
 * The query of older-pages.ts, fetched once the page is shown (web/src/after-paint/load-later.tsx):
 * each message as the thread reads it (thread-steps.ts).
 */
import { graphql } from 'react-relay/hooks';

// older-pages.ts reads the page (history, its edges and pageInfo) and each message through threadSteps_step.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
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
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */
