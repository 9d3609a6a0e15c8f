import { describe, expect, it } from 'vitest';
import { asClause, toSecondPerson } from './second-person.js';

describe('toSecondPerson', () => {
  it('speaks the user’s facts back to them', () => {
    expect(toSecondPerson('I love climbing')).toBe('you love climbing');
    expect(toSecondPerson("I'm from Lisbon and my dog is mine")).toBe("you're from Lisbon and your dog is yours");
    expect(toSecondPerson('I am tired but it was fun, I was there')).toBe(
      'you are tired but it was fun, you were there',
    );
    expect(toSecondPerson('Tell me about myself')).toBe('Tell you about yourself');
  });

  it('keeps code and quotations exactly as written', () => {
    expect(toSecondPerson('my snippet is `git rebase -i HEAD~3`')).toBe('your snippet is `git rebase -i HEAD~3`');
    expect(toSecondPerson('my setup:\n```sh\nls -i my\n```')).toBe('your setup:\n```sh\nls -i my\n```');
    expect(toSecondPerson('my motto is “I am what I do”')).toBe('your motto is “I am what I do”');
  });

  it('trims trailing punctuation for use inside a sentence', () => {
    expect(asClause(' I love climbing!! ')).toBe('I love climbing');
  });
});
