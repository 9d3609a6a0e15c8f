/** The query of useThreadMemoryCount.ts, fetched once the page is shown (web/src/after-paint/load-later.tsx). */
import { graphql } from 'react-relay/hooks';

// useThreadMemoryCount.ts reads memoryCount.
/* eslint-disable relay/unused-fields */
export const ThreadMemoryCount = graphql`
  query useThreadMemoryCountQuery($id: ID!) {
    thread(id: $id) {
      memoryCount
    }
  }
`;
/* eslint-enable relay/unused-fields */
