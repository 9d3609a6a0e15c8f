import { describe, expect, it } from 'vitest';
import { ConversationEnded, converse, type ConversationParts, type SpokenAnswer } from './converse';

/**
 * The loop with stand-ins for the microphone, the chat and the voice: the person says each of
 * `said` in turn ('' is a silence), then the conversation is ended at the next listen.
 */
function script(said: string[], answers: (SpokenAnswer | null)[]) {
  const log: string[] = [];
  const controller = new AbortController();
  const parts: ConversationParts = {
    listen: async (_signal, on) => {
      on.listening();
      const next = said.shift();
      if (next === undefined) controller.abort();
      return next ?? '';
    },
    send: (text) => void log.push(`send ${text}`),
    answered: async () => answers.shift() ?? null,
    speak: async (answer) => void log.push(`speak ${answer.id}`),
    phase: (phase) => void log.push(phase),
  };
  return { log, run: () => converse(parts, controller.signal) };
}

describe('a voice conversation', () => {
  it('sends what was said, reads each answer, and listens again until it is ended', async () => {
    const { log, run } = script(
      ['Plan my weekend', '', 'And Sunday?'],
      [
        { id: 'a1', text: 'Saturday.' },
        { id: 'a2', text: 'Sintra.' },
      ],
    );
    await run();
    expect(log.filter((l) => l.startsWith('send ') || l.startsWith('speak '))).toEqual([
      'send Plan my weekend',
      'speak a1',
      'send And Sunday?',
      'speak a2',
    ]);
    expect(log.slice(0, 6)).toEqual([
      'starting',
      'listening',
      'thinking',
      'send Plan my weekend',
      'speaking',
      'speak a1',
    ]);
  });

  it('stops, saying why, when a message gets no answer (refused, or failed)', async () => {
    const { log, run } = script(['Hello'], [null]);
    await expect(run()).rejects.toBeInstanceOf(ConversationEnded);
    expect(log).not.toContain('speaking');
  });

  it('does not read an empty answer, and goes on listening', async () => {
    const { log, run } = script(
      ['Hello', 'Again'],
      [
        { id: 'a1', text: '  ' },
        { id: 'a2', text: 'Hi.' },
      ],
    );
    await run();
    expect(log.filter((l) => l.startsWith('speak '))).toEqual(['speak a2']);
  });
});
