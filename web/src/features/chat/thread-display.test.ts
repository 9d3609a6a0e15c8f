import { describe, expect, it } from 'vitest';
import { chatSubtitle, chatTitle, threadKind } from './thread-display';

describe('threadKind', () => {
  it("is the thread's agent", () => {
    expect(threadKind({ agentType: 'public_twin' })).toBe('public_twin');
    expect(threadKind({ agentType: 'profile_pal' })).toBe('profile_pal');
  });

  it('is a private brain chat when the agent is unknown or missing', () => {
    expect(threadKind({ agentType: 'something_new' })).toBe('private_brain');
    expect(threadKind({ agentType: null })).toBe('private_brain');
    expect(threadKind({})).toBe('private_brain');
  });
});

describe('chatTitle', () => {
  it('names a private chat by its name, trimmed', () => {
    expect(chatTitle({ name: '  Lisbon trip ', databaseId: 'th_123456789' })).toBe('Lisbon trip');
  });

  it('names an unnamed chat by the end of its id, else "New Chat"', () => {
    // Until the conversation is named (issue 57: no "Chat c37tj5" flashing before its title).
    expect(chatTitle({ name: '   ', databaseId: 'th_abcdef123456' })).toBe('New Chat');
    expect(chatTitle({ name: null, databaseId: null })).toBe('New Chat');
  });

  it("says whose twin: the owner's own, or the one visited", () => {
    expect(chatTitle({ agentType: 'self_twin', name: 'ignored' }, 'ana')).toBe('@ana: Chat with Your Twin');
    expect(chatTitle({ agentType: 'public_twin', metadata: { twin_username: ' bob ' } })).toBe('@bob: Twin Chat');
  });

  it('reads metadata sent as a JSON string', () => {
    const thread = { agentType: 'public_twin', metadata: '{"twin_username":"carla"}' };
    expect(chatTitle(thread)).toBe('@carla: Twin Chat');
  });

  it('names the testing agent chat', () => {
    expect(chatTitle({ agentType: 'testing', name: 'x' })).toBe('Testing Agent Chat');
  });
});

describe('chatSubtitle', () => {
  it("is the thread's own subtitle, else its description", () => {
    expect(chatSubtitle({ metadata: { subtitle: ' Planning ', description: 'Other' } })).toBe('Planning');
    expect(chatSubtitle({ metadata: { subtitle: '  ', description: 'About tea' } })).toBe('About tea');
  });

  it('is said by the kind of thread otherwise', () => {
    expect(chatSubtitle({})).toBe('Private brain conversation');
    expect(chatSubtitle({ agentType: 'testing' })).toBe('Development testing environment');
    expect(chatSubtitle({ agentType: 'self_twin' })).toBe('Self-reflection conversation');
    expect(chatSubtitle({ agentType: 'public_twin', metadata: { twin_username: 'bob' } })).toBe(
      'Twin conversation with @bob',
    );
  });

  it('ignores metadata that is not an object', () => {
    expect(chatSubtitle({ metadata: '{not json' })).toBe('Private brain conversation');
    expect(chatSubtitle({ metadata: '"just a string"' })).toBe('Private brain conversation');
    expect(chatSubtitle({ metadata: 42 })).toBe('Private brain conversation');
  });
});
