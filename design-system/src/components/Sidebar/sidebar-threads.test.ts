import { describe, expect, it } from 'vitest';
import { groupThreads, recentThreads, threadTitle } from './sidebar-threads';

describe('recentThreads', () => {
  it("drops threads whose name contains 'profile pal', in any case", () => {
    const threads = [
      { id: '1', name: 'Profile Pal' },
      { id: '2', name: 'my PROFILE PAL onboarding' },
      { id: '3', name: 'Lisbon' },
      { id: '4', name: null },
    ];
    expect(recentThreads(threads).map((t) => t.id)).toEqual(['3', '4']);
  });
});

describe('threadTitle', () => {
  it('uses the name, else Chat + last 6 of the id, else New Chat', () => {
    expect(threadTitle({ id: 'abc', name: ' Lisbon ' })).toBe('Lisbon');
    expect(threadTitle({ id: 'thread_0123456789', name: '' })).toBe('New Chat');
    expect(threadTitle({})).toBe('New Chat');
  });
});

describe('groupThreads', () => {
  it('puts pinned first, then Today, Yesterday, Previous 7 and 30 days, then months', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();
    const groups = groupThreads(
      [
        { id: 'p', pinned: true, updatedAt: at(2025, 0, 1) },
        { id: 'a', updatedAt: at(2026, 10, 23, 0) },
        { id: 'b', updatedAt: at(2026, 10, 22, 23) },
        { id: 'c', updatedAt: at(2026, 10, 18) },
        { id: 'd', updatedAt: at(2026, 10, 1) },
        { id: 'e', updatedAt: at(2026, 9, 2) },
        { id: 'f', updatedAt: at(2025, 11, 24) },
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.threads.map((t) => t.id)])).toEqual([
      ['Pinned', ['p']],
      ['Today', ['a']],
      ['Yesterday', ['b']],
      ['Previous 7 days', ['c']],
      ['Previous 30 days', ['d']],
      ['October', ['e']],
      ['December 2025', ['f']],
    ]);
  });
});
