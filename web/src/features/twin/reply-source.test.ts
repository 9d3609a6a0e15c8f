import { describe, expect, it } from 'vitest';
import { replySource } from './reply-source';

const answer = (metadata: unknown) => ({ stepType: 'ASSISTANT_MESSAGE', metadata });

describe('replySource', () => {
  it('says a reply was revised by the owner, by the name it carries', () => {
    expect(replySource(answer({ revised_by: 'owner', revised_by_name: 'Ana' }), 'Ana L.')).toEqual({
      source: 'revised',
      name: 'Ana',
    });
  });

  it('says a reply was answered by the owner (a question the twin passed on)', () => {
    expect(replySource(answer({ answered_by: 'owner', answered_by_name: 'Ana' }), null)).toEqual({
      source: 'owner',
      name: 'Ana',
    });
  });

  it("quotes the question the owner's answer answers, also once revised", () => {
    const asked = { answered_by: 'owner', answered_by_name: 'Ana', question: 'What is her favourite film?' };
    expect(replySource(answer(asked), null)).toEqual({
      source: 'owner',
      name: 'Ana',
      question: 'What is her favourite film?',
    });
    expect(replySource(answer({ ...asked, revised_by: 'owner' }), null)?.question).toBe('What is her favourite film?');
    expect(replySource(answer({ revised_by: 'owner', question: 'Not an answer' }), 'Ana')).toEqual({
      source: 'revised',
      name: 'Ana',
    });
  });

  it("names the owner by the twin page's name, else 'the owner', when the reply carries none", () => {
    expect(replySource(answer({ revised_by: 'owner' }), 'Ana L.')).toEqual({
      source: 'revised',
      name: 'Ana L.',
    });
    expect(replySource(answer({ answered_by: 'owner', answered_by_name: '' }), null)).toEqual({
      source: 'owner',
      name: 'the owner',
    });
  });

  it("counts a revision before the owner's answer", () => {
    const both = answer({ revised_by: 'owner', answered_by: 'owner' });
    expect(replySource(both, 'Ana')?.source).toBe('revised');
  });

  it('says the twin wrote a reply on a twin page, and nothing elsewhere', () => {
    expect(replySource(answer(null), 'Ana')).toEqual({ source: 'twin', name: 'Ana' });
    expect(replySource(answer({}), null)).toBeNull();
  });

  it("labels only the twin's replies, not the visitor's messages", () => {
    expect(replySource({ stepType: 'USER_MESSAGE', metadata: { answered_by: 'owner' } }, 'Ana')).toBeNull();
  });
});
