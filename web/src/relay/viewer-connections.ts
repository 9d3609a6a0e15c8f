/**
 * The signed-in user's lists are Relay connections, each shown by one fragment under the
 * `@connection` key named here. A mutation that adds to a list or takes from it hands Relay these
 * connections (`@prependNode`, `@deleteEdge`); lists whose page is not in the store are left out,
 * since a page reads its list from the server when it opens (relay/route-query.ts).
 */
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useViewer } from '../layouts/viewer-context';

/** Each list: its fragment's `@connection` key and the filters its field is read with. */
export const VIEWER_LISTS = {
  memories: { key: 'KnowledgeRoute_memoriesConnection' },
  memorySuggestions: { key: 'MemorySuggestionsSection_memorySuggestionsConnection' },
  stories: { key: 'StoryRoute_storiesConnection' },
  profileSuggestions: { key: 'ProfileSuggestionsSection_profileSuggestionsConnection' },
  sharedLinks: { key: 'SharedLinksSection_sharedConversationsConnection' },
  devices: { key: 'DevicesSection_devices', filters: { kind: 'session' } },
  tokens: { key: 'AccessTokensSection_tokens', filters: { kind: 'token' } },
} as const satisfies Record<string, { key: string; filters?: Record<string, unknown> }>;

export type ViewerList = keyof typeof VIEWER_LISTS;

/** The ids of these lists' connections that are in the store now (read when the mutation is sent). */
export function useViewerConnections(...lists: ViewerList[]): () => string[] {
  const environment = useRelayEnvironment();
  const viewerId = useViewer()?.id;
  // The callers name constant lists: one key keeps the callback the same from render to render.
  const key = lists.join();
  return useCallback(() => {
    if (!viewerId) return [];
    const source = environment.getStore().getSource();
    return (key.split(',') as ViewerList[])
      .map((name) => {
        const list: { key: string; filters?: Record<string, unknown> } = VIEWER_LISTS[name];
        return ConnectionHandler.getConnectionID(viewerId, list.key, list.filters);
      })
      .filter((id) => source.has(id));
  }, [environment, viewerId, key]);
}

/**
 * Puts what a create mutation made at the top of these connections, when its result is a record of
 * this type. The create mutations answer a union (the record, or a ValidationError): Relay's
 * `@prependNode` does not look at the type and would list an error as well, so these three
 * (createMemory, createStory) insert through Relay's ConnectionHandler.
 */
export function prependResult(
  store: RecordSourceSelectorProxy,
  rootField: string,
  typename: string,
  connections: readonly string[],
  keep: (record: RecordProxy) => boolean = () => true,
) {
  const record = store.getRootField(rootField);
  if (record?.getValue('__typename') !== typename || !keep(record)) return;
  for (const id of connections) {
    const connection = store.get(id);
    const edges = connection?.getLinkedRecords('edges') ?? [];
    if (!connection || edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === record.getDataID()))
      continue;
    const edgeType = `${typename}Edge`;
    const edge = ConnectionHandler.createEdge(store, connection, record, edgeType);
    ConnectionHandler.insertEdgeBefore(connection, edge);
  }
}

/** Takes a record out of these connections: for an answer that says it was already gone. */
export function dropFromConnections(store: RecordSourceSelectorProxy, connections: readonly string[], id: string) {
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (connection) ConnectionHandler.deleteNode(connection, id);
  }
}
