/**
 * The Knowledge page's "Recent changes": what the brain updated or forgot when told, each with the
 * conversation where it happened. An update shows what the memory says now beside what it said.
 */
import { MemoryChanges } from '@duet/design-system';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { RecentMemoryChanges_viewer$key } from '../../__generated__/RecentMemoryChanges_viewer.graphql';
import { conversationPath } from '../chat/conversation-path';
import { shortDate } from './MemoryItem';

const Fragment = graphql`
  fragment RecentMemoryChanges_viewer on User {
    memoryChanges(first: 10) {
      id
      kind
      memoryId
      previous
      sourceThreadId
      sourceThreadName
      createdAt
    }
  }
`;

/** `contents`: the memories on the page by id, for what an updated memory says now. */
export function RecentMemoryChanges({
  viewer,
  contents,
  className,
}: {
  viewer: RecentMemoryChanges_viewer$key;
  contents: ReadonlyMap<string, string>;
  className?: string;
}) {
  const { memoryChanges } = useFragment(Fragment, viewer);
  const navigate = useNavigate();
  const changes = useMemo(
    () =>
      memoryChanges.map((c) => ({
        id: c.id,
        kind: c.kind === 'forgotten' ? ('forgotten' as const) : ('updated' as const),
        current: c.memoryId ? (contents.get(c.memoryId) ?? null) : null,
        previous: c.previous,
        threadId: c.sourceThreadId,
        threadName: c.sourceThreadName,
        when: shortDate(c.createdAt),
      })),
    [memoryChanges, contents],
  );
  return (
    <MemoryChanges className={className} changes={changes} conversationHref={conversationPath} onNavigate={navigate} />
  );
}
