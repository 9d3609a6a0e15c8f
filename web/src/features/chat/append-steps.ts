/** After an answer: fetch the newest steps and append the ones the loaded history lacks. */
import { commitLocalUpdate, ConnectionHandler, fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { appendStepsTailQuery } from '../../__generated__/appendStepsTailQuery.graphql';

// The answer fills the store for what shows the thread: the sidebar's entry (its title and
// preview), ChatThread's running state and the messages of its history connection (the edges are
// inserted below).
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const TailQuery = graphql`
  query appendStepsTailQuery($id: ID!) {
    thread(id: $id) {
      id
      isRunning
      ...AppSidebar_threads
      history(last: 6) {
        edges {
          node {
            ...threadSteps_step
          }
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */

export async function appendNewSteps(environment: Environment, threadId: string): Promise<void> {
  const data = await fetchQuery<appendStepsTailQuery>(
    environment,
    TailQuery,
    { id: threadId },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const thread = data?.thread;
  if (!thread) return;
  commitLocalUpdate(environment, (store) => {
    const record = store.get(thread.id);
    if (!record) return;
    const connection = ConnectionHandler.getConnection(record, 'ChatThread_history');
    const tail = record.getLinkedRecord('history', { last: 6 });
    if (!connection || !tail) return;
    const present = new Set(
      (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID()),
    );
    const fresh = (tail.getLinkedRecords('edges') ?? [])
      .map((edge) => edge?.getLinkedRecord('node'))
      .filter((node): node is NonNullable<typeof node> => !!node && !present.has(node.getDataID()))
      .sort((a, b) => Number(a.getValue('seq')) - Number(b.getValue('seq')));
    for (const node of fresh) {
      const edge = ConnectionHandler.createEdge(store, connection, node, 'ThreadHistoryConnectionEdge');
      ConnectionHandler.insertEdgeAfter(connection, edge);
    }
  });
}
