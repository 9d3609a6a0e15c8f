import { describe, expect, it } from 'vitest';
import {
  commitLocalUpdate,
  commitMutation,
  ConnectionHandler,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordProxy,
} from 'relay-runtime';
import CreateMemory, { type useCreateMemoryMutation } from '../__generated__/useCreateMemoryMutation.graphql';
import { dropFromConnections, prependResult, VIEWER_LISTS } from './viewer-connections';

const VIEWER = 'viewer-1';
const MEMORIES = ConnectionHandler.getConnectionID(VIEWER, VIEWER_LISTS.memories.key);
const STORIES = ConnectionHandler.getConnectionID(VIEWER, VIEWER_LISTS.stories.key);

/** A store whose Knowledge page has been read: the viewer's memories list holds these. */
function storeWith(memoryIds: string[], answer: Record<string, unknown> = {}) {
  const environment = new Environment({
    network: Network.create(() => ({ data: { createMemory: answer } })),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    store.create(VIEWER, 'User').setValue(VIEWER, 'id');
    const connection = store.create(MEMORIES, 'MemoryConnection');
    const edges = memoryIds.map((id) => {
      const memory = store.create(id, 'Memory');
      memory.setValue(id, 'id');
      return ConnectionHandler.createEdge(store, connection, memory, 'MemoryEdge');
    });
    connection.setLinkedRecords(edges, 'edges');
  });
  return environment;
}

/** The ids in a list, in order; null when the list is not in the store. */
function listed(environment: Environment, connectionId: string): string[] | null {
  let ids: string[] | null = null;
  commitLocalUpdate(environment, (store) => {
    const connection = store.get(connectionId);
    ids = connection
      ? (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '')
      : null;
  });
  return ids;
}

/** createMemory answered by the server, its result put in these lists by prependResult. */
function create(environment: Environment, connections: string[], keep?: (record: RecordProxy) => boolean) {
  return new Promise<void>((resolve, reject) => {
    commitMutation<useCreateMemoryMutation>(environment, {
      mutation: CreateMemory,
      variables: { content: 'Likes green tea', visibility: 'private' },
      updater: (store) => prependResult(store, 'createMemory', 'Memory', connections, keep),
      onCompleted: () => resolve(),
      onError: reject,
    });
  });
}
const memory = (id: string) => ({
  __typename: 'Memory',
  id,
  content: 'Likes green tea',
  visibility: 'private',
  source: 'owner',
  sourceThreadId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  history: [],
});

describe('prependResult', () => {
  it('puts what was created at the top of the list', async () => {
    const environment = storeWith(['m1', 'm2'], memory('m3'));
    await create(environment, [MEMORIES]);
    expect(listed(environment, MEMORIES)).toEqual(['m3', 'm1', 'm2']);
  });

  it('lists nothing when the server refused', async () => {
    const refusal = {
      __typename: 'ValidationError',
      __isError: 'ValidationError',
      message: 'Too long',
    };
    const environment = storeWith(['m1'], refusal);
    await create(environment, [MEMORIES]);
    expect(listed(environment, MEMORIES)).toEqual(['m1']);
  });

  it('does not list a record twice', async () => {
    const environment = storeWith(['m1', 'm2'], memory('m2'));
    await create(environment, [MEMORIES]);
    expect(listed(environment, MEMORIES)).toEqual(['m1', 'm2']);
  });

  it('leaves out what the caller does not keep', async () => {
    const environment = storeWith(['m1'], memory('m3'));
    await create(environment, [MEMORIES], () => false);
    expect(listed(environment, MEMORIES)).toEqual(['m1']);
  });

  it('skips a list that is not in the store (its page reads it when it opens)', async () => {
    const environment = storeWith(['m1'], memory('m3'));
    await create(environment, [STORIES, MEMORIES]);
    expect(listed(environment, STORIES)).toBeNull();
    expect(listed(environment, MEMORIES)).toEqual(['m3', 'm1']);
  });
});

describe('dropFromConnections', () => {
  it('takes the record out of the lists, and skips lists not in the store', () => {
    const environment = storeWith(['m1', 'm2', 'm3']);
    commitLocalUpdate(environment, (store) =>
      dropFromConnections(store as Parameters<typeof dropFromConnections>[0], [STORIES, MEMORIES], 'm2'),
    );
    expect(listed(environment, MEMORIES)).toEqual(['m1', 'm3']);
    expect(listed(environment, STORIES)).toBeNull();
  });
});
