import { describe, expect, it } from 'vitest';
import { holdFirstMessage, takeFirstMessage } from './first-message';

describe('the first message of a new chat', () => {
  it('is sent once: taken, it is gone', () => {
    const files = [new File(['hello'], 'hello.txt')];
    holdFirstMessage('t-once', { text: 'Hello', files });
    expect(takeFirstMessage('t-once')).toEqual({ text: 'Hello', files });
    expect(takeFirstMessage('t-once')).toBeNull();
  });

  it('waits for its own thread only', () => {
    holdFirstMessage('t-mine', { text: 'Mine', files: [] });
    expect(takeFirstMessage('t-other')).toBeNull();
    expect(takeFirstMessage('t-mine')?.text).toBe('Mine');
  });

  it('is the latest one held for the thread', () => {
    holdFirstMessage('t-twice', { text: 'First', files: [] });
    holdFirstMessage('t-twice', { text: 'Second', files: [] });
    expect(takeFirstMessage('t-twice')?.text).toBe('Second');
  });
});
