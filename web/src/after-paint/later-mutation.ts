/**
 * useMutation for a mutation whose text loads after the page is shown (after-paint/load-later.tsx):
 * the same commit and in-flight flag. A commit made before the mutation is there waits for it; one
 * disposed meanwhile is never sent. Each hook keeps its mutation in a file of its own beside it
 * (useStopRunMutation.operation.ts beside useStopRunMutation.ts), named as Relay wants.
 * `commitLater` is the same commit outside a component.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment, type UseMutationConfig } from 'react-relay/hooks';
import {
  commitMutation,
  type Disposable,
  type GraphQLTaggedNode,
  type IEnvironment,
  type MutationConfig,
  type MutationParameters,
} from 'relay-runtime';

/** Commits once the mutation's text is there; `settled` is called once, however the commit ends. */
export function commitLater<M extends MutationParameters>(
  environment: IEnvironment,
  mutation: () => Promise<GraphQLTaggedNode>,
  config: UseMutationConfig<M>,
  settled: () => void = () => {},
): Disposable {
  let disposed = false;
  let done = false;
  let running: Disposable | undefined;
  const settle = () => {
    if (done) return;
    done = true;
    settled();
  };
  mutation().then(
    (node) => {
      if (disposed) return;
      const { onCompleted, onError, onUnsubscribe, optimisticResponse, ...rest } = config;
      running = commitMutation<M>(environment, {
        ...rest,
        // The same object: the two configs spell its type differently.
        optimisticResponse: optimisticResponse as MutationConfig<M>['optimisticResponse'],
        mutation: node,
        onCompleted: (response, errors) => {
          settle();
          onCompleted?.(response, errors ? [...errors] : null);
        },
        onError: (error) => {
          settle();
          onError?.(error);
        },
        onUnsubscribe: () => {
          settle();
          onUnsubscribe?.();
        },
      });
    },
    (error: unknown) => {
      settle();
      config.onError?.(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return {
    dispose() {
      disposed = true;
      running?.dispose();
      settle();
    },
  };
}

export function useLaterMutation<M extends MutationParameters>(
  mutation: () => Promise<GraphQLTaggedNode>,
): [(config: UseMutationConfig<M>) => Disposable, boolean] {
  const environment = useRelayEnvironment();
  const inFlight = useRef(new Set<object>());
  const [busy, setBusy] = useState(false);
  // Another environment forgets the commits made in the old one, as useMutation does.
  const committedIn = useRef(environment);
  useEffect(() => {
    if (committedIn.current === environment) return;
    committedIn.current = environment;
    inFlight.current = new Set();
    setBusy(false);
  }, [environment]);

  const commit = useCallback(
    (config: UseMutationConfig<M>): Disposable => {
      const commits = inFlight.current;
      const token = {};
      commits.add(token);
      setBusy(true);
      return commitLater(environment, mutation, config, () => {
        commits.delete(token);
        if (commits === inFlight.current) setBusy(commits.size > 0);
      });
    },
    [environment, mutation],
  );
  return [commit, busy];
}
