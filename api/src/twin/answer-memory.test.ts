import { describe, expect, it } from 'vitest';
import { answerAsMemory } from './answer-memory.js';

describe("an owner's answer kept as a memory", () => {
  it('names the thing a "what is …" question asked for, as the owner\'s', () => {
    expect(answerAsMemory('What is your favourite film?', 'The Princess Bride, every time.')).toBe(
      'My favourite film: The Princess Bride, every time.',
    );
    expect(answerAsMemory("What's Maya Chen's dog called", 'Biscuit')).toMatch(/^My dog called: Biscuit\.$/);
    expect(answerAsMemory('Which are her favourite crags?', 'Stanage and Almscliff')).toBe(
      'My favourite crags: Stanage and Almscliff.',
    );
    expect(answerAsMemory('What was his first job?', 'Barista!')).toBe('My first job: Barista!');
    expect(answerAsMemory('What is the name of your cat?', 'Miso')).toBe('The name of my cat: Miso.');
  });

  it('keeps any other question with its answer', () => {
    expect(answerAsMemory('Where did you grow up?', 'In Leeds')).toBe('Where did you grow up? — In Leeds.');
    expect(answerAsMemory('Does Maya have a dog', 'Yes, Biscuit.')).toBe('Does Maya have a dog? — Yes, Biscuit.');
    expect(answerAsMemory('What is the capital of Peru?', 'Lima')).toBe('What is the capital of Peru? — Lima.');
  });

  it('keeps an answer that already says whose it is', () => {
    expect(answerAsMemory('What is your favourite colour?', 'My favourite colour is green.')).toBe(
      'My favourite colour is green.',
    );
    expect(answerAsMemory('Where did she grow up?', 'I’m from Leeds')).toBe('I’m from Leeds');
  });
});
