import { describe, expect, it } from 'vitest';
import { thirdPersonVerb, toThirdPerson } from './third-person.js';

describe('toThirdPerson', () => {
  it("says the owner's own words about them", () => {
    expect(toThirdPerson('I love climbing', 'Ada')).toBe('Ada loves climbing');
    expect(toThirdPerson('I really enjoy teaching and my dog', 'Ada')).toBe('Ada really enjoys teaching and their dog');
    expect(toThirdPerson('My favourite book is Dune', 'Ada')).toBe("Ada's favourite book is Dune");
    expect(toThirdPerson("I'm from Leeds. I've two cats", 'Ada')).toBe('Ada is from Leeds. Ada has two cats');
    expect(toThirdPerson('I am a pilot and I was born in 1815', 'Ada')).toBe('Ada is a pilot and Ada was born in 1815');
    expect(toThirdPerson("I don't eat meat", '@ada')).toBe("@ada doesn't eat meat");
    expect(toThirdPerson('I grew up by the sea and I studied maths', 'Ada')).toBe(
      'Ada grew up by the sea and Ada studied maths',
    );
    expect(toThirdPerson('Climbing keeps me sane', 'Ada')).toBe('Climbing keeps them sane');
  });

  it('keeps code and quotations exactly as written', () => {
    expect(toThirdPerson('My alias is `git rebase -i` and I love it', 'Ada')).toBe(
      "Ada's alias is `git rebase -i` and Ada loves it",
    );
    expect(toThirdPerson('My motto is "I am what I do"', 'Ada')).toBe('Ada\'s motto is "I am what I do"');
  });

  it('conjugates regular and irregular verbs', () => {
    expect(['watch', 'study', 'play', 'go', 'have', 'can', 'fix'].map(thirdPersonVerb)).toEqual([
      'watches',
      'studies',
      'plays',
      'goes',
      'has',
      'can',
      'fixes',
    ]);
  });
});
