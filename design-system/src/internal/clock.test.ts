import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';

describe('the manual clock', () => {
  it('runs timers only when moved on, in the order they fall due', () => {
    const clock = createManualClock(1000);
    const ran: string[] = [];
    clock.setTimeout(() => ran.push(`b@${clock.now()}`), 200);
    const every = clock.setInterval(() => ran.push(`tick@${clock.now()}`), 150);
    const dropped = clock.setTimeout(() => ran.push('never'), 100);
    clock.clearTimeout(dropped);
    expect(ran).toEqual([]);
    clock.advance(199);
    expect(ran).toEqual(['tick@1150']);
    clock.advance(101);
    expect(ran).toEqual(['tick@1150', 'b@1200', 'tick@1300']);
    clock.clearInterval(every);
    clock.advance(1000);
    expect(ran).toHaveLength(3);
    expect(clock.now()).toBe(2300);
  });
});
