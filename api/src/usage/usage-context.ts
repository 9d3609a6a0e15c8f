/**
 * Whose usage a model call is, and what for: set around the work that calls a model (an answer, a
 * title, a judgement, a summary), read where the call's tokens are known (recorder.ts). Async
 * context, so the code between (the AI SDK, our tools) need not pass it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type UsagePurpose = 'answer' | 'twin_reply' | 'title' | 'judgement' | 'summary' | 'embedding' | 'other';

export interface UsageContext {
  /** Whose usage it is (a twin's replies: its owner's); null: the instance's own work. */
  userId: string | null;
  threadId?: string | null;
  purpose: UsagePurpose;
}

const storage = new AsyncLocalStorage<UsageContext>();

/** Runs `fn` with its model calls counted as `context`'s. */
export function withUsage<T>(context: UsageContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The context of the work running now (none: the instance's own work, purpose "other"). */
export function currentUsage(): UsageContext {
  return storage.getStore() ?? { userId: null, purpose: 'other' };
}
