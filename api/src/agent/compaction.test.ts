import { describe, expect, it } from 'vitest';
import { extractiveSummary, needsCompaction, splitHistory } from './compaction.js';
import type { HistoryMessage } from './contract.js';

const msg = (seq: number, content: string): HistoryMessage => ({ role: seq % 2 ? 'user' : 'assistant', content, seq });

describe('compaction', () => {
  const history = [1, 2, 3, 4, 5, 6].map((seq) => msg(seq, `Message ${seq}. ${'x'.repeat(96)}`)); // ~28 tokens each

  it('triggers only above the budget (summary included)', () => {
    expect(needsCompaction(null, history, 200)).toBe(false);
    expect(needsCompaction(null, history, 100)).toBe(true);
    expect(needsCompaction('s'.repeat(400), history, 200)).toBe(true);
    expect(needsCompaction('s'.repeat(4000), [], 200)).toBe(false);
  });

  it('keeps the newest messages that fit half the budget', () => {
    const { older, recent } = splitHistory(history, 120);
    expect(recent.map((m) => m.seq)).toEqual([5, 6]);
    expect(older.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    // Always summarises at least the first message.
    expect(splitHistory([msg(1, 'short')], 1000).older).toHaveLength(1);
  });

  it('summarises extractively and deterministically within the size limit', () => {
    const summary = extractiveSummary(
      'User: earlier fact.',
      [msg(1, 'I love climbing. And more.'), msg(2, 'Noted!')],
      500,
    );
    expect(summary).toBe('User: earlier fact.\nUser: I love climbing.\nAssistant: Noted!');
    const long = extractiveSummary(null, history, 120);
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toContain('Message 6.');
  });
});
