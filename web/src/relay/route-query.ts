/** Keeps one preloaded query per route alive (every route's loader uses it); loading a new one releases the previous. */
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from './environment';

/** The reference each route holds (only its dispose is needed here, whatever its query). */
const held = new Map<string, { dispose(): void }>();

export function loadRouteQuery<T extends OperationType>(
  route: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' });
  const previous = held.get(route);
  held.set(route, ref);
  // Released a moment later, once the new page has rendered from its own reference.
  if (previous) setTimeout(() => previous.dispose(), 10_000);
  return ref;
}
