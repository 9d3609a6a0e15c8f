/**
 * A mutation as a promise: the one way the mutation hooks wait for theirs. `committed` resolves with
 * the response (or rejects with the network's or GraphQL's error); `throwIfFailed` turns the message
 * of a typed error result (ValidationError, NotFoundError…) into a rejection.
 */
import type { UseMutationConfig } from 'react-relay/hooks';
import type { Disposable, MutationParameters } from 'relay-runtime';

export function committed<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commit({ ...config, onCompleted: (response) => resolve(response), onError: reject });
  });
}

/** The message of a typed failure (ValidationError, NotFoundError), or null for a success. */
export function failureMessage(result: {
  readonly __typename: string;
  readonly message?: string;
}): string | null {
  return result.__typename === 'ValidationError' || result.__typename === 'NotFoundError'
    ? (result.message ?? 'Failed')
    : null;
}

/** Rejects (throws, inside a then) with the failure's message; nothing for a success. */
export function throwIfFailed(message: string | null): void {
  if (message) throw new Error(message);
}
