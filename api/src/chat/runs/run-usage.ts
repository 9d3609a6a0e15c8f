/**
 * A run's usage: the tokens of its model steps (the agent's usage events), recorded once it ends,
 * and the context its other model calls count in (usage/usage-context.ts): the answering person's
 * (a twin's replies: its owner's), for this thread.
 */
import type { UsageSink } from '../../usage/recorder.js';
import { withUsage, type UsagePurpose } from '../../usage/usage-context.js';

export class RunUsage {
  private input = 0;
  private output = 0;
  private estimated = false;

  constructor(
    private readonly sink: UsageSink | undefined,
    private readonly who: { ownerId: string; threadId: string; twin: boolean },
  ) {}

  /** A model step's tokens. */
  add(step: { inputTokens: number; outputTokens: number; estimated: boolean }) {
    this.input += step.inputTokens;
    this.output += step.outputTokens;
    this.estimated ||= step.estimated;
  }

  /** Runs `fn` with the model calls it makes counted as this run's person's, for `purpose`. */
  within<T>(purpose: UsagePurpose, fn: () => T): T {
    return withUsage({ userId: this.who.ownerId, threadId: this.who.threadId, purpose }, fn);
  }

  /** The answer's tokens, once it has ended; `provider`: its model's connection. */
  record(model: string, provider?: string) {
    this.sink?.record({
      userId: this.who.ownerId,
      threadId: this.who.threadId,
      purpose: this.who.twin ? 'twin_reply' : 'answer',
      model,
      ...(provider ? { provider } : {}),
      inputTokens: this.input,
      outputTokens: this.output,
      estimated: this.estimated,
    });
  }
}
