/**
 * The request a piece of work runs for, for its log lines: set around each HTTP request
 * (http/request-log.ts) and read by the logger (logger.ts), so every line a request causes — in a
 * resolver, a use case, a driver — names it without passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` as the work of request `requestId`. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => storage.run({ requestId }, fn);

/** The id of the request the current work runs for (none: background work). */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
