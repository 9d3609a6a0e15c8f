/**
 * Subscriptions with compiled per-event execution. A streaming answer sends
 * thousands of events and each one runs the subscription's selection set:
 * with the standard executor that was a good part of a chat server's CPU
 * (bench/RESULTS.md). graphql-jit's own subscribe hands the root field the
 * operation's variables instead of its arguments (0.8.7), so the source
 * stream comes from graphql-js (correct arguments, same errors) and only
 * the per-event execution is compiled.
 */
import { createRequire } from 'node:module';
import type { Plugin } from '@envelop/core';
import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

// The graphql-js instance the schema was built with: Node resolves 'graphql' to its CommonJS
// build for every package (it has no "exports"), while a bundler may pick the ESM one for our
// own import, and graphql-js refuses a schema from the other instance.
const { createSourceEventStream } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T>)?.then === 'function';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Maps each event; return() and throw() go straight to the source, as graphql-js does. */
function mapEvents(
  source: AsyncIterable<unknown>,
  execute: (event: unknown) => ExecutionResult | Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const done = { value: undefined, done: true } as const;
  const mapped = {
    next() {
      // No async function here: an event whose execution is synchronous (ours are) costs one
      // promise on its way, not three.
      return iterator.next().then((r) => {
        if (r.done) return done;
        const value = execute(r.value);
        return isPromise(value)
          ? value.then((v) => ({ value: v, done: false as const }))
          : { value, done: false as const };
      });
    },
    async return() {
      await iterator.return?.();
      return done;
    },
    async throw(error: unknown) {
      if (iterator.throw) {
        const r = await iterator.throw(error);
        if (!r.done) return { value: await execute(r.value), done: false };
      }
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped as unknown as AsyncGenerator<ExecutionResult>;
}

const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();
function compiledFor(args: ExecutionArgs) {
  let entry = compiled.get(args.document);
  if (entry === undefined) {
    const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
    entry = isCompiledQuery(result) ? result : null;
    compiled.set(args.document, entry);
  }
  return entry;
}

/**
 * A subscription as graphql-js sets it up, each event executed by graphql-jit: the
 * events' results, or the result with the errors that kept it from starting.
 */
export async function subscribeCompiled(
  args: ExecutionArgs,
): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source as ExecutionResult;
  const query = compiledFor(args);
  if (!query) throw new Error('The subscription could not be compiled');
  return mapEvents(source, (event) => query.query(event, args.contextValue, args.variableValues ?? {}));
}

export function useJitSubscriptionEvents(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeCompiled);
    },
  };
}
