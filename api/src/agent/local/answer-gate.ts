/**
 * A gate a test holds to freeze the local model's answers mid-stream, so what it checks (a stop, a
 * reload that resumes, a second message refused while one is answered, a drain) happens while an
 * answer is surely running, whatever the machine's load: "answer started, now hold", then "finish
 * now". While the gate is held, every local answer pauses after its first streamed text chunk (the
 * client has seen the answer begin) until the gate is released or the answer is aborted.
 *
 * Tests in the process use `services.answerGate`; tests that drive the built server (browser
 * journeys, fault tests) use the routes of api/src/http/answer-gate-routes.ts, which exist only
 * when TEST_ANSWER_GATE is on. Nothing holds the gate otherwise, and then it costs one boolean test
 * per answer.
 */
export interface AnswerGate {
  /** From now on, answers pause after their first text chunk. */
  hold(): void;
  /** Paused answers go on, and new ones no longer pause. */
  release(): void;
  /** Whether the gate is held. */
  readonly held: boolean;
  /** How many answers are paused at the gate now. */
  readonly waiting: number;
  /** Resolves once at least one answer is paused at the gate (at once if one is). */
  whenWaiting(signal?: AbortSignal): Promise<void>;
  /** Called by the model after an answer's first text chunk: returns at once unless held. */
  pass(signal?: AbortSignal): Promise<void>;
}

export function createAnswerGate(): AnswerGate {
  let held = false;
  let waiting = 0;
  let opened: { promise: Promise<void>; resolve: () => void } | null = null;
  const watchers = new Set<() => void>();

  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };
  /** Resolves when `promise` does or `signal` aborts, whichever comes first. */
  const untilAborted = (promise: Promise<void>, signal?: AbortSignal) =>
    signal
      ? new Promise<void>((resolve) => {
          if (signal.aborted) return resolve();
          const done = () => {
            signal.removeEventListener('abort', done);
            resolve();
          };
          signal.addEventListener('abort', done, { once: true });
          void promise.then(done);
        })
      : promise;

  return {
    get held() {
      return held;
    },
    get waiting() {
      return waiting;
    },
    hold() {
      if (held) return;
      held = true;
      opened = deferred();
    },
    release() {
      held = false;
      opened?.resolve();
      opened = null;
    },
    async whenWaiting(signal) {
      if (waiting > 0) return;
      const arrived = deferred();
      watchers.add(arrived.resolve);
      try {
        await untilAborted(arrived.promise, signal);
      } finally {
        watchers.delete(arrived.resolve);
      }
    },
    async pass(signal) {
      if (!held || !opened || signal?.aborted) return;
      waiting += 1;
      for (const watcher of watchers) watcher();
      try {
        await untilAborted(opened.promise, signal);
      } finally {
        waiting -= 1;
      }
    },
  };
}
