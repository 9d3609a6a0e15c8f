import { describe, expect, it } from 'vitest';
import type { UseMutationConfig } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { committed, failureMessage, throwIfFailed } from './committed';

interface Rename extends MutationParameters {
  variables: { name: string };
  response: { renamed: string };
}

describe('committed', () => {
  it('sends the variables and resolves with the response', async () => {
    let sent: UseMutationConfig<Rename>['variables'] | undefined;
    const response = await committed<Rename>(
      (config) => {
        sent = config.variables;
        config.onCompleted?.({ renamed: config.variables.name }, null);
        return { dispose() {} };
      },
      { variables: { name: 'Trip' } },
    );
    expect(sent).toEqual({ name: 'Trip' });
    expect(response).toEqual({ renamed: 'Trip' });
  });

  it("rejects with the network's error", async () => {
    const failure = new Error('Network down');
    const promise = committed<Rename>(
      (config) => {
        config.onError?.(failure);
        return { dispose() {} };
      },
      { variables: { name: 'x' } },
    );
    await expect(promise).rejects.toBe(failure);
  });
});

describe('failureMessage', () => {
  it("is a refusal's message, 'Failed' when it has none, and null for a success", () => {
    expect(failureMessage({ refusal: { message: 'Name taken' } })).toBe('Name taken');
    expect(failureMessage({ refusal: { message: '' } })).toBe('Failed');
    expect(failureMessage({ refusal: null })).toBeNull();
    expect(failureMessage({})).toBeNull();
  });
});

describe('throwIfFailed', () => {
  it('throws the message, and nothing for a success', () => {
    expect(() => throwIfFailed('Name taken')).toThrow(new Error('Name taken'));
    expect(() => throwIfFailed(null)).not.toThrow();
  });
});
