/**
 * A gate a test holds to freeze the local model's answers mid-stream, so what it checks (a stop, a
 * reload that resumes, a second message refused while one is answered, a drain) happens while an
 * answer is surely running, whatever the machine's load: "answer started, now hold", then "finish
 * now". While the gate is held, a local answer pauses after its first streamed text chunk (the
 * client has seen the answer begin) until the gate is released or the answer is aborted.
 *
 * A hold may name a word: then only answers to a message containing it pause, so tests that share
 * a server (the browser journeys run two at a time) hold only their own answers.
 *
 * Tests in the process use `services.answerGate`; tests that drive the built server (browser
 * journeys, fault tests) use the routes of api/src/http/answer-gate-routes.ts, which exist only
 * when TEST_ANSWER_GATE is on. Nothing holds the gate otherwise, and then it costs one map lookup
 * per answer.
 */
export interface AnswerGate {
  /** From now on, answers (to messages containing `word`, when given) pause after their first text chunk. */
  hold(word?: string): void;
  /** Answers paused by that hold (every hold, when no word is given) go on, and new ones no longer pause. */
  release(word?: string): void;
  /** How many answers are paused at the gate now (by the hold on `word`, when given). */
  waiting(word?: string): number;
  /** Resolves once an answer is paused by the hold on `word` (any hold, when none is given); at once if one is. */
  whenWaiting(word?: string, signal?: AbortSignal): Promise<void>;
  /** Called by the model after an answer's first text chunk: returns at once unless a hold applies to `message`. */
  pass(message: string, signal?: AbortSignal): Promise<void>;
}

interface Hold {
  opened: Promise<void>;
  open: () => void;
  waiting: number;
}

const ALL = '';

/** Resolves when `promise` does or `signal` aborts, whichever comes first. */
function untilAborted(promise: Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return promise;
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      signal.removeEventListener('abort', done);
      resolve();
    };
    signal.addEventListener('abort', done, { once: true });
    void promise.then(done);
  });
}

export function createAnswerGate(): AnswerGate {
  const holds = new Map<string, Hold>();
  const watchers = new Set<{ word: string; arrived: () => void }>();

  const holdFor = (message: string) => {
    for (const [word, hold] of holds) if (word === ALL || message.includes(word)) return { word, hold };
    return null;
  };
  const waitingOn = (word: string) =>
    word === ALL ? [...holds.values()].reduce((n, h) => n + h.waiting, 0) : (holds.get(word)?.waiting ?? 0);

  return {
    hold(word = ALL) {
      if (holds.has(word)) return;
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      holds.set(word, { opened, open, waiting: 0 });
    },
    release(word) {
      for (const [key, hold] of holds) {
        if (word !== undefined && key !== word) continue;
        hold.open();
        holds.delete(key);
      }
    },
    waiting: (word = ALL) => waitingOn(word),
    async whenWaiting(word = ALL, signal) {
      if (waitingOn(word) > 0) return;
      let arrived!: () => void;
      const promise = new Promise<void>((resolve) => (arrived = resolve));
      const watcher = { word, arrived };
      watchers.add(watcher);
      try {
        await untilAborted(promise, signal);
      } finally {
        watchers.delete(watcher);
      }
    },
    async pass(message, signal) {
      if (holds.size === 0 || signal?.aborted) return;
      const found = holdFor(message);
      if (!found) return;
      found.hold.waiting += 1;
      for (const w of watchers) if (w.word === ALL || w.word === found.word) w.arrived();
      try {
        await untilAborted(found.hold.opened, signal);
      } finally {
        found.hold.waiting -= 1;
      }
    },
  };
}
