/**
 * A mutation as a promise: the one way the mutation hooks wait for theirs. `committed` resolves with
 * the response (or rejects with the network's or GraphQL's error); `throwIfFailed` turns the message
 * of a typed refusal (`failureMessage`) into a rejection.
 */
import { t } from '@lingui/core/macro';
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
 * The message of a typed refusal, or null for a success. A mutation selects its refusals as
 * `... on Error @alias(as: "refusal") { message }`: Relay fills `refusal` only when the result's type
 * implements `interface Error` in schema.graphql (it asks the server with `__isError`), so a success
 * with a `message` of its own (PasswordChanged, MessagePayload) is never taken for one.
 */
export function failureMessage(result: { readonly refusal?: { readonly message: string } | null }): string | null {
  return result.refusal ? result.refusal.message || t`Failed` : null;
}

/** Rejects (throws, inside a then) with the failure's message; nothing for a success. */
export function throwIfFailed(message: string | null): void {
  if (message) throw new Error(message);
}
