import { describe, expect, it } from 'vitest';
import {
  commitLocalUpdate,
  createOperationDescriptor,
  createReaderSelector,
  Environment,
  Network,
  RecordSource,
  Store,
} from 'relay-runtime';
import MyTwinRouteQuery from '../../__generated__/MyTwinRouteQuery.graphql';
import TwinReviewQueue, { type TwinReviewQueue_viewer$data } from '../../__generated__/TwinReviewQueue_viewer.graphql';
import { removeFromQueue } from './review-queue';

const VIEWER = 'viewer-1';

/** A Relay store holding the owner's open questions (and, beside them, the answered ones). */
function storeWith(open: string[], answered: string[] = []) {
  const environment = new Environment({
    network: Network.create(() => {
      throw new Error('These tests make no requests');
    }),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const viewer = store.create(VIEWER, 'User');
    viewer.setValue(VIEWER, 'id');
    const question = (id: string) => {
      const record = store.create(id, 'TwinQuestion');
      record.setValue(id, 'id');
      record.setValue(`Question ${id}?`, 'question');
      record.setValue('2026-03-01T10:00:00.000Z', 'createdAt');
      return record;
    };
    viewer.setLinkedRecords(open.map(question), 'twinQuestions', { status: 'open' });
    viewer.setLinkedRecords(answered.map(question), 'twinQuestions', { status: 'answered' });
  });
  return environment;
}

const remove = (environment: Environment, viewerId: string, questionId: string) =>
  commitLocalUpdate(environment, (store) =>
    removeFromQueue(store as Parameters<typeof removeFromQueue>[0], viewerId, questionId),
  );

/** The questions the review queue shows: what its fragment (TwinReviewQueue_viewer) reads. */
function shown(environment: Environment): string[] {
  const owner = createOperationDescriptor(MyTwinRouteQuery, {}).request;
  const { data } = environment.lookup(createReaderSelector(TwinReviewQueue, VIEWER, {}, owner));
  return (data as TwinReviewQueue_viewer$data).twinQuestions.map((q) => q.id);
}

/** The answered questions, which the queue does not show. */
function answered(environment: Environment): string[] {
  let ids: string[] = [];
  commitLocalUpdate(environment, (store) => {
    const list = store.get(VIEWER)?.getLinkedRecords('twinQuestions', { status: 'answered' });
    ids = (list ?? []).map((q) => q?.getDataID() ?? '');
  });
  return ids;
}

describe('removeFromQueue', () => {
  it('takes the answered or dismissed question out of the queue the owner sees', () => {
    const environment = storeWith(['q1', 'q2', 'q3']);
    expect(shown(environment)).toEqual(['q1', 'q2', 'q3']);
    remove(environment, VIEWER, 'q2');
    expect(shown(environment)).toEqual(['q1', 'q3']);
  });

  it('leaves the lists of other questions alone', () => {
    const environment = storeWith(['q1'], ['q8', 'q9']);
    remove(environment, VIEWER, 'q1');
    expect(shown(environment)).toEqual([]);
    expect(answered(environment)).toEqual(['q8', 'q9']);
  });

  it('changes nothing for a question not in the queue', () => {
    const environment = storeWith(['q1', 'q2']);
    remove(environment, VIEWER, 'q7');
    expect(shown(environment)).toEqual(['q1', 'q2']);
  });

  it('does nothing when the viewer is not in the store', () => {
    const environment = storeWith(['q1']);
    expect(() => remove(environment, 'someone-else', 'q1')).not.toThrow();
    expect(shown(environment)).toEqual(['q1']);
  });
});
