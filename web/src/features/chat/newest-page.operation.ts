/**
 * The query of ChatThread.tsx that reads a conversation's newest page again (another branch is
 * shown, or the history was compacted), fetched once the page is shown (web/src/after-paint/).
 */
import { graphql } from 'react-relay/hooks';

export const NewestPage = graphql`
  query newestPageQuery($id: ID!, $count: Int!) {
    thread(id: $id) {
      ...ChatThread_thread @arguments(count: $count)
    }
  }
`;
