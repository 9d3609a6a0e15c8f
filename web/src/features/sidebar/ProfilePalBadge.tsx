/**
 * The Profile Pal 'New' badge (docs/product.md §4): on when the newest of the latest 5 history steps of the
 * Profile Pal thread is an assistant message nobody has viewed.
 */
import { useEffect } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { ProfilePalBadge_thread$key } from '../../__generated__/ProfilePalBadge_thread.graphql';
import type { ProfilePalBadgeQuery } from '../../__generated__/ProfilePalBadgeQuery.graphql';

const Fragment = graphql`
  fragment ProfilePalBadge_thread on Thread {
    history(last: 5) {
      edges {
        node {
          stepType
          viewedAt
        }
      }
    }
  }
`;

function BadgeFromThread({
  thread,
  onChange,
}: {
  thread: ProfilePalBadge_thread$key;
  onChange: (on: boolean) => void;
}) {
  const data = useFragment(Fragment, thread);
  const newest = data.history.edges[data.history.edges.length - 1]?.node;
  const on = newest?.stepType === 'ASSISTANT_MESSAGE' && newest.viewedAt == null;
  useEffect(() => onChange(on), [on, onChange]);
  return null;
}

/** Renders nothing; reports the badge state. Mount inside a Suspense boundary. */
export function ProfilePalBadge({
  threadId,
  fetchKey,
  onChange,
}: {
  threadId: string;
  fetchKey: string;
  onChange: (on: boolean) => void;
}) {
  const data = useLazyLoadQuery<ProfilePalBadgeQuery>(
    graphql`
      query ProfilePalBadgeQuery($id: ID!) {
        thread(id: $id) {
          ...ProfilePalBadge_thread
        }
      }
    `,
    { id: threadId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  if (!data.thread) return null;
  return <BadgeFromThread thread={data.thread} onChange={onChange} />;
}
