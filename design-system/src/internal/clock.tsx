/**
 * Time as the components see it: the browser's by default; a story (or a test) gives a manual clock
 * through ClockProvider and moves it on itself, so what a debounce or a countdown does is checked
 * step by step instead of by waiting real seconds.
 */
import { createContext, useContext } from 'react';

export type TimerId = number;

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(run: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (id) => window.clearInterval(id),
};

const ClockContext = createContext<Clock>(browserClock);

/** Gives the components below a clock of the caller's (a manual one in stories). */
export const ClockProvider = ClockContext.Provider;

export const useClock = (): Clock => useContext(ClockContext);

export interface ManualClock extends Clock {
  /** Moves time on by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
}

/** A clock that stands still until `advance` moves it. */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<TimerId, { at: number; every: number | null; run: () => void }>();
  const add = (run: () => void, ms: number, every: number | null) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, ms), every, run });
    return id;
  };
  const remove = (id: TimerId) => void timers.delete(id);
  return {
    now: () => now,
    setTimeout: (run, ms) => add(run, ms, null),
    setInterval: (run, ms) => add(run, ms, Math.max(1, ms)),
    clearTimeout: remove,
    clearInterval: remove,
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let due: [TimerId, { at: number; every: number | null; run: () => void }] | null = null;
        for (const entry of timers) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
      }
      now = until;
    },
  };
}
