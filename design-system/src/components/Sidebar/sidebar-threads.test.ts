import { describe, expect, it } from 'vitest';
import { recentThreads, threadTitle } from './sidebar-threads';

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
    expect(threadTitle({ id: 'thread_0123456789', name: '' })).toBe('Chat 456789');
    expect(threadTitle({})).toBe('New Chat');
  });
});
