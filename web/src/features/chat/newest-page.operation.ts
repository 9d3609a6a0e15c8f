/**
 * The query of ChatThread.tsx that reads a conversation's newest page again (another branch is
 * shown, or the history was compacted), fetched once the page is shown (web/src/after-paint/).
 */
import { graphql } from 'react-relay/hooks';

// ChatThread.tsx reads ChatThread_thread: this query only puts it in the store again.
/* eslint-disable relay/must-colocate-fragment-spreads */
export const NewestPage = graphql`
  query newestPageQuery($id: ID!, $count: Int!) {
    thread(id: $id) {
      ...ChatThread_thread @arguments(count: $count)
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */
