import { describe, expect, it } from 'vitest';
import { conversationPath } from './conversation-path';

describe('conversationPath', () => {
  it('is the chat page of the thread', () => {
    expect(conversationPath('th_1')).toBe('/chat/th_1');
    expect(conversationPath('th_1', null)).toBe('/chat/th_1');
    expect(conversationPath('th_1', '')).toBe('/chat/th_1');
  });

  it('opens at a message when given one', () => {
    expect(conversationPath('th_1', 'st_9')).toBe('/chat/th_1?step=st_9');
  });

  it('escapes ids that are not safe in a path or a query', () => {
    expect(conversationPath('a/b c', 'x&y=z')).toBe('/chat/a%2Fb%20c?step=x%26y%3Dz');
  });
});
