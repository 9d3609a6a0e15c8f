/**
 * A mutation as a promise: the one way the mutation hooks wait for theirs. `committed` resolves with
 * the response (or rejects with the network's or GraphQL's error); `throwIfFailed` turns the message
 * of a typed refusal (any type that implements schema.graphql's `interface Error`) into a rejection.
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

/**
 * The types that implement `interface Error` in schema.graphql: the typed refusals a mutation's
 * result union may hold. A result of another type is a success, even one with a `message` of its
 * own (PasswordChanged, MessagePayload).
 */
const ERROR_TYPES: ReadonlySet<string> = new Set([
  'AuthError',
  'ForbiddenError',
  'NotFoundError',
  'RateLimitedError',
  'TwinClosedError',
  'ValidationError',
]);

/** The message of a typed refusal (selected as `... on Error { message }`), or null for a success. */
export function failureMessage(result: {
  readonly __typename: string;
  readonly message?: string;
}): string | null {
  return ERROR_TYPES.has(result.__typename) ? result.message || 'Failed' : null;
}

/** Rejects (throws, inside a then) with the failure's message; nothing for a success. */
export function throwIfFailed(message: string | null): void {
  if (message) throw new Error(message);
}
