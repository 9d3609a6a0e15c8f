/**
 * How deeply a JSON value nests, measured without recursion so that hostile input (a body of
 * 5,000 nested objects) cannot overflow the stack here or later, in JSON.stringify or the
 * database driver. Every parsed input is checked before a rule looks at it (errors/parse-input.ts), and
 * for text with a NUL character, which PostgreSQL cannot store (errors/database-errors.ts).
 */
import { NUL_MESSAGE } from '../errors/database-errors.js';

export { NUL_MESSAGE };

/** No input of Duet's nests deeper than this; metadata objects are far shallower. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The input is nested too deeply (limit ${MAX_JSON_DEPTH} levels)`;

/** True when `value` has objects or arrays nested more than `max` levels deep. */
export function nestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** The size of a value as JSON text, or Infinity when it nests too deeply to measure safely. */
export function jsonSize(value: unknown): number {
  return nestsDeeperThan(value) ? Infinity : (JSON.stringify(value)?.length ?? 0);
}

/** True when a string in `value` (a key or a value, at any depth) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
